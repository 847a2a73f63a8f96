import Cassowary
import ConstraintSystem

extension Constraint {
    /// A new constraint with the same terms and relation, the normal-form constant `constant`
    /// (`terms OP constant`) and `priority`: what the solver holds after `setConstant` and
    /// `setPriority`, as a constraint a fresh solver can take.
    func copy(constant: Double? = nil, priority: Priority? = nil) -> Constraint {
        Constraint(
            Expression(terms: expression.terms, constant: -(constant ?? self.constant)), relation,
            priority: priority ?? self.priority)
    }
}

/// Where each constraint of `list` stands in `reference` (nil when it is not there): a readable way
/// to compare lists of constraint objects, `[0, 2, 1]` rather than addresses.
func positions(_ list: [Constraint], in reference: [Constraint]) -> [Int?] {
    list.map { constraint in reference.firstIndex { $0 === constraint } }
}

/// The names of variables, sorted: for comparing what `updateVariables()` returns as a set.
func sortedNames(_ variables: some Collection<Variable>) -> [String] { variables.map(\.name).sorted() }
