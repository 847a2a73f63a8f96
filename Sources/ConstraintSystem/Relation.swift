/// How the two sides of a linear constraint compare.
public enum Relation: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }

    /// The error of a constraint of this relation whose `terms - constant` is `residual`
    /// (FORMAT.md's table): its size for `==`, the violation for `<=` and `>=`.
    public func error(ofResidual residual: Double) -> Double {
        switch self {
        case .equal: abs(residual)
        case .lessThanOrEqual: max(0, residual)
        case .greaterThanOrEqual: max(0, -residual)
        }
    }

    /// The relation with its sides exchanged: `x REL y` exactly when `y REL.reversed x`.
    public var reversed: Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
