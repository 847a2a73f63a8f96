/// A constraint of a constraint system in normal form: `terms OP constant @ priority`, every
/// variable term on the left (merged, in the order of first use) and the number on the right.
///
/// `a + 8 == b` has the terms `a - b` and the constant -8; `x + 2*y >= 10` has the constant 10.
/// This is the form whose constant FORMAT-v2's `set-constant` changes.
public struct SystemConstraint: Sendable, Hashable {
    public var terms: [LinearTerm]
    public var relation: Relation
    public var constant: Double
    public var priority: Priority
    /// The `~ WEIGHT` of the line, for solvers that weigh levels; ignored by ours.
    public var weight: Double?

    public init(
        terms: [LinearTerm], relation: Relation, constant: Double,
        priority: Priority = .required, weight: Double? = nil
    ) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.priority = priority
        self.weight = weight
    }

    /// `terms - constant` evaluated at `value(name)`: zero when an equality holds exactly.
    public func residual(_ value: (String) -> Double) -> Double {
        var sum = -constant
        for term in terms { sum += term.coefficient * value(term.name) }
        return sum
    }

    /// The error this constraint contributes at the given values (FORMAT.md's table):
    /// `abs(A - B)` for `==`, the violation for `<=` and `>=`.
    public func error(_ value: (String) -> Double) -> Double {
        relation.error(ofResidual: residual(value))
    }
}
