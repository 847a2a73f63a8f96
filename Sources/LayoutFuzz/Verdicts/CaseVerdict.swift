/// What one oracle said after one step.
public enum OracleOutcome: Equatable, Sendable {
    case passed
    /// The oracle does not apply here (the reason says why: conflicting required constraints, a
    /// case with left/right anchors for `mirror`, …).
    case skipped(String)
    case failed([String])
}

/// The oracles' outcomes after one step (step 0: the initial layout).
public struct StepVerdict: Equatable, Sendable {
    public var step: Int
    /// `initial layout` or the step's op.
    public var label: String
    public var outcomes: [(oracle: OracleName, outcome: OracleOutcome)]

    public static func == (a: StepVerdict, b: StepVerdict) -> Bool {
        a.step == b.step && a.label == b.label && a.outcomes.elementsEqual(b.outcomes) { $0.oracle == $1.oracle && $0.outcome == $1.outcome }
    }

    /// True when every oracle was skipped because the layout never settled.
    public var isUnsettled: Bool {
        !outcomes.isEmpty && outcomes.allSatisfy { $0.outcome == .skipped("the layout did not settle (feedback loop)") }
    }

    /// `ok`, `FAILED` or `skipped` per oracle, for a replay's listing.
    public var summary: String {
        outcomes.map { entry in
            switch entry.outcome {
            case .passed: "\(entry.oracle.rawValue) ok"
            case .skipped: "\(entry.oracle.rawValue) skipped"
            case .failed: "\(entry.oracle.rawValue) FAILED"
            }
        }.joined(separator: ", ")
    }
}

/// How a case went: the verdict of every step played, and the findings of the first step that
/// had any (play stops there: later steps would build on a state already known to be wrong).
public struct CaseVerdict: Equatable, Sendable {
    public var steps: [StepVerdict] = []
    public var findings: [Finding] = []
    /// At the failing step: the views whose frames differ from the reference's optimum.
    public var differingFrames: [FrameDifference] = []
    /// How often each oracle passed, was skipped and failed, over the steps played.
    public var tally: [OracleName: OracleTally] = [:]

    public var passed: Bool { findings.isEmpty }

    public init() {}
}

/// Counts of one oracle's outcomes.
public struct OracleTally: Equatable, Sendable, Codable {
    public var passed = 0
    public var skipped = 0
    public var failed = 0
    /// Time spent in the oracle.
    public var seconds = 0.0

    public init() {}

    public static func += (a: inout OracleTally, b: OracleTally) {
        a.passed += b.passed
        a.skipped += b.skipped
        a.failed += b.failed
        a.seconds += b.seconds
    }
}
