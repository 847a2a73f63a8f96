// Gaussian elimination in double-double arithmetic for rebuilding the tableau (Solver+Refactor
// .swift): Cassowary's rows (`basic = constant + Σ coefficient·symbol`), built one equation at a
// time with the rows made so far substituted, each solved for the symbol of a given basis with
// the largest coefficient (row-wise partial pivoting), which is then substituted into the rows
// before it.
//
// Each cell, and each constant, also carries the sum of the magnitudes added into it, a running
// error bound in Wilkinson's manner. The arithmetic is good to about 2^-104 per operation, so
// what it computes is the exact value for the constraints' doubles, to far more digits than a
// double holds. A value at most 2^-50 of its magnitudes is taken for zero all the same (a cell
// dropped, a constant set to zero, never a pivot): it is a difference in the last bits of the
// inputs themselves (0.3 - 3·0.1, or two constraints parallel as written), which the incremental
// solver, in doubles, cannot see either, and a rebuild that pivoted on it made a vertex at 1e17
// that the rest of the solver then took apart. (At 2^-80, a script of `plumb fuzz --target solver
// --seed 3` did just that.) Written back as doubles, every coefficient is its exact value
// correctly rounded, or zero: a real cancellation such as 1e8 + 0.001 - 1e8 keeps every digit the
// operands allow, where a double elimination keeps six.

/// A cell of a precise row, with the magnitudes added into it.
struct PreciseCell {
    var symbol: Symbol
    var value: DoubleDouble
    var size: Double
}

/// A row of the precise elimination, `basic = constant + Σ value·symbol`, sorted by symbol.
struct PreciseRow {
    var basic: Symbol = Tableau.noSymbol
    var constant = DoubleDouble.zero
    /// The magnitudes added into `constant`.
    var constantSize = 0.0
    var cells: [PreciseCell] = []

    /// `constant` as a double, zero when it is at most `residue` of its magnitudes.
    var roundedConstant: Double { constant.magnitude <= PreciseRow.residue * constantSize ? 0 : constant.hi }

    /// The relative size under which a value is zero for the solver (see above).
    static let residue = 0x1p-50

    /// The position of `symbol`, or -1.
    func index(of symbol: Symbol) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low < cells.count && cells[low].symbol == symbol ? low : -1
    }

    /// `self += factor · source`, leaving out `dropped`; residues (`isResidue`) go.
    mutating func add(_ source: PreciseRow, times factor: DoubleDouble, dropping dropped: Symbol) {
        let scale = factor.magnitude
        var merged: [PreciseCell] = []
        merged.reserveCapacity(cells.count + source.cells.count)
        var i = 0
        var j = 0
        func keep(_ cell: PreciseCell) {
            if cell.symbol != dropped && !PreciseRow.isResidue(cell) { merged.append(cell) }
        }
        while i < cells.count || j < source.cells.count {
            if j == source.cells.count || (i < cells.count && cells[i].symbol < source.cells[j].symbol) {
                keep(cells[i])
                i += 1
            } else if i == cells.count || source.cells[j].symbol < cells[i].symbol {
                let u = source.cells[j]
                keep(PreciseCell(symbol: u.symbol, value: factor * u.value, size: scale * u.size))
                j += 1
            } else {
                let t = cells[i]
                let u = source.cells[j]
                keep(PreciseCell(symbol: t.symbol, value: t.value + factor * u.value, size: t.size + scale * u.size))
                i += 1
                j += 1
            }
        }
        cells = merged
        constant = constant + factor * source.constant
        constantSize += scale * source.constantSize
    }

    /// `self += coefficient · symbol` for a symbol that no row is basic in.
    mutating func add(_ symbol: Symbol, times coefficient: Double) {
        add(
            PreciseRow(cells: [PreciseCell(symbol: symbol, value: DoubleDouble(1), size: 1)]),
            times: DoubleDouble(coefficient), dropping: Tableau.noSymbol)
    }

    /// True for a cell at most `residue` of its magnitudes: zero for the solver (see above).
    static func isResidue(_ cell: PreciseCell) -> Bool { cell.value.magnitude <= residue * cell.size }
}

/// The elimination: rows in the order they were made, and which row each symbol is basic in.
struct PreciseElimination {
    private(set) var rows: [PreciseRow] = []
    private var rowOf: [Int32]

    init(symbolCount: Int) { rowOf = [Int32](repeating: -1, count: symbolCount) }

    /// `constant + Σ coefficient · (row of symbol, or symbol itself)`.
    func combination(_ terms: [(symbol: Symbol, coefficient: Double)], constant: Double) -> PreciseRow {
        var row = PreciseRow(constant: DoubleDouble(constant), constantSize: abs(constant))
        for term in terms {
            let home = rowOf[Int(term.symbol)]
            if home >= 0 {
                row.add(rows[Int(home)], times: DoubleDouble(term.coefficient), dropping: Tableau.noSymbol)
            } else {
                row.add(term.symbol, times: term.coefficient)
            }
        }
        return row
    }

    /// Adds the equation `0 = row`, solved for its symbol of the basis (`isTarget`) with the
    /// largest coefficient, and substitutes that symbol into the rows before it. False when no
    /// symbol of the basis is left in the row (the basis is singular).
    mutating func addEquation(_ row: PreciseRow, isTarget: [Bool]) -> Bool {
        var pivotIndex = -1
        var largest = 0.0
        for (index, cell) in row.cells.enumerated() where isTarget[Int(cell.symbol)] {
            if cell.value.magnitude > largest {
                largest = cell.value.magnitude
                pivotIndex = index
            }
        }
        guard pivotIndex >= 0 else { return false }
        let pivot = row.cells[pivotIndex]
        // 0 = c + a·p + Σ v·s  ⇒  p = -c/a + Σ (-v/a)·s
        let inverse = -(DoubleDouble(1) / pivot.value)
        let scale = inverse.magnitude
        var solved = PreciseRow(
            basic: pivot.symbol, constant: row.constant * inverse, constantSize: row.constantSize * scale)
        for cell in row.cells where cell.symbol != pivot.symbol {
            solved.cells.append(PreciseCell(symbol: cell.symbol, value: cell.value * inverse, size: cell.size * scale))
        }
        for k in rows.indices {
            let at = rows[k].index(of: pivot.symbol)
            if at >= 0 { rows[k].add(solved, times: rows[k].cells[at].value, dropping: pivot.symbol) }
        }
        rowOf[Int(pivot.symbol)] = Int32(rows.count)
        rows.append(solved)
        return true
    }
}
