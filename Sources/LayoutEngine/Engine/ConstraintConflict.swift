import Cassowary
import ConstraintSystem

/// A set of required constraints that cannot hold together, and the one the engine broke to go
/// on, as UIKit logs "Unable to simultaneously satisfy constraints" and recovers.
public struct ConstraintConflict: CustomStringConvertible {
    /// The conflicting constraints, in the order they entered the engine; `broken` among them.
    public let constraints: [LayoutConstraint]
    /// The constraint left out of the layout (it stays active and is tried again when a
    /// constraint leaves the engine or a constant changes).
    public let broken: LayoutConstraint
    /// Each member as the solver held it when the conflict was found (its expression and the
    /// constant of the normal form then), for `Window.system(of:)`.
    let solverMembers: [(constraint: Constraint, constant: Double)]

    init(
        constraints: [LayoutConstraint], broken: LayoutConstraint,
        solverMembers: [(constraint: Constraint, constant: Double)]
    ) {
        self.constraints = constraints
        self.broken = broken
        self.solverMembers = solverMembers
    }

    /// UIKit's log message, with the engine's descriptions of the constraints.
    public var description: String {
        let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
    }
}
