import Cassowary

/// A linear expression being assembled: like terms merged as they arrive, in the order of first
/// use, so that a constraint whose terms cancel (an attribute against the same ancestor on both
/// sides) reaches the solver and exports without them.
struct LinearForm {
    private(set) var variables: [Variable] = []
    private(set) var coefficients: [Double] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        guard coefficient != 0 else { return }
        if let index = variables.firstIndex(where: { $0 === variable }) {
            coefficients[index] += coefficient
        } else {
            variables.append(variable)
            coefficients.append(coefficient)
        }
    }

    mutating func add(_ other: LinearForm, times factor: Double) {
        for (variable, coefficient) in zip(other.variables, other.coefficients) { add(variable, coefficient * factor) }
        constant += other.constant * factor
    }

    /// The Cassowary expression, without terms that cancelled to 0.
    var expression: Expression {
        var terms: [Term] = []
        for (variable, coefficient) in zip(variables, coefficients) where coefficient != 0 {
            terms.append(Term(variable, coefficient))
        }
        return Expression(terms: terms, constant: constant)
    }
}
