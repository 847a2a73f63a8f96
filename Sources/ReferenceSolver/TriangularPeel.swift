// The fast path of SparseLU for a matrix that is triangular after permutation (most simplex bases of
// layout systems: slack and error singletons, and chains of variables): column singletons alone, the first
// stage of Markowitz elimination, on flat integer arrays instead of its per-line lists and count buckets.
//
// A column with one active nonzero is pivoted on it. No other active row has an entry in that column, so
// the step takes no arithmetic and leaves no multiplier (L stays empty), and the pivot row's other entries,
// all in columns not yet pivoted, become a row of U as they are. Removing the row leaves every other column
// one entry shorter, and those that reach one entry join the queue (first in, first out: the order depends
// only on the matrix). A matrix is triangular after permutation exactly when such steps pivot every column
// (each triangular matrix has a column singleton, and so has what remains of it); otherwise (a cycle, or a
// singular matrix) the peel gives up and `MarkowitzElimination` factors the matrix from the start.

/// A factorization by column singletons alone, in the form `MarkowitzElimination` gives its factors.
struct TriangularPeel {
    /// Step k pivots on (pivotRows[k], pivotColumns[k]), whose value is pivots[k].
    private(set) var pivotRows: [Int] = []
    private(set) var pivotColumns: [Int] = []
    private(set) var pivots: [Rational] = []
    /// Line k: the pivot row of step k without its pivot, by original column number.
    private(set) var upper = CompressedLines()

    /// Nil when some step finds no column singleton (the matrix is not triangular after permutation, or
    /// is singular).
    ///
    /// - Precondition: as `SparseLU.init(size:columns:)`.
    /// - Complexity: O(m + nonzeros), and no rational arithmetic.
    init?(size m: Int, columns: [[(row: Int, value: Rational)]]) {
        precondition(columns.count == m, "SparseLU: \(columns.count) columns for size \(m)")
        // The matrix by rows (a counting sort; each row's columns ascending), and each column's count.
        var columnCount = Array(repeating: 0, count: m)
        var rowStarts = Array(repeating: 0, count: m + 1)
        for (j, column) in columns.enumerated() {
            for (i, value) in column where !value.isZero {
                precondition(i >= 0 && i < m, "SparseLU: row \(i) of column \(j) is outside 0..<\(m)")
                rowStarts[i + 1] += 1
                columnCount[j] += 1
            }
        }
        for i in 0..<m { rowStarts[i + 1] += rowStarts[i] }
        var next = Array(rowStarts.dropLast())
        var rowColumns = Array(repeating: 0, count: rowStarts[m])
        var rowValues = Array(repeating: Rational.zero, count: rowStarts[m])
        for (j, column) in columns.enumerated() {
            for (i, value) in column where !value.isZero {
                precondition(
                    next[i] == rowStarts[i] || rowColumns[next[i] - 1] != j,
                    "SparseLU: row \(i) appears twice in column \(j)")
                rowColumns[next[i]] = j
                rowValues[next[i]] = value
                next[i] += 1
            }
        }
        var queue = (0..<m).filter { columnCount[$0] == 1 }
        var rowDone = Array(repeating: false, count: m)
        pivotRows.reserveCapacity(m)
        pivotColumns.reserveCapacity(m)
        pivots.reserveCapacity(m)
        var head = 0
        while head < queue.count {
            let q = queue[head]
            head += 1
            // Its one active entry (none when another singleton took its row: singular).
            guard let (p, pivot) = columns[q].first(where: { !$0.value.isZero && !rowDone[$0.row] }) else {
                return nil
            }
            rowDone[p] = true
            pivotRows.append(p)
            pivotColumns.append(q)
            pivots.append(pivot)
            for position in rowStarts[p]..<rowStarts[p + 1] where rowColumns[position] != q {
                let c = rowColumns[position]
                upper.append(index: c, value: rowValues[position])
                columnCount[c] -= 1
                if columnCount[c] == 1 { queue.append(c) }
            }
            upper.closeLine()
        }
        guard pivotRows.count == m else { return nil }
    }
}
