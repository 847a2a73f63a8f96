import ConstraintSystem

/// The incremental solver as a `ScriptSolver`: each script operation becomes the solver call
/// that does it in place (`setConstant` for `set-constant`, `setPriority` for `set-priority`,
/// `remove` for `remove`), never a rebuild. Variables are made on first use and kept by name.
public final class IncrementalScriptSolver: SizedScriptSolver {
    public let solver = Solver()
    private var variableOf: [String: Variable] = [:]
    private var constraintOf: [Int: Constraint] = [:]
    private var idOf: [ObjectIdentifier: Int] = [:]

    public init() {}

    public var reportsIrreducibleConflicts: Bool { false }

    public func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        let made = Constraint(
            Expression(
                terms: constraint.terms.map { Term(variable($0.name), $0.coefficient) }, constant: -constraint.constant),
            constraint.relation, priority: constraint.priority)
        return try decide { () throws(SolverError) in
            try solver.add(made)
            constraintOf[id] = made
            idOf[ObjectIdentifier(made)] = id
        }
    }

    public func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) {
        let made = try live(id)
        try call { () throws(SolverError) in try solver.remove(made) }
        constraintOf[id] = nil
        idOf[ObjectIdentifier(made)] = nil
    }

    public func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError)
        -> Decision
    {
        let made = try live(id)
        return try decide { () throws(SolverError) in try solver.setConstant(of: made, to: value) }
    }

    public func setPriority(
        _ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?
    ) throws(ScriptSolverError) -> Decision {
        let made = try live(id)
        return try decide { () throws(SolverError) in try solver.setPriority(of: made, to: priority) }
    }

    public func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError) {
        try call { () throws(SolverError) in try solver.addEditVariable(variable(edit.name), priority: edit.priority) }
    }

    public func removeEdit(_ name: String) throws(ScriptSolverError) {
        try call { () throws(SolverError) in try solver.removeEditVariable(variable(name)) }
    }

    public func suggest(_ step: SuggestStep) throws(ScriptSolverError) {
        try call { () throws(SolverError) in
            for suggestion in step.values { try solver.suggest(variable(suggestion.name), suggestion.value) }
        }
    }

    public func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        solver.updateVariables()
        let readings = expressions.map { terms in
            Observation.Reading(
                value: terms.reduce(0) { $0 + $1.coefficient * (variableOf[$1.name].map(solver.value(of:)) ?? 0) })
        }
        let errors = solver.errorsByPriority().map { Observation.PriorityError(priority: $0.priority, error: $0.error) }
        return Observation(readings: readings, errors: errors)
    }

    /// The tableau's sizes (`SolverStatistics` without the pivot count, which only grows).
    public func sizeCounters() -> [SizeCounter] {
        let sizes = solver.statistics
        return [
            SizeCounter("rows", sizes.rows), SizeCounter("cells", sizes.cells),
            SizeCounter("objective terms", sizes.objectiveTerms),
            SizeCounter("symbols", sizes.symbols), SizeCounter("priority levels", sizes.priorityLevels),
        ]
    }

    private func variable(_ name: String) -> Variable {
        if let known = variableOf[name] { return known }
        let made = Variable(name)
        variableOf[name] = made
        return made
    }

    private func live(_ id: Int) throws(ScriptSolverError) -> Constraint {
        guard let made = constraintOf[id] else {
            throw ScriptSolverError(.failed, "constraint #\(id) is not in the solver")
        }
        return made
    }

    /// Runs a call that may be rejected: unsatisfiable is a decision, anything else a failure.
    private func decide(_ body: () throws(SolverError) -> Void) throws(ScriptSolverError) -> Decision {
        do {
            try body()
            return .accepted
        } catch let .unsatisfiable(culprit, conflict) {
            let culpritID = ObjectIdentifier(culprit)
            return .rejected(
                conflict: conflict.filter { ObjectIdentifier($0) != culpritID }.compactMap {
                    idOf[ObjectIdentifier($0)]
                })
        } catch {
            throw ScriptSolverError(.failed, error.description)
        }
    }

    private func call(_ body: () throws(SolverError) -> Void) throws(ScriptSolverError) {
        do { try body() } catch { throw ScriptSolverError(.failed, error.description) }
    }
}
