import ConstraintSystem

/// A `ConstraintSystem` as a sparse linear program `A·x = b`, stored row by row and column by
/// column in exact arithmetic, with memory in proportion to its non-zeros (the dense
/// `LinearProgram` splits every variable in two and stores every row in full).
///
/// Columns `0..<names.count` are the variables, free in sign. Each inequality has a non-negative
/// slack, and each optional constraint non-negative error columns (FORMAT.md's error: `e⁺ + e⁻`
/// for `==`, the violation for `<=` and `>=`), laid out as in `LinearProgram`. Edit variables are
/// optional `NAME == value` rows with the value last suggested (0 before any), first.
///
/// A basis may also hold the *artificial* column of a row `i` (the unit column `eᵢ`), numbered
/// `columnCount + i`: it stands for a row the proposer found redundant or could not satisfy.
struct SparseProgram {
    struct Entry {
        var index: Int
        var value: Rational
    }

    var names: [String]
    /// Row `i`'s non-zeros, by column, in ascending column order.
    var rows: [[Entry]] = []
    var rhs: [Rational] = []
    /// The constraint behind each row (an index into `system.constraints`), nil for an edit row.
    var constraintOfRow: [Int?] = []
    /// Each column's non-zeros, by row, ascending.
    private(set) var columns: [[Entry]] = []
    /// Whether a column is free in sign (a variable) rather than non-negative.
    var isFree: [Bool]
    /// The error columns of each optional priority in use, highest priority first.
    var levels: [(priority: Double, columns: [Int])] = []

    /// Phase one's composite column (`ExactSimplex.enterComposite`), numbered after the
    /// artificial ones, when there is one.
    var composite: [Entry]?

    var columnCount: Int { isFree.count }
    /// Columns, artificial columns and the composite one.
    var allColumnCount: Int { columnCount + rowCount + (composite == nil ? 0 : 1) }
    var rowCount: Int { rows.count }

    init(_ system: ConstraintSystem, including included: (Int) -> Bool = { _ in true }, requiredOnly: Bool = false) {
        names = system.variableNames
        isFree = Array(repeating: true, count: names.count)
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var suggested: [String: Double] = [:]
        for step in system.steps { for s in step.values { suggested[s.name] = s.value } }
        var errorColumns: [Double: [Int]] = [:]
        if !requiredOnly {
            for edit in system.edits {
                addRow(
                    [LinearTerm(edit.name, 1)], .equal, suggested[edit.name] ?? 0, edit.priority, nil, index,
                    &errorColumns)
            }
        }
        for (k, constraint) in system.constraints.enumerated() where included(k) {
            if requiredOnly && !constraint.priority.isRequired { continue }
            addRow(
                constraint.terms, constraint.relation, constraint.constant, constraint.priority, k, index, &errorColumns
            )
        }
        levels = errorColumns.keys.sorted(by: >).map { ($0, errorColumns[$0]!) }
        columns = Array(repeating: [], count: columnCount)
        for (i, row) in rows.enumerated() {
            for entry in row { columns[entry.index].append(Entry(index: i, value: entry.value)) }
        }
    }

    private mutating func addRow(
        _ terms: [LinearTerm], _ relation: Relation, _ constant: Double, _ priority: Priority, _ constraint: Int?,
        _ index: [String: Int], _ errorColumns: inout [Double: [Int]]
    ) {
        var coefficients: [Int: Rational] = [:]
        for term in terms where term.coefficient != 0 {
            coefficients[index[term.name]!, default: .zero] += Rational(exactly: term.coefficient)!
        }
        func newColumn(_ coefficient: Rational) -> Int {
            coefficients[columnCount] = coefficient
            isFree.append(false)
            return columnCount - 1
        }
        if let slack = AuxiliaryColumns.slack(relation) { _ = newColumn(slack) }
        let errors = AuxiliaryColumns.errors(relation, priority).map(newColumn)
        if !errors.isEmpty { errorColumns[priority.value, default: []] += errors }
        rows.append(
            coefficients.keys.sorted().compactMap { k in
                coefficients[k]!.isZero ? nil : Entry(index: k, value: coefficients[k]!)
            })
        rhs.append(Rational(exactly: constant)!)
        constraintOfRow.append(constraint)
    }

    /// Column `j`'s non-zeros; an artificial column (`j >= columnCount`) is the unit column of
    /// its row.
    func column(_ j: Int) -> [Entry] {
        if j < columnCount { return columns[j] }
        if j < columnCount + rowCount { return [Entry(index: j - columnCount, value: .one)] }
        return composite!
    }

    /// Whether column `j` is free in sign (a variable; never an artificial column).
    func isFreeColumn(_ j: Int) -> Bool { j < columnCount && isFree[j] }

    /// Whether `j` names a row's artificial column or the composite one.
    func isArtificial(_ j: Int) -> Bool { j >= columnCount }

    /// `Σᵢ y[i]·A[i][j]`, for a dense `y` over the rows.
    func dot(_ y: [Rational], column j: Int) -> Rational {
        var sum = Rational.zero
        for entry in column(j) where !y[entry.index].isZero { sum += y[entry.index] * entry.value }
        return sum
    }
}
