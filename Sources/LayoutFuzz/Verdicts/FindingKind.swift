/// What a finding is: an oracle that failed, or the input going wrong before any oracle could
/// judge it — the engine refusing a step of a valid case (`error`), the worker playing it dying
/// (`crash`), or running past the case timeout (`hang`) — or an oracle proved wrong itself where it
/// disagreed with the engine (`oracleDefect`, docs/oracles.md "Attribution"), which is never the
/// engine's failure. Reports, signatures and the worker's answers write it by its name
/// (`reference`, `add-remove`, `crash`, `oracle-defect-reference`); the name is read back once, at
/// the edge, and an unknown one is an error that says where it was.
package enum FindingKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    case oracle(OracleName)
    case error
    case crash
    case hang
    /// The oracle's own answer was proved wrong where it disagreed with the engine.
    case oracleDefect(OracleName)

    /// The kinds that are not oracles, in the order reports list them after the oracles.
    package static let inputFailures: [FindingKind] = [.error, .crash, .hang]

    /// The oracles' own defects, listed apart, after every failure of the engine.
    package static let oracleDefects: [FindingKind] = OracleName.allCases.map(FindingKind.oracleDefect)

    /// Every kind in report order: the oracles in the order they run, then `error`, `crash`, `hang`,
    /// then the oracles' defects.
    package static let allCases: [FindingKind] =
        OracleName.allCases.map(FindingKind.oracle) + inputFailures + oracleDefects

    package var name: String {
        switch self {
        case let .oracle(oracle): oracle.rawValue
        case .error: "error"
        case .crash: "crash"
        case .hang: "hang"
        case let .oracleDefect(oracle): "oracle-defect-\(oracle.rawValue)"
        }
    }

    /// True for a defect of an oracle: the engine is not to blame, and reports list it apart.
    package var isOracleDefect: Bool {
        if case .oracleDefect = self { true } else { false }
    }

    package var description: String { name }

    /// The kind named `name` (an oracle's name or `error`, `crash`, `hang`), nil when none is.
    package init?(name: String) {
        guard let kind = FindingKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// True for a worker that died or was killed: the other oracles would only meet it again.
    package var endedThePlay: Bool { self == .crash || self == .hang }

    package static func < (a: FindingKind, b: FindingKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension FindingKind: Codable {
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = FindingKind(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "unknown finding kind '\(name)'; expected an oracle's name, error, crash, hang or oracle-defect-ORACLE"
            )
        }
        self = kind
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
