/// How the two sides of a linear constraint compare.
public enum Relation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
