import Cassowary
import ConstraintSystem

/// Whether a conflict set is what `SolverError.unsatisfiable` promises: required constraints
/// that cannot all hold together, and for hand-made cases, none of which can be left out.
enum ConflictCheck {
    /// True when a fresh solver refuses the constraints, added in order, as required.
    static func isInfeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.add(constraint.copy(priority: .required)) }
        } catch .unsatisfiable {
            return true
        } catch {
            return false
        }
        return false
    }

    /// The members whose removal still leaves an infeasible set (empty for an irreducible set).
    static func removableMembers(_ constraints: [Constraint]) -> [Constraint] {
        constraints.indices.compactMap { left in
            var rest = constraints
            rest.remove(at: left)
            return isInfeasible(rest) ? constraints[left] : nil
        }
    }
}

/// Runs a call that may be refused as unsatisfiable: true when it went through, false when it
/// was refused that way; any other error is rethrown.
func accepted(_ call: () throws(SolverError) -> Void) throws(SolverError) -> Bool {
    do {
        try call()
        return true
    } catch {
        if case .unsatisfiable = error { return false }
        throw error
    }
}
