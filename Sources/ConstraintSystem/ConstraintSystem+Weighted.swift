/// A system's meaning for a solver that weighs priorities instead of ordering them (kiwi, and
/// Cassowary as first published): one objective, the sum over every optional constraint and
/// edit variable of its weight times its error, where the weight is the line's `~ WEIGHT` or,
/// without one, the priority's number. `weighted()` writes that meaning as a system the
/// lexicographic reference solves exactly: each optional constraint scaled by its weight, all at
/// priority 1 (its error is then weight × error).
extension ConstraintSystem {
    /// The priority every weighted constraint goes to.
    public static let weightedLevel = Priority(1)

    /// The edit variables as the constraints they stand for: `name == last suggested value` (0
    /// before any suggestion) at the edit's priority and weight.
    public var editConstraints: [SystemConstraint] {
        var suggested: [String: Double] = [:]
        for step in steps {
            for suggestion in step.values { suggested[suggestion.name] = suggestion.value }
        }
        return edits.map { edit in
            SystemConstraint(
                terms: [LinearTerm(edit.name, 1)], relation: .equal, constant: suggested[edit.name] ?? 0,
                priority: edit.priority, weight: edit.weight)
        }
    }

    /// The weighted meaning as a lexicographic system: required constraints as they are; every
    /// optional constraint and edit variable below `above` scaled by its weight at
    /// `weightedLevel`; those at or above `above` (a reference's relaxed constraints) as they are.
    public func weighted(keepingFrom above: Priority = .required) -> ConstraintSystem {
        var result = ConstraintSystem()
        for constraint in constraints + editConstraints {
            guard !constraint.priority.isRequired && constraint.priority < above else {
                result.constraints.append(constraint)
                continue
            }
            let weight = constraint.weight ?? constraint.priority.value
            result.constraints.append(
                SystemConstraint(
                    terms: constraint.terms.map { LinearTerm($0.name, $0.coefficient * weight) },
                    relation: constraint.relation,
                    constant: constraint.constant * weight, priority: ConstraintSystem.weightedLevel))
        }
        return result
    }

    /// Each optional priority in use (edit variables included) with the total error of its
    /// constraints at the given values, highest first.
    public func errors(_ value: (String) -> Double) -> [Observation.PriorityError] {
        var totals: [Priority: Double] = [:]
        for constraint in constraints + editConstraints where !constraint.priority.isRequired {
            totals[constraint.priority, default: 0] += constraint.error(value)
        }
        return totals.keys.sorted(by: >).map { Observation.PriorityError(priority: $0, error: totals[$0]!) }
    }
}
