import ConstraintSystem

/// The solver objects for a `ConstraintSystem` (FORMAT.md): one `Variable` per name, one
/// `Constraint` per constraint line, the edit variables and the suggest steps. Built once, so that
/// benchmarks can time the solver calls alone.
public struct SystemObjects {
    public let system: ConstraintSystem
    /// Variables in the order of first use, with their names.
    public let variables: [(name: String, variable: Variable)]
    /// One per `system.constraints`, in the same order.
    public let constraints: [Constraint]
    /// One per `system.edits`: the variable and its priority.
    public let edits: [(variable: Variable, priority: Priority)]
    /// One per `system.steps`: the suggestions of that step.
    public let steps: [[(variable: Variable, value: Double)]]

    public init(_ system: ConstraintSystem) {
        self.system = system
        var byName: [String: Variable] = [:]
        var variables: [(String, Variable)] = []
        func variable(_ name: String) -> Variable {
            if let known = byName[name] { return known }
            let made = Variable(name)
            byName[name] = made
            variables.append((name, made))
            return made
        }
        edits = system.edits.map { (variable($0.name), $0.priority) }
        constraints = system.constraints.map { line in
            let terms = line.terms.map { Term(variable($0.name), $0.coefficient) }
            return Constraint(
                Expression(terms: terms, constant: -line.constant), line.relation, priority: line.priority)
        }
        steps = system.steps.map { step in step.values.map { (variable($0.name), $0.value) } }
        self.variables = variables
    }

    /// Adds every edit variable and constraint to `solver`, in file order (edits first).
    public func build(into solver: Solver) throws(SolverError) {
        for edit in edits { try solver.addEditVariable(edit.variable, priority: edit.priority) }
        for constraint in constraints { try solver.add(constraint) }
    }

    /// Runs one suggest step and updates the values.
    public func run(step: Int, on solver: Solver) throws(SolverError) {
        for suggestion in steps[step] { try solver.suggest(suggestion.variable, suggestion.value) }
        solver.updateVariables()
    }

    /// The index of a constraint object in `constraints`.
    public func index(of constraint: Constraint) -> Int? { constraints.firstIndex { $0 === constraint } }
}
