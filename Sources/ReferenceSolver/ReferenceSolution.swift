import ConstraintSystem

/// The reference solver's answer for a `ConstraintSystem`, exact.
public struct ReferenceSolution: Sendable, Equatable {
    public enum Status: String, Sendable { case ok, unsatisfiable }

    public var status: Status
    /// Every variable's value at one optimal point, sorted by name (empty when unsatisfiable).
    public var values: [NamedValue]
    /// Each optional priority in use and its optimal total error, highest first.
    public var errors: [PriorityError]
    /// When unsatisfiable: indices into `system.constraints` of an irreducible set of required
    /// constraints that cannot hold together (dropping any one lets the rest hold), in file order.
    public var conflict: [Int]
    /// With `ranges: true`: each variable's least and greatest value over the whole optimal set
    /// (nil where it is unbounded), sorted by name.
    public var ranges: [VariableRange]

    /// From `solve(_:expressions:)`: each expression's least and greatest value over the optimal
    /// set (nil where unbounded), in the order asked.
    public var expressionRanges: [ExpressionRange] = []

    /// The variables that the optimum determines (their range is one point), sorted by name.
    public var determined: [String] { ranges.filter(\.isDetermined).map(\.name) }

    /// An answer put together from parts (a caller composing the answers of independent parts of
    /// one system).
    public init(status: Status, values: [NamedValue], errors: [PriorityError], conflict: [Int], ranges: [VariableRange]) {
        self.status = status
        self.values = values
        self.errors = errors
        self.conflict = conflict
        self.ranges = ranges
    }

    public struct VariableRange: Sendable, Equatable {
        public var name: String
        public var lowest: Rational?
        public var highest: Rational?
        public var isDetermined: Bool { lowest != nil && lowest == highest }
    }

    public struct ExpressionRange: Sendable, Equatable {
        public var lowest: Rational?
        public var highest: Rational?
    }

    public struct NamedValue: Sendable, Equatable {
        public var name: String
        public var value: Rational
    }

    public struct PriorityError: Sendable, Equatable {
        public var priority: Priority
        public var error: Rational

        public init(priority: Priority, error: Rational) {
            self.priority = priority
            self.error = error
        }
    }
}
