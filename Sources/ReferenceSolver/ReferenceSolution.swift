import ConstraintSystem

/// The reference solver's answer for a `ConstraintSystem`, exact.
package struct ReferenceSolution: Sendable, Equatable {
    package enum Status: String, Sendable { case ok, unsatisfiable }

    package var status: Status
    /// Every variable's value at one optimal point, sorted by name (empty when unsatisfiable).
    package var values: [NamedValue]
    /// Each optional priority in use and its optimal total error, highest first.
    package var errors: [PriorityError]
    /// When unsatisfiable: indices into `system.constraints` of an irreducible set of required
    /// constraints that cannot hold together (dropping any one lets the rest hold), in file order.
    package var conflict: [Int]
    /// With `ranges: true`: each variable's least and greatest value over the whole optimal set
    /// (nil where it is unbounded), sorted by name.
    package var ranges: [VariableRange]

    /// From `solve(_:expressions:)`: each expression's least and greatest value over the optimal
    /// set (nil where unbounded), in the order asked.
    package var expressionRanges: [ExpressionRange] = []

    /// How the answer was reached: a float proposal verified or repaired exactly, or the dense
    /// solver from scratch.
    package var path = CertificatePath.fromScratch

    /// The parts of the verdict in which `other` differs from this answer, exactly: `status`,
    /// `conflict`, `errors`, `ranges` (values at a non-unique optimum are not a verdict). Empty
    /// when the two agree, as two methods of the reference must.
    package func verdictDifferences(from other: ReferenceSolution) -> [String] {
        var differ: [String] = []
        if status != other.status { differ.append("status") }
        if conflict != other.conflict { differ.append("conflict") }
        if errors != other.errors { differ.append("errors") }
        if ranges != other.ranges { differ.append("ranges") }
        return differ
    }

    /// The variables that the optimum determines (their range is one point), sorted by name.
    package var determined: [String] { ranges.filter(\.isDetermined).map(\.name) }

    /// An answer put together from parts (a caller composing the answers of independent parts of
    /// one system).
    package init(
        status: Status, values: [NamedValue], errors: [PriorityError], conflict: [Int], ranges: [VariableRange]
    ) {
        self.status = status
        self.values = values
        self.errors = errors
        self.conflict = conflict
        self.ranges = ranges
    }

    package struct VariableRange: Sendable, Equatable {
        package var name: String
        /// The least value; nil where unbounded below, or not computed (`boundsKnown`).
        package var lowest: Rational?
        package var highest: Rational?
        /// False when only determinedness was asked (`ReferenceSolver.Ranges.determined`) and the
        /// variable is not determined: its bounds were not computed.
        package var boundsKnown = true
        package var isDetermined: Bool { lowest != nil && lowest == highest }
    }

    package struct ExpressionRange: Sendable, Equatable {
        package var lowest: Rational?
        package var highest: Rational?
    }

    package struct NamedValue: Sendable, Equatable {
        package var name: String
        package var value: Rational
    }

    package struct PriorityError: Sendable, Equatable {
        package var priority: Priority
        package var error: Rational

        package init(priority: Priority, error: Rational) {
            self.priority = priority
            self.error = error
        }
    }
}
