import ConstraintSystem

extension SystemSolution {
    /// The reference solver's exact answer as a `SystemSolution`, each number the nearest Double
    /// (`Rational.doubleValue`): what `plumb solve --solver reference` prints. The optimal set's
    /// ranges have no place in it; read them from `reference` itself.
    package init(_ reference: ReferenceSolution) {
        self.init(
            status: reference.status == .ok ? .ok : .unsatisfiable,
            values: reference.values.map { NamedValue(name: $0.name, value: $0.value.doubleValue) },
            errors: reference.errors.map { PriorityError(priority: $0.priority, error: $0.error.doubleValue) },
            conflict: reference.conflict)
    }
}
