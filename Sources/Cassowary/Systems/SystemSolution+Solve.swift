import ConstraintSystem

extension SystemSolution {
    /// Solves `system` from scratch with a new incremental solver: FORMAT.md's meaning (add every
    /// edit variable and constraint, run the steps in order, report the final state).
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
