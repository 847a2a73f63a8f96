// Right-looking sparse Gaussian elimination in exact rationals, with Markowitz's pivot rule (Markowitz,
// "The elimination form of the inverse and its application to linear programming", 1957: the pivot
// minimizes (r − 1)(c − 1), a bound on the fill-in it causes) and Zlatev's restricted search (Zlatev, "On
// some pivotal strategies in Gaussian elimination by sparse technique", 1980: look only at the lines of
// the lowest counts, and only at a few of them).
//
// Singletons first: a column singleton is pivoted with no elimination at all, a row singleton with no
// fill-in; both cost 0, and the simplex bases of layout systems are mostly singletons. Exact arithmetic
// needs no stability threshold, so any nonzero is a pivot; among equal cost the search takes the entry
// with the fewest bits (±1 first) to keep the rationals small, then the lowest column, then the lowest row.
//
// The active submatrix is kept by rows, with values, and by columns as patterns of row numbers only. A
// column's pattern may keep rows already pivoted (lazy deletion: skipped when read, compacted when the
// search reads it); an entry that cancels to exactly zero leaves both at once, so an active row is in a
// column's pattern exactly when it has a nonzero there. Lines sit in `CountBuckets` by their counts, and a
// line that reaches count 0 makes the matrix singular. Storage is O(m + entries ever held).

/// One factorization in progress: the active submatrix and the factors so far.
struct MarkowitzElimination {
    struct Entry {
        var index: Int
        var value: Rational
    }

    /// How many rows and columns Zlatev's search examines once it holds a candidate (Zlatev suggests 2 to 4).
    static let searchLimit = 4

    /// The weight (see `weight(of:)`) of ±1, the best a pivot can have.
    static let unitWeight = 2

    let size: Int
    /// Row i's active entries: column number and value. Empty once row i is pivoted.
    private var rows: [[Entry]]
    /// Column j's pattern: the rows with a nonzero there, plus perhaps rows already pivoted.
    private var columns: [[Int]]
    /// Column j's number of active nonzeros (its pattern's length without the pivoted rows).
    private var columnCounts: [Int]
    private var rowBuckets: CountBuckets
    private var columnBuckets: CountBuckets
    /// For each column, its position in the current pivot row, or -1.
    private var pivotPosition: [Int]
    /// For each line, the stamp of the last pass that met it (duplicate checks, the fill-in of one row).
    private var seenStamp: [Int]
    private var stamp = 0

    /// Step k pivots on (pivotRows[k], pivotColumns[k]), whose value is pivots[k].
    private(set) var pivotRows: [Int] = []
    private(set) var pivotColumns: [Int] = []
    private(set) var pivots: [Rational] = []
    /// Line k: the multipliers of step k (row i of the active matrix lost multiplier × the pivot row), by
    /// original row number.
    private(set) var lower = CompressedLines()
    /// Line k: the pivot row of step k without its pivot, by original column number.
    private(set) var upper = CompressedLines()

    /// The matrix whose column j holds `columns[j]`; zero values are dropped.
    ///
    /// - Precondition: `columns.count == size`, rows in `0..<size`, no row twice in one column.
    init(size: Int, columns input: [[(row: Int, value: Rational)]]) {
        precondition(input.count == size, "SparseLU: \(input.count) columns for size \(size)")
        self.size = size
        rows = Array(repeating: [], count: size)
        columns = Array(repeating: [], count: size)
        columnCounts = Array(repeating: 0, count: size)
        pivotPosition = Array(repeating: -1, count: size)
        seenStamp = Array(repeating: 0, count: size)
        for (j, column) in input.enumerated() {
            stamp += 1
            for (i, value) in column where !value.isZero {
                precondition(i >= 0 && i < size, "SparseLU: row \(i) of column \(j) is outside 0..<\(size)")
                precondition(seenStamp[i] != stamp, "SparseLU: row \(i) appears twice in column \(j)")
                seenStamp[i] = stamp
                rows[i].append(Entry(index: j, value: value))
                columns[j].append(i)
            }
            columnCounts[j] = columns[j].count
        }
        rowBuckets = CountBuckets(members: size, maximumCount: size)
        columnBuckets = CountBuckets(members: size, maximumCount: size)
        // Inserted from the last, so each list starts in increasing order.
        for line in (0..<size).reversed() {
            rowBuckets.insert(line, count: rows[line].count)
            columnBuckets.insert(line, count: columnCounts[line])
        }
        pivotRows.reserveCapacity(size)
        pivotColumns.reserveCapacity(size)
        pivots.reserveCapacity(size)
    }

    /// Runs all `size` steps; false as soon as no nonzero is left to pivot on (the matrix is singular).
    mutating func run() -> Bool {
        for _ in 0..<size {
            guard let (row, column) = choosePivot() else { return false }
            pivot(row: row, column: column)
        }
        return true
    }

    // MARK: - Pivot search

    /// A possible pivot, ordered from best: least Markowitz cost, fewest bits, lowest column, lowest row.
    private struct Candidate: Comparable {
        var cost: Int
        var weight: Int
        var column: Int
        var row: Int

        static func < (a: Candidate, b: Candidate) -> Bool {
            (a.cost, a.weight, a.column, a.row) < (b.cost, b.weight, b.column, b.row)
        }
    }

    /// The bits of numerator and denominator: 2 for ±1, more for anything else.
    static func weight(of value: Rational) -> Int {
        switch value.storage {
        case let .small(n, d): (64 - n.magnitude.leadingZeroBitCount) + (64 - d.leadingZeroBitCount)
        case let .big(parts): parts.numerator.magnitude.bitWidth + parts.denominator.magnitude.bitWidth
        }
    }

    /// The next pivot, or nil when some active line has no nonzero left (the matrix is singular).
    private mutating func choosePivot() -> (row: Int, column: Int)? {
        if rowBuckets.first(withCount: 0) != nil || columnBuckets.first(withCount: 0) != nil { return nil }
        if let column = columnBuckets.first(withCount: 1) {
            compactPattern(of: column)
            return (columns[column][0], column)
        }
        if let row = rowBuckets.first(withCount: 1) { return (row, rows[row][0].index) }
        var best: Candidate?
        var searched = 0
        // Lines of fewer than `count` entries have all been looked at, so an entry not yet seen costs at
        // least (count − 1)²: stop when the best beats that (or ties it with ±1), or after `searchLimit` lines.
        func done(below bound: Int) -> Bool {
            guard let best else { return false }
            return searched >= Self.searchLimit || best.cost < bound
                || (best.cost == bound && best.weight <= Self.unitWeight)
        }
        for count in stride(from: 2, through: size, by: 1) {
            let bound = (count - 1) * (count - 1)
            if done(below: bound) { break }
            var nextColumn = columnBuckets.first(withCount: count)
            while let column = nextColumn, !done(below: bound) {
                compactPattern(of: column)
                for row in columns[column] {
                    let value = rows[row].first { $0.index == column }!.value
                    let candidate = Candidate(
                        cost: (rows[row].count - 1) * (count - 1), weight: Self.weight(of: value), column: column,
                        row: row)
                    if best.map({ candidate < $0 }) ?? true { best = candidate }
                }
                searched += 1
                nextColumn = columnBuckets.next(after: column)
            }
            var nextRow = rowBuckets.first(withCount: count)
            while let row = nextRow, !done(below: bound) {
                for entry in rows[row] {
                    let candidate = Candidate(
                        cost: (count - 1) * (columnCounts[entry.index] - 1), weight: Self.weight(of: entry.value),
                        column: entry.index, row: row)
                    if best.map({ candidate < $0 }) ?? true { best = candidate }
                }
                searched += 1
                nextRow = rowBuckets.next(after: row)
            }
        }
        return best.map { ($0.row, $0.column) }
    }

    /// Drops the pivoted rows from `column`'s pattern.
    private mutating func compactPattern(of column: Int) {
        let active = rowBuckets
        columns[column].removeAll { !active.contains($0) }
    }

    // MARK: - Elimination

    /// One step: row `p` and column `q` leave the active matrix, row p (less the pivot) becomes a row of U,
    /// and every other row with a nonzero in column q loses its multiple of row p.
    private mutating func pivot(row p: Int, column q: Int) {
        let pivotRow = rows[p]
        rows[p] = []
        rowBuckets.remove(p)
        columnBuckets.remove(q)
        var pivot = Rational.zero
        for (position, entry) in pivotRow.enumerated() {
            pivotPosition[entry.index] = position
            if entry.index == q {
                pivot = entry.value
            } else {
                upper.append(index: entry.index, value: entry.value)
            }
        }
        upper.closeLine()
        let rowsBelow = columns[q]
        columns[q] = []
        for row in rowsBelow where rowBuckets.contains(row) {
            let multiplier = eliminate(row: row, column: q, pivotRow: pivotRow, pivot: pivot)
            lower.append(index: row, value: multiplier)
        }
        lower.closeLine()
        for entry in pivotRow {
            pivotPosition[entry.index] = -1
            guard entry.index != q else { continue }
            columnCounts[entry.index] -= 1
            columnBuckets.move(entry.index, toCount: columnCounts[entry.index])
        }
        pivotRows.append(p)
        pivotColumns.append(q)
        pivots.append(pivot)
    }

    /// Row `i` -= (a_iq / pivot) × the pivot row, which `pivotPosition` has scattered; returns the multiplier.
    private mutating func eliminate(row i: Int, column q: Int, pivotRow: [Entry], pivot: Rational) -> Rational {
        stamp += 1
        var entries: [Entry] = []
        swap(&entries, &rows[i])
        let at = entries.firstIndex { $0.index == q }!
        let multiplier = entries[at].value / pivot
        entries.swapAt(at, entries.count - 1)
        entries.removeLast()
        var k = 0
        while k < entries.count {
            let column = entries[k].index
            let position = pivotPosition[column]
            guard position >= 0 else {
                k += 1
                continue
            }
            seenStamp[column] = stamp
            entries[k].value -= multiplier * pivotRow[position].value
            if entries[k].value.isZero {
                // Exact cancellation: the entry leaves the row and the column's pattern.
                let inColumn = columns[column].firstIndex(of: i)!
                columns[column].swapAt(inColumn, columns[column].count - 1)
                columns[column].removeLast()
                columnCounts[column] -= 1
                entries.swapAt(k, entries.count - 1)
                entries.removeLast()
            } else {
                k += 1
            }
        }
        for entry in pivotRow where entry.index != q && seenStamp[entry.index] != stamp {
            entries.append(Entry(index: entry.index, value: -(multiplier * entry.value)))
            columns[entry.index].append(i)
            columnCounts[entry.index] += 1
        }
        rowBuckets.move(i, toCount: entries.count)
        rows[i] = entries
        return multiplier
    }
}
