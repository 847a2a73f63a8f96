import ConstraintSystem

/// The answer of the incremental solver for a `ConstraintSystem`: FORMAT.md's meaning (add every
/// edit variable and constraint, run the steps in order, report the final state).
public struct SystemSolution: Sendable, Equatable {
    public enum Status: String, Sendable { case ok, unsatisfiable }

    public var status: Status
    /// Every variable's value, sorted by name (empty when unsatisfiable).
    public var values: [NamedValue]
    /// Each optional priority in use and its total error, highest first (empty when unsatisfiable).
    public var errors: [PriorityError]
    /// When unsatisfiable: indices into `system.constraints` of a set of required constraints
    /// that cannot hold together, in file order.
    public var conflict: [Int]

    public struct NamedValue: Sendable, Equatable {
        public var name: String
        public var value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The same type as a script checkpoint's (`Observation.PriorityError`).
    public typealias PriorityError = Observation.PriorityError

    public init(status: Status, values: [NamedValue], errors: [PriorityError], conflict: [Int]) {
        self.status = status
        self.values = values
        self.errors = errors
        self.conflict = conflict
    }

    /// Solves `system` from scratch with a new incremental solver.
    ///
    /// - Throws: what the solver refuses other than unsatisfiable required constraints (an
    ///   invalid priority, a non-finite number, an undeclared edit variable): the reader rejects
    ///   all of those, so only a system built in code can get here.
    public static func solve(_ system: ConstraintSystem) throws(SolverError) -> SystemSolution {
        let objects = SystemObjects(system)
        let solver = Solver()
        do {
            try objects.build(into: solver)
            for step in objects.steps.indices { try objects.run(step: step, on: solver) }
        } catch let .unsatisfiable(_, conflict) {
            let indices = conflict.compactMap { objects.index(of: $0) }.sorted()
            return SystemSolution(status: .unsatisfiable, values: [], errors: [], conflict: indices)
        }
        solver.updateVariables()
        let values = objects.variables
            .map { NamedValue(name: $0.name, value: solver.value(of: $0.variable)) }
            .sorted { $0.name < $1.name }
        let errors = solver.errorsByPriority().map { PriorityError(priority: $0.priority, error: $0.error) }
        return SystemSolution(status: .ok, values: values, errors: errors, conflict: [])
    }
}
