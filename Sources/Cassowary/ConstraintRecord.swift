import ConstraintSystem

/// What the solver keeps for a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack of an inequality, the dummy of a required equality, or the positive error of
    /// an optional equality.
    var marker: Symbol
    /// The error of an optional constraint (the negative error of an equality), else `none`.
    var other: Symbol
    /// The marker's coefficient in the constraint's own row, `expression + markerSign·marker…`.
    var markerSign: Double
    /// The constant of the normal form `terms OP constant`, as the solver holds it now.
    var constant: Double
    var priority: Priority
    /// The external symbol of each term (a variable repeated is listed again).
    var variables: SymbolList
    /// When it was added, for ordering conflict sets.
    let order: Int
    /// True for the constraint behind an edit variable.
    let isEdit: Bool
}

/// An edit variable: the optional constraint `variable == suggested value` behind it.
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
}
