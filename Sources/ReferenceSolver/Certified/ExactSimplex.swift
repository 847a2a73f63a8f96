// Exact primal simplex pivots from a given basis (the revised simplex method on `ExactBasis`):
// Dantzig's rule until a degenerate pivot, then Bland's rule (Bland 1977), which cannot cycle.
// It repairs a proposed basis that the exact check finds not optimal, and solves the range LPs
// over an optimal face. Its result is a certificate by construction: it stops only when every
// column that may move has a reduced cost that cannot improve the objective.
//
// Columns are free (a variable), non-negative, fixed at zero (frozen by a higher priority, or
// an artificial column once phase one is over) or, in phase one, *signed*: an artificial column
// whose sign `s` is kept (`s·x ≥ 0`) while the phase minimizes `Σ s·x`.

struct ExactSimplex {
    enum Outcome: Equatable {
        /// No column that may move improves the objective.
        case optimal
        /// The objective falls without bound along some column.
        case unbounded
        /// The pivot budget ran out (or a pivot was singular): no certificate.
        case gaveUp
    }

    var basis: ExactBasis
    /// Columns fixed at zero (artificial columns, columns frozen by a higher priority).
    var fixed: [Bool]
    /// Phase one: the sign kept by each artificial column that is still non-zero.
    var signs: [Int: Int] = [:]
    /// Exact pivots taken so far.
    private(set) var pivots = 0
    let pivotLimit: Int

    init(_ basis: ExactBasis, pivotLimit: Int) {
        self.basis = basis
        let program = basis.program
        fixed = (0..<program.allColumnCount).map { program.isArtificial($0) }
        self.pivotLimit = pivotLimit
    }

    /// Phase one for a basis whose non-negative basic columns are not all non-negative, by the
    /// single artificial column of Chvátal's initialization (Linear Programming, 1983, ch. 3):
    /// the composite column `-Σ A_b` over the negative basic columns `b` raises them all at once;
    /// it enters where the most negative one leaves, and every basic value is then in bounds. Its
    /// sign is kept, so the phase minimizes it with the artificial columns. Returns the column.
    mutating func enterComposite() -> Int? {
        let program = basis.program
        var negative: [Int] = []
        for (k, j) in basis.columns.enumerated()
        where !program.isArtificial(j) && !program.isFreeColumn(j) && basis.values[k].signum < 0 {
            negative.append(k)
        }
        guard !negative.isEmpty else { return nil }
        var sum: [Int: Rational] = [:]
        for k in negative {
            for entry in program.column(basis.columns[k]) { sum[entry.index, default: .zero] -= entry.value }
        }
        basis.addComposite(sum.keys.sorted().compactMap { i in sum[i]!.isZero ? nil : .init(index: i, value: sum[i]!) })
        let composite = basis.program.allColumnCount - 1
        fixed.append(true)
        let leaving = negative.min { (basis.values[$0], basis.columns[$0]) < (basis.values[$1], basis.columns[$1]) }!
        guard basis.replace(at: leaving, with: composite) else { return nil }
        signs[composite] = 1
        pivots += 1
        return composite
    }

    /// The columns that may move from the current basic solution: nonbasic, not fixed.
    var movableColumns: [Int] {
        (0..<basis.program.columnCount).filter { !fixed[$0] && !basis.isBasic($0) }
    }

    /// Minimizes `Σ cost[j]·x_j` from the current basic solution, which must be feasible.
    /// Returns the outcome and, when optimal, the reduced cost of every movable column.
    mutating func minimize(_ costs: [Int: Rational]) -> (Outcome, [(column: Int, reducedCost: Rational)]) {
        minimize(ColumnCost(costs, columnCount: basis.program.allColumnCount))
    }

    /// Minimizes `Σ x_j` over `columns` (a priority level's errors): as `minimize(_:)`, without
    /// a table of the costs to hash.
    mutating func minimize(ones columns: [Int]) -> (Outcome, [(column: Int, reducedCost: Rational)]) {
        minimize(ColumnCost(ones: columns, columnCount: basis.program.allColumnCount))
    }

    /// `Σ x_j` over `columns` at the basic solution.
    func objective(ones columns: [Int]) -> Rational {
        let cost = ColumnCost(ones: columns, columnCount: basis.program.allColumnCount)
        return basis.objective { cost[$0] }
    }

    private mutating func minimize(_ cost: ColumnCost) -> (Outcome, [(column: Int, reducedCost: Rational)]) {
        var bland = false
        while true {
            let y = basis.duals { cost[$0] }
            var reduced: [(column: Int, reducedCost: Rational)] = []
            var entering: (column: Int, sign: Int, size: Rational)?
            for j in movableColumns {
                let d = basis.reducedCost(of: j, cost: cost[j], duals: y)
                reduced.append((j, d))
                let sign = d.signum < 0 ? 1 : (d.signum > 0 && basis.program.isFreeColumn(j) ? -1 : 0)
                guard sign != 0 else { continue }
                let size = d.absoluteValue
                if entering == nil || (!bland && size > entering!.size) { entering = (j, sign, size) }
            }
            guard let (column, sign, _) = entering else { return (.optimal, reduced) }
            guard pivots < pivotLimit else { return (.gaveUp, []) }
            guard let (k, ratio) = leaving(column, sign) else { return (.unbounded, []) }
            if ratio.isZero { bland = true }
            let leavingColumn = basis.columns[k]
            guard basis.replace(at: k, with: column) else { return (.gaveUp, []) }
            signs[leavingColumn] = nil
            pivots += 1
        }
    }

    /// The ratio test for moving `column` in direction `sign`: the position whose basic column
    /// reaches its bound first (ties: the lowest column, Bland), and the step; nil when none does.
    private mutating func leaving(_ column: Int, _ sign: Int) -> (position: Int, ratio: Rational)? {
        var best: (position: Int, ratio: Rational)?
        for (k, w) in basis.direction(of: column) {
            let b = basis.columns[k]
            let drop = sign > 0 ? w : -w  // x_b falls by drop·t
            let ratio: Rational
            if !signs.isEmpty, let s = signs[b] {  // no hashing outside phase one
                guard (s > 0) == (drop.signum > 0), !drop.isZero else { continue }
                ratio = basis.values[k] / drop
            } else if fixed[b] {
                guard !drop.isZero else { continue }
                ratio = .zero
            } else if !basis.program.isFreeColumn(b) {
                guard drop.signum > 0 else { continue }
                ratio = basis.values[k] / drop
            } else {
                continue
            }
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && b < basis.columns[best!.position]) {
                best = (k, ratio)
            }
        }
        return best
    }
}

/// A cost with few non-zero columns, read for every column: a slot per column (a plain integer
/// array, cheap to make and to free) into the non-zero values, instead of a hash lookup each.
private struct ColumnCost {
    private var slots: [Int32]
    private var values: [Rational] = []

    init(_ costs: [Int: Rational], columnCount: Int) {
        slots = Array(repeating: -1, count: columnCount)
        values.reserveCapacity(costs.count)
        for (j, c) in costs where !c.isZero {
            slots[j] = Int32(values.count)
            values.append(c)
        }
    }

    /// A cost of one on each of `columns`.
    init(ones columns: [Int], columnCount: Int) {
        slots = Array(repeating: -1, count: columnCount)
        values = [.one]
        for j in columns { slots[j] = 0 }
    }

    subscript(_ j: Int) -> Rational {
        let slot = slots[j]
        return slot < 0 ? .zero : values[Int(slot)]
    }
}
