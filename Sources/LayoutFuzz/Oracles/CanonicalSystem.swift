import ConstraintSystem

/// A constraint system up to the order of its constraints and of each constraint's terms: two
/// systems with equal canonical forms have the same solutions, so one exact solve serves both.
struct CanonicalSystem: Hashable {
    private var constraints: [SystemConstraint]

    init(_ system: ConstraintSystem) { self.init(system.constraints) }

    init(_ constraints: [SystemConstraint]) {
        self.constraints = constraints.map { constraint in
            var sorted = constraint
            sorted.terms = constraint.terms.filter { $0.coefficient != 0 }.sorted { $0.name < $1.name }
            return sorted
        }.sorted(by: CanonicalSystem.precedes)
    }

    private static func precedes(_ a: SystemConstraint, _ b: SystemConstraint) -> Bool {
        for (x, y) in zip(a.terms, b.terms) where x != y {
            return x.name != y.name ? x.name < y.name : x.coefficient < y.coefficient
        }
        if a.terms.count != b.terms.count { return a.terms.count < b.terms.count }
        if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
        if a.constant != b.constant { return a.constant < b.constant }
        return a.priority.value < b.priority.value
    }
}
