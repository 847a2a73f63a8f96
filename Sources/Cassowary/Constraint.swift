import ConstraintSystem

/// A linear constraint `expression OP 0` at a priority (required unless given one with `at(_:)`).
///
/// A constraint is an identity: the solver knows it by the object, so the same object is what
/// `remove`, `contains` and `setConstant` take. Its fields never change; `Solver.setConstant`
/// changes the constant the solver holds for it, not the object.
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// `lhs - rhs`, as written.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same constraint at another priority (a new object).
    public func at(_ priority: Priority) -> Constraint { Constraint(expression, relation, priority: priority) }

    /// The constant of the normal form `terms OP constant` (every variable left, the number
    /// right): `x + 8 == y` has 8's opposite, -8; `x >= 10` has 10.
    public var constant: Double { -expression.constant }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let terms = Expression(terms: expression.terms)
        return "\(terms) \(relation) \(constant) @ \(priority)"
    }
}
