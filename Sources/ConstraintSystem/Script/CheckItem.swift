/// One item of a `check` line (FORMAT-v2.md) and what a checkpoint measures to judge it.
public enum CheckItem: Sendable, Hashable {
    /// `NAME=VALUE`, `NAME<=VALUE`, `NAME>=VALUE`, or `EXPR=VALUE` (`xl+xr-2*xm=0`): the terms'
    /// value at the current solution compared with `value` (a constant written inside the
    /// expression is moved into `value`).
    case value(terms: [LinearTerm], relation: Relation, value: Double)
    /// `error P=VALUE`: the total error of the optional constraints at priority P.
    case error(Priority, Double)
    /// `rejected LABEL`: the last operation that named LABEL was rejected.
    case rejected(String)

    /// The tolerance of a check against `value`: 1e-6 · max(1, |value|).
    public static func tolerance(for value: Double) -> Double { 1e-6 * max(1, abs(value)) }

    /// True when `actual` passes the comparison with `expected` under the tolerance.
    public static func holds(_ actual: Double, _ relation: Relation, _ expected: Double) -> Bool {
        let tolerance = tolerance(for: expected)
        switch relation {
        case .equal: return abs(actual - expected) <= tolerance
        case .lessThanOrEqual: return actual <= expected + tolerance
        case .greaterThanOrEqual: return actual >= expected - tolerance
        }
    }

    /// The item as written in a check line.
    public var text: String {
        switch self {
        case let .value(terms, relation, value):
            let op = relation == .equal ? "=" : relation.rawValue
            return "\(CheckItem.compact(terms))\(op)\(NumberText.format(value))"
        case let .error(priority, value): return "error \(priority)=\(NumberText.format(value))"
        case let .rejected(label): return "rejected \(label)"
        }
    }

    /// `xl+xr-2*xm`: an expression without spaces, as a check item writes it.
    public static func compact(_ terms: [LinearTerm]) -> String {
        FormatWriter.expression(terms).replacingSpaces()
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
