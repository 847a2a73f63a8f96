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
    /// Every column's non-zeros, by row, ascending, one column after another (compressed
    /// columns): the columns, then each row's artificial column, then the composite one if any.
    private var columnEntries: [Entry] = []
    /// Column `j`'s entries are `columnEntries[columnStarts[j]..<columnStarts[j + 1]]`.
    private var columnStarts: [Int] = [0]
    /// Whether a column is free in sign (a variable) rather than non-negative.
    var isFree: [Bool]
    /// The error columns of each optional priority in use, highest priority first.
    var levels: [(priority: Double, columns: [Int])] = []

    /// Whether phase one's composite column (`ExactSimplex.enterComposite`) has been added; it
    /// is numbered after the artificial ones.
    private(set) var hasComposite = false

    var columnCount: Int { isFree.count }
    /// Columns, artificial columns and the composite one.
    var allColumnCount: Int { columnStarts.count - 1 }
    var rowCount: Int { rows.count }

    init(_ system: ConstraintSystem, including included: (Int) -> Bool = { _ in true }, requiredOnly: Bool = false) {
        let terms = TermColumns(system)
        names = terms.names
        isFree = Array(repeating: true, count: names.count)
        var errorColumns: [(priority: Double, columns: [Int])] = []  // a few priorities: found by a scan
        var entries: [Entry] = []
        if !requiredOnly && !system.edits.isEmpty {
            var suggested: [String: Double] = [:]
            for step in system.steps { for s in step.values { suggested[s.name] = s.value } }
            for (k, edit) in system.edits.enumerated() {
                entries.append(Entry(index: terms.editColumns[k], value: .one))
                addRow(&entries, .equal, suggested[edit.name] ?? 0, edit.priority, nil, &errorColumns)
            }
        }
        for (k, constraint) in system.constraints.enumerated() where included(k) {
            if requiredOnly && !constraint.priority.isRequired { continue }
            for (t, term) in constraint.terms.enumerated() where term.coefficient != 0 {
                entries.append(
                    Entry(index: terms.column(constraint: k, term: t), value: Rational(exactly: term.coefficient)!))
            }
            addRow(&entries, constraint.relation, constraint.constant, constraint.priority, k, &errorColumns)
        }
        levels = errorColumns.sorted { $0.priority > $1.priority }
        buildColumns()
    }

    /// Appends the row whose variable entries `entries` holds (in any order, a column perhaps
    /// more than once), with its slack and error columns, and empties `entries`.
    private mutating func addRow(
        _ entries: inout [Entry], _ relation: Relation, _ constant: Double, _ priority: Priority, _ constraint: Int?,
        _ errorColumns: inout [(priority: Double, columns: [Int])]
    ) {
        // Insertion sort: a row has a few terms.
        for i in entries.indices.dropFirst() {
            var j = i
            while j > 0 && entries[j - 1].index > entries[j].index {
                entries.swapAt(j - 1, j)
                j -= 1
            }
        }
        var row: [Entry] = []
        row.reserveCapacity(entries.count + 3)
        for entry in entries {
            if let last = row.last, last.index == entry.index {
                row[row.count - 1].value += entry.value
            } else {
                row.append(entry)
            }
        }
        row.removeAll { $0.value.isZero }
        entries.removeAll(keepingCapacity: true)
        func newColumn(_ coefficient: Rational) -> Int {
            row.append(Entry(index: columnCount, value: coefficient))
            isFree.append(false)
            return columnCount - 1
        }
        if let slack = AuxiliaryColumns.slack(relation) { _ = newColumn(slack) }
        if !priority.isRequired {
            let level =
                errorColumns.firstIndex { $0.priority == priority.value }
                ?? {
                    errorColumns.append((priority.value, []))
                    return errorColumns.count - 1
                }()
            for k in 0..<AuxiliaryColumns.errorCount(relation, priority) {
                errorColumns[level].columns.append(newColumn(AuxiliaryColumns.error(k, relation)))
            }
        }
        rows.append(row)
        rhs.append(Rational(exactly: constant)!)
        constraintOfRow.append(constraint)
    }

    /// The compressed columns of the rows (a counting sort), then the artificial ones.
    private mutating func buildColumns() {
        var starts = Array(repeating: 0, count: columnCount + rowCount + 1)
        for row in rows { for entry in row { starts[entry.index + 1] += 1 } }
        for i in 0..<rowCount { starts[columnCount + i + 1] = 1 }
        for j in 0..<(columnCount + rowCount) { starts[j + 1] += starts[j] }
        var next = starts
        var placed = Array(repeating: Entry(index: 0, value: .zero), count: starts[columnCount + rowCount])
        for (i, row) in rows.enumerated() {
            for entry in row {
                placed[next[entry.index]] = Entry(index: i, value: entry.value)
                next[entry.index] += 1
            }
            placed[next[columnCount + i]] = Entry(index: i, value: .one)
        }
        columnEntries = placed
        columnStarts = starts
    }

    /// Gives the program phase one's composite column `entries` (rows ascending).
    mutating func addComposite(_ entries: [Entry]) {
        precondition(!hasComposite, "SparseProgram: a second composite column")
        columnEntries += entries
        columnStarts.append(columnEntries.count)
        hasComposite = true
    }

    /// Column `j`'s non-zeros; an artificial column (`j >= columnCount`) is the unit column of
    /// its row.
    func column(_ j: Int) -> ArraySlice<Entry> {
        columnEntries[columnStarts[j]..<columnStarts[j + 1]]
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
