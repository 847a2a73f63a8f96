import ConstraintSystem

/// A `ConstraintSystem` as a linear program over non-negative columns, in exact arithmetic: each
/// variable is `x⁺ - x⁻`; an inequality has a slack; an optional constraint has error columns
/// (FORMAT.md's error: `e⁺ + e⁻` for `==`, the violation for `<=` and `>=`). Edit variables are
/// optional `NAME == value` rows, with the value last suggested (0 before any).
struct LinearProgram {
    struct Row {
        var coefficients: [Int: Rational]
        var rhs: Rational
        /// The constraint's index in `system.constraints`, or nil for an edit variable's row.
        var constraint: Int?
        var required: Bool
    }

    var names: [String]
    var rows: [Row] = []
    var columnCount: Int
    /// Error columns of each optional priority.
    var errorColumns: [Double: [Int]] = [:]

    /// Columns 2k and 2k+1 are x⁺ and x⁻ of `names[k]`.
    init(_ system: ConstraintSystem, including included: (Int) -> Bool = { _ in true }, requiredOnly: Bool = false) {
        names = system.variableNames
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        columnCount = 2 * names.count
        var suggested: [String: Double] = [:]
        for step in system.steps { for s in step.values { suggested[s.name] = s.value } }
        if !requiredOnly {
            for edit in system.edits {
                let terms = [LinearTerm(edit.name, 1)]
                add(terms, .equal, suggested[edit.name] ?? 0, edit.priority, constraint: nil, index)
            }
        }
        for (k, constraint) in system.constraints.enumerated() where included(k) {
            if requiredOnly && !constraint.priority.isRequired { continue }
            add(constraint.terms, constraint.relation, constraint.constant, constraint.priority, constraint: k, index)
        }
    }

    private mutating func add(
        _ terms: [LinearTerm], _ relation: Relation, _ constant: Double, _ priority: Priority, constraint: Int?,
        _ index: [String: Int]
    ) {
        var coefficients: [Int: Rational] = [:]
        for term in terms {
            let c = Rational(exactly: term.coefficient)!
            let k = index[term.name]!
            coefficients[2 * k, default: .zero] += c
            coefficients[2 * k + 1, default: .zero] -= c
        }
        func newColumn(_ coefficient: Rational) -> Int {
            defer { columnCount += 1 }
            coefficients[columnCount] = coefficient
            return columnCount
        }
        if let slack = AuxiliaryColumns.slack(relation) { _ = newColumn(slack) }
        let errors = AuxiliaryColumns.errors(relation, priority).map(newColumn)
        if !errors.isEmpty { errorColumns[priority.value, default: []] += errors }
        rows.append(
            Row(
                coefficients: coefficients, rhs: Rational(exactly: constant)!, constraint: constraint,
                required: priority.isRequired))
    }

    /// The priorities in use, highest first.
    var priorities: [Double] { errorColumns.keys.sorted(by: >) }

    /// Phase one: a feasible basis, or nil when the rows cannot all hold. Artificial columns are
    /// frozen afterwards; rows that are combinations of others are dropped.
    func feasibleTableau() -> ExactTableau? {
        let m = rows.count
        let total = columnCount + m
        var a = [[Rational]](repeating: [Rational](repeating: .zero, count: total), count: m)
        var rhs = [Rational](repeating: .zero, count: m)
        for (i, row) in rows.enumerated() {
            let flip = row.rhs.signum < 0
            for (j, c) in row.coefficients where !c.isZero { a[i][j] = flip ? -c : c }
            rhs[i] = flip ? -row.rhs : row.rhs
            a[i][columnCount + i] = .one
        }
        var tableau = ExactTableau(
            a: a, rhs: rhs, basis: (0..<m).map { columnCount + $0 }, frozen: [Bool](repeating: false, count: total))
        var cost = [Rational](repeating: .zero, count: total)
        for i in 0..<m { cost[columnCount + i] = .one }
        guard tableau.minimize(cost) != nil, tableau.objectiveValue(cost).isZero else { return nil }
        for i in 0..<m { tableau.frozen[columnCount + i] = true }
        // Drive artificials (at zero) out of the basis, or drop their rows (redundant).
        var i = 0
        while i < tableau.basis.count {
            if tableau.basis[i] >= columnCount {
                if !ReferenceSolver.dropsEveryArtificialRow,
                    let j = (0..<columnCount).first(where: { !tableau.a[i][$0].isZero })
                {
                    tableau.pivot(row: i, column: j)
                } else {
                    tableau.a.remove(at: i)
                    tableau.rhs.remove(at: i)
                    tableau.basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        return tableau
    }
}
