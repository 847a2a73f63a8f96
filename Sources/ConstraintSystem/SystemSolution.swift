/// A solver's answer for a `ConstraintSystem`, in FORMAT.md's meaning (every edit variable and
/// constraint added, the steps run in order, the final state reported), each number a `Double`.
///
/// The incremental solver gives one (`SystemSolution.solve`, in Cassowary) and the exact
/// reference one rounded (`SystemSolution(_: ReferenceSolution)`, in ReferenceSolver), so that
/// `plumb solve` prints either and an oracle judges one without depending on the solver that
/// made it.
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
}
