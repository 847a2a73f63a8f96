import Cassowary

/// A linear expression being assembled: like terms merged as they arrive, in the order of first
/// use, so that a constraint whose terms cancel (an attribute against the same ancestor on both
/// sides) reaches the solver and exports without them. The terms are kept as the expression's
/// own array, reserved for the four terms that most constraints have (siblings' edges), so a
/// constraint's expression usually costs one allocation.
struct LinearForm {
    private(set) var terms: [Term] = []
    var constant: Double = 0

    init() { terms.reserveCapacity(4) }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable, coefficient))
        }
    }

    mutating func add(_ other: LinearForm, times factor: Double) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    /// The Cassowary expression, without terms that cancelled to 0.
    var expression: Expression {
        guard terms.contains(where: { $0.coefficient == 0 }) else {
            return Expression(terms: terms, constant: constant)
        }
        return Expression(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
    }
}
