// Exact sparse LU factorization, for the simplex bases of layout constraint systems (sizes 1 to 100,000,
// mostly slack and error singletons, nearly triangular).
//
// Factoring: a matrix triangular after permutation by column singletons alone (TriangularPeel.swift);
// any other by right-looking elimination with Markowitz's pivot rule, singletons first, and Zlatev's
// restricted search over count buckets (MarkowitzElimination.swift). Solving: four triangular passes,
// each column-oriented, so a sparse right-hand side touches only the pivots it reaches (Gilbert &
// Peierls 1988, CompressedLines+Reach.swift; SparseLU+Solve.swift).
//
// Step k of the elimination pivots on row p_k and column q_k. Numbering rows and columns by their steps,
// P B Q = L U with L unit lower triangular (L[s][k] is the multiplier with which step k updated the row
// pivoted at step s) and U upper triangular (row k is row p_k of the active matrix at step k, its pivot on
// the diagonal). Each factor is kept both by rows and by columns, so every pass, plain or transposed, is
// column-oriented and its sparse form needs only a reach.

/// Exact LU factorization of a square sparse matrix B (m × m), given by columns.
///
/// Memory is O(m + nonzeros of the factors); no m × m array is ever made. The pivot sequence depends only on
/// the matrix (never on hashing), so the same matrix gives the same factors on every run.
package struct SparseLU: Sendable {
    /// m, the number of rows and columns of B.
    package let size: Int
    /// The row and the column of B pivoted at each step.
    let rowOfStep: [Int]
    let columnOfStep: [Int]
    /// The step at which each row and each column of B is pivoted (inverses of the two above).
    let stepOfRow: [Int]
    let stepOfColumn: [Int]
    /// U's diagonal, by step.
    let pivots: [Rational]
    /// L below its unit diagonal, by steps: line k of `lowerColumns` holds (s, L[s][k]) with s > k;
    /// `lowerRows` is its transpose.
    let lowerColumns: CompressedLines
    let lowerRows: CompressedLines
    /// U above its diagonal, by steps: line k of `upperRows` holds (t, U[k][t]) with t > k; `upperColumns` is
    /// its transpose.
    let upperRows: CompressedLines
    let upperColumns: CompressedLines

    /// Factors B, whose column k holds `columns[k]` (pairs of row index and value; rows in any order, no row
    /// twice in a column; zero values are allowed and dropped). Nil when B is singular (exactly: some step
    /// finds no nonzero left in the active submatrix).
    ///
    /// - Precondition: `columns.count == m`, every row in `0..<m`.
    /// - Complexity: proportional to the arithmetic of the elimination plus O(m); for a near-triangular
    ///   matrix (every step a singleton) O(m + nonzeros) rational operations.
    package init?(size m: Int, columns: [[(row: Int, value: Rational)]]) {
        if let peel = TriangularPeel(size: m, columns: columns) {
            var lower = CompressedLines()
            for _ in 0..<m { lower.closeLine() }
            self.init(
                size: m, rowOfStep: peel.pivotRows, columnOfStep: peel.pivotColumns, pivots: peel.pivots,
                lower: lower, upper: peel.upper)
            return
        }
        var elimination = MarkowitzElimination(size: m, columns: columns)
        guard elimination.run() else { return nil }
        self.init(
            size: m, rowOfStep: elimination.pivotRows, columnOfStep: elimination.pivotColumns,
            pivots: elimination.pivots, lower: elimination.lower, upper: elimination.upper)
    }

    /// The factors of an elimination's steps, L's lines by original row and U's by original column.
    private init(
        size m: Int, rowOfStep: [Int], columnOfStep: [Int], pivots: [Rational], lower: CompressedLines,
        upper: CompressedLines
    ) {
        size = m
        self.rowOfStep = rowOfStep
        self.columnOfStep = columnOfStep
        stepOfRow = Self.inverse(of: rowOfStep)
        stepOfColumn = Self.inverse(of: columnOfStep)
        self.pivots = pivots
        var lower = lower
        lower.renumber(stepOfRow)
        var upper = upper
        upper.renumber(stepOfColumn)
        lowerColumns = lower
        lowerRows = lower.transposed(lineCount: m)
        upperRows = upper
        upperColumns = upper.transposed(lineCount: m)
    }

    /// The number of nonzeros kept for L and U together, U's diagonal included (B's own count when the
    /// elimination made no fill-in).
    package var nonzeroCount: Int { lowerColumns.entryCount + upperRows.entryCount + size }

    private static func inverse(of permutation: [Int]) -> [Int] {
        var inverse = Array(repeating: 0, count: permutation.count)
        for (position, value) in permutation.enumerated() { inverse[value] = position }
        return inverse
    }
}
