import ConstraintSystem

/// The variables of a `ConstraintSystem` numbered in one pass: their names in the order of
/// `ConstraintSystem.variableNames` (edit lines first, then constraints, by first use), and the
/// column of every edit and every term, so that building the program hashes each name once.
struct TermColumns {
    /// The variables' names; a variable's column is its index here.
    private(set) var names: [String] = []
    /// The column of each edit line's variable, in `system.edits` order.
    private(set) var editColumns: [Int] = []
    /// The column of every term of every constraint, one constraint after another.
    private var termColumns: [Int] = []
    /// Constraint `k`'s terms are at `termColumns[termStarts[k]...]`.
    private var termStarts: [Int] = []

    init(_ system: ConstraintSystem) {
        // Sized for every term once: growing the table re-hashed every name in it.
        let termCount = system.constraints.reduce(system.edits.count) { $0 + $1.terms.count }
        var index: [String: Int] = Dictionary(minimumCapacity: termCount)
        termColumns.reserveCapacity(termCount)
        // One probe of the table per term: the default subscript finds the name's place and
        // fills it with the next column when it is new.
        func take(_ column: inout Int) -> Int { column }
        func column(_ name: String) -> Int {
            let next = names.count
            let column = take(&index[name, default: next])
            if column == next { names.append(name) }
            return column
        }
        editColumns = system.edits.map { column($0.name) }
        termStarts.reserveCapacity(system.constraints.count)
        for constraint in system.constraints {
            termStarts.append(termColumns.count)
            for term in constraint.terms { termColumns.append(column(term.name)) }
        }
    }

    /// The column of term `t` of constraint `k`.
    func column(constraint k: Int, term t: Int) -> Int { termColumns[termStarts[k] + t] }
}
