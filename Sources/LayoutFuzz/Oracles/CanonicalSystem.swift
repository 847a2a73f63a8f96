import ConstraintSystem

/// A constraint system up to the order of its constraints and of each constraint's terms: two
/// systems with equal canonical forms have the same solutions, so one exact solve serves both.
struct CanonicalSystem: Hashable {
    private var constraints: [SystemConstraint]

    init(_ system: ConstraintSystem) { self.init(system.constraints) }

    init(_ constraints: [SystemConstraint]) {
        // Sorted by a hash of each constraint first (equal constraints hash alike), and by their
        // contents among equal hashes: comparing two strings is the expensive step of a sort. A
        // constraint whose terms are already in order (most are) is not touched, and the sort
        // moves (key, index) pairs, not the constraints (each a copy with references).
        var sorted = constraints
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(constraints.count)
        for index in sorted.indices {
            if !CanonicalSystem.hasCanonicalTerms(sorted[index]) {
                sorted[index].terms.removeAll { $0.coefficient == 0 }
                sorted[index].terms.sort(by: CanonicalSystem.precedes)
            }
            keyed.append((CanonicalSystem.key(sorted[index]), index))
        }
        keyed.sort { a, b in
            a.key != b.key ? a.key < b.key : CanonicalSystem.precedes(sorted[a.index], sorted[b.index])
        }
        self.constraints = keyed.map { sorted[$0.index] }
    }

    /// Whether the terms are non-zero and in canonical order already (ties are equal terms).
    private static func hasCanonicalTerms(_ constraint: SystemConstraint) -> Bool {
        let terms = constraint.terms
        for index in terms.indices {
            if terms[index].coefficient == 0 { return false }
            if index > 0 && precedes(terms[index], terms[index - 1]) { return false }
        }
        return true
    }

    /// The canonical order of terms: by name, then coefficient.
    private static func precedes(_ a: LinearTerm, _ b: LinearTerm) -> Bool {
        a.name != b.name ? a.name < b.name : a.coefficient < b.coefficient
    }

    /// FNV-1a of a constraint with its terms sorted: its names' bytes and its numbers' bits.
    private static func key(_ constraint: SystemConstraint) -> UInt64 {
        var hash = FNV1a.Running()
        for term in constraint.terms {
            hash.add(term.name)
            hash.add(bits(term.coefficient))
        }
        hash.add(UInt64(constraint.terms.count))
        hash.add(constraint.relation.rawValue)
        hash.add(bits(constraint.constant))
        hash.add(bits(constraint.priority.value))
        return hash.value
    }

    /// A number's bits, -0 taken as 0 (they are equal).
    private static func bits(_ value: Double) -> UInt64 { (value == 0 ? 0 : value).bitPattern }

    private static func precedes(_ a: SystemConstraint, _ b: SystemConstraint) -> Bool {
        for (x, y) in zip(a.terms, b.terms) where x != y { return precedes(x, y) }
        if a.terms.count != b.terms.count { return a.terms.count < b.terms.count }
        if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
        if a.constant != b.constant { return a.constant < b.constant }
        return a.priority.value < b.priority.value
    }
}
