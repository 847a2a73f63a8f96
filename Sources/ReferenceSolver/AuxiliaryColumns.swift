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
        (0..<errorCount(relation, priority)).map { error($0, relation) }
    }

    /// How many error columns the constraint has: two for an optional `==` (e⁺ and e⁻), one for
    /// an optional inequality, none for a required constraint.
    static func errorCount(_ relation: Relation, _ priority: Priority) -> Int {
        priority.isRequired ? 0 : relation == .equal ? 2 : 1
    }

    /// Error column `k`'s coefficient (`k < errorCount`).
    static func error(_ k: Int, _ relation: Relation) -> Rational {
        #if PLUMB_FAULTS
            if relation == .greaterThanOrEqual, PlantedReferenceFaults.isActive(.optionalGreaterOrEqualErrorWrongSign) {
                return -1
            }
        #endif
        switch relation {
        case .equal: return k == 0 ? -1 : 1
        case .lessThanOrEqual: return -1
        case .greaterThanOrEqual: return 1
        }
    }
}
