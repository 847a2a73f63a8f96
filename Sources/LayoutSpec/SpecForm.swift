import ConstraintSystem

/// A linear form over named variables: `Σ coefficient × name + constant`, terms in the order of
/// first use (so that the systems the spec writes are byte-stable).
struct SpecForm {
    var terms: [LinearTerm] = []
    var constant = 0.0

    init() {}

    init(_ name: String, _ coefficient: Double = 1) { add(name, coefficient) }

    mutating func add(_ name: String, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.name == name }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(LinearTerm(name, coefficient))
        }
    }

    mutating func add(_ other: SpecForm, times factor: Double) {
        for term in other.terms { add(term.name, term.coefficient * factor) }
        constant += other.constant * factor
    }

    /// `self OP value @ priority` in normal form (terms on the left, the number on the right;
    /// zero terms left out).
    func constraint(_ relation: Relation, _ value: Double, priority: Double) -> SystemConstraint {
        var kept = terms
        kept.removeAll { $0.coefficient == 0 }  // in place: a filtered copy is a new array each time
        return SystemConstraint(
            terms: kept, relation: relation, constant: value - constant, priority: Priority(priority))
    }
}
