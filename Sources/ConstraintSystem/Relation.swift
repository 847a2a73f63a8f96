/// How the two sides of a linear constraint compare.
public enum Relation: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }

    /// The relation with its sides exchanged: `x REL y` exactly when `y REL.reversed x`.
    public var reversed: Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
