import ConstraintSystem

/// The non-negative columns a constraint adds to its row, as both LP forms of the reference
/// (`LinearProgram`, `SparseProgram`) lay them out: an inequality's slack (`+1` for `<=`, `-1`
/// for `>=`), then an optional constraint's error columns (FORMAT.md's error: `-e⁺ + e⁻` for `==`,
/// the violation `-e` for `<=` and `+e` for `>=`).
enum AuxiliaryColumns {
    /// The slack's coefficient, if the relation has one.
    static func slack(_ relation: Relation) -> Rational? {
        switch relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: nil
        }
    }

    /// The error columns' coefficients (none for a required constraint).
    static func errors(_ relation: Relation, _ priority: Priority) -> [Rational] {
        guard !priority.isRequired else { return [] }
        switch relation {
        case .equal: return [-1, 1]
        case .lessThanOrEqual: return [-1]
        case .greaterThanOrEqual: return [1]
        }
    }
}
