import Cassowary
import ReferenceSolver

extension SystemSolution {
    /// The reference solver's exact answer in the shape `plumb solve` prints, each number the
    /// nearest Double.
    init(_ reference: ReferenceSolution) {
        self.init(
            status: reference.status == .ok ? .ok : .unsatisfiable,
            values: reference.values.map { NamedValue(name: $0.name, value: $0.value.doubleValue) },
            errors: reference.errors.map { PriorityError(priority: $0.priority, error: $0.error.doubleValue) },
            conflict: reference.conflict)
    }
}
