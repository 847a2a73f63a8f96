import ConstraintSystem

// Arithmetic and comparison operators that build expressions and constraints, as in kiwi and
// Auto Layout's anchor algebra: `x + 8 <= y`, `(w == 2 * h).at(.defaultHigh)`.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    public static func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }

    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
}

// MARK: Comparisons: each builds a required constraint `lhs - rhs OP 0`.

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
    public static func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}
