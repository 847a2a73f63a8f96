import ConstraintSystem

/// A record of the calls that changed a solver, in order, for writing a solver's history as an
/// operation script (FORMAT-v2.md): `plumb export --script` replays a layout case's whole
/// sequence of solver calls on any solver. Attach one with `Solver.log`; a solver without one
/// records nothing and pays one nil check per call.
public final class SolverLog {
    /// One call, with what it was given and whether the solver took it.
    public enum Call {
        /// `add`, with the constraint's constant and priority as added; `accepted` false when
        /// the solver found the required constraints unsatisfiable.
        case add(Constraint, accepted: Bool)
        case remove(Constraint)
        case setConstant(Constraint, Double, accepted: Bool)
        case setPriority(Constraint, Priority, accepted: Bool)
        case addEditVariable(Variable, Priority)
        case removeEditVariable(Variable)
        case suggest(Variable, Double)
        /// Not a solver call: a point the caller marks (a step of a case), where a script puts
        /// its check line.
        case mark(String)
    }

    public private(set) var calls: [Call] = []

    public init() {}

    func record(_ call: Call) { calls.append(call) }

    /// Marks a point in the history (see `Call.mark`).
    public func mark(_ note: String) { calls.append(.mark(note)) }
}

extension Solver {
    /// Runs `body`, a call that changes the solver, and logs it (with the decision for calls
    /// that may be rejected). Calls refused for other reasons are not logged: they changed
    /// nothing and a script has no form for them.
    @inline(__always)
    func logged(_ call: (Bool) -> SolverLog.Call, _ body: () throws(SolverError) -> Void) throws(SolverError) {
        guard let log else { return try body() }
        do {
            try body()
            log.record(call(true))
        } catch .unsatisfiable(let constraint, let conflict) {
            log.record(call(false))
            throw .unsatisfiable(constraint, conflict: conflict)
        }
    }
}
