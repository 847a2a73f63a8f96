import ConstraintSystem

/// What a `Solver` call can refuse. After any of these the solver is exactly as it was before
/// the call, and usable.
public enum SolverError: Error, CustomStringConvertible {
    /// The required constraints cannot all hold with `constraint` added (or changed). `conflict`
    /// is a set of required constraints that cannot hold together, `constraint` among them, in
    /// the order they were added: Auto Layout logs such a set.
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (below 1000).
    case requiredEditVariable(Variable)
    /// A priority outside 1...1000.
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is NaN or infinite; `what` says which.
    case nonFiniteValue(what: String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflict):
            let lines = conflict.map { "  \($0)" }.joined(separator: "\n")
            return
                "unsatisfiable: the required constraint '\(constraint)' conflicts with the required constraints:\n\(lines)\nremove or loosen one of them (give it a priority below 1000)"
        case let .duplicateConstraint(constraint):
            return "duplicate constraint: '\(constraint)' is already in the solver"
        case let .unknownConstraint(constraint):
            return "unknown constraint: '\(constraint)' is not in the solver"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable: '\(variable)' is already an edit variable"
        case let .unknownEditVariable(variable):
            return "unknown edit variable: '\(variable)' is not an edit variable; add it with addEditVariable first"
        case let .requiredEditVariable(variable):
            return "required edit variable: '\(variable)' needs a priority below 1000"
        case let .invalidPriority(priority):
            return "invalid priority \(priority): priorities run from 1 to 1000"
        case let .nonFiniteValue(what):
            return "non-finite value: \(what) is NaN or infinite"
        }
    }
}
