// A basis of a `SparseProgram`, factored exactly (`SparseLU`): the basic solution `x_B = B⁻¹b`,
// the duals `y = B⁻ᵀc_B` of a cost, a column's direction `B⁻¹A_j`, and a pivot (one column
// replaced, the basis factored again). This is the revised simplex method's bookkeeping in
// rationals; a certificate is read from it (`CertifiedProgram`).

struct ExactBasis {
    private(set) var program: SparseProgram
    /// The rows this basis covers, ascending (all rows, or a subset proved infeasible).
    let rows: [Int]
    /// Each program row's position in `rows`, -1 when not covered.
    private let position: [Int]
    /// The basic column at each position.
    private(set) var columns: [Int]
    /// Each column's position in the basis, -1 when nonbasic (artificials after the columns).
    private(set) var positionOfColumn: [Int]
    private var factors: SparseLU
    /// Scratch space for the sparse solves of directions (the size of the basis never changes).
    private var workspace: SparseSolveWorkspace
    /// The basic solution, by position.
    private(set) var values: [Rational]

    /// Nil when the columns do not form a basis of the covered rows (singular).
    init?(_ program: SparseProgram, rows: [Int], columns: [Int]) {
        self.program = program
        self.rows = rows
        var position = Array(repeating: -1, count: program.rowCount)
        for (k, i) in rows.enumerated() { position[i] = k }
        self.position = position
        self.columns = columns
        positionOfColumn = Array(repeating: -1, count: program.allColumnCount)
        for (k, j) in columns.enumerated() {
            guard positionOfColumn[j] < 0 else { return nil }
            positionOfColumn[j] = k
        }
        guard let factors = ExactBasis.factor(program, position, rows.count, columns) else { return nil }
        self.factors = factors
        workspace = SparseSolveWorkspace(size: rows.count)
        values = factors.solve(rows.map { program.rhs[$0] })
    }

    private static func factor(_ program: SparseProgram, _ position: [Int], _ size: Int, _ columns: [Int])
        -> SparseLU?
    {
        SparseLU(size: size, columns: columns.map { covered(program, position, $0) })
    }

    /// Column `j`'s entries in the covered rows, by position (ascending, as the rows are), in an array
    /// made at its final capacity.
    private static func covered(_ program: SparseProgram, _ position: [Int], _ j: Int) -> [(row: Int, value: Rational)]
    {
        let entries = program.column(j)
        var found: [(row: Int, value: Rational)] = []
        found.reserveCapacity(entries.count)
        for entry in entries where position[entry.index] >= 0 { found.append((position[entry.index], entry.value)) }
        return found
    }

    func isBasic(_ j: Int) -> Bool { positionOfColumn[j] >= 0 }

    /// The value of column `j` in the basic solution (0 when nonbasic).
    func value(of j: Int) -> Rational {
        let k = positionOfColumn[j]
        return k < 0 ? .zero : values[k]
    }

    /// `y = B⁻ᵀ·c_B`, by position, for the cost `cost` (per column).
    func duals(_ cost: (Int) -> Rational) -> [Rational] {
        factors.solveTransposed(columns.map(cost))
    }

    /// `c_j - yᵀA_j` over the covered rows.
    func reducedCost(of j: Int, cost: Rational, duals y: [Rational]) -> Rational {
        var sum = cost
        for entry in program.column(j) {
            let k = position[entry.index]
            if k >= 0 && !y[k].isZero { sum -= y[k] * entry.value }
        }
        return sum
    }

    /// `B⁻¹A_j`: how each basic variable moves, by position, as column `j` rises by one (with
    /// the opposite sign: `x_B(t) = x_B - t·B⁻¹A_j`).
    mutating func direction(of j: Int) -> [(index: Int, value: Rational)] {
        let entries = program.column(j)
        var covered: [(index: Int, value: Rational)] = []
        covered.reserveCapacity(entries.count)
        for entry in entries where position[entry.index] >= 0 { covered.append((position[entry.index], entry.value)) }
        return factors.solve(sparse: covered, using: &workspace)
    }

    /// `Σ cost(j)·x_j` at the basic solution.
    func objective(_ cost: (Int) -> Rational) -> Rational {
        var sum = Rational.zero
        for (k, j) in columns.enumerated() where !values[k].isZero {
            let c = cost(j)
            if !c.isZero { sum += c * values[k] }
        }
        return sum
    }

    /// Gives the program the composite column `entries` (`SparseProgram.addComposite`), nonbasic.
    mutating func addComposite(_ entries: [SparseProgram.Entry]) {
        program.addComposite(entries)
        positionOfColumn.append(-1)
    }

    /// Replaces the basic column at `k` by `column`; false (and unchanged) if that is singular.
    mutating func replace(at k: Int, with column: Int) -> Bool {
        var next = columns
        next[k] = column
        guard let factors = ExactBasis.factor(program, position, rows.count, next) else { return false }
        positionOfColumn[columns[k]] = -1
        positionOfColumn[column] = k
        columns = next
        self.factors = factors
        values = factors.solve(rows.map { program.rhs[$0] })
        return true
    }
}
