/// Symbols of the Cassowary tableau (Badros, Borning & Stuckey 2001), numbered from 0 in the
/// order they are created so that every choice by symbol order is deterministic.
///
/// - external: a user variable, unrestricted in sign;
/// - slack: the non-negative slack of an inequality (`expr + s = 0`), or an artificial variable;
/// - error: a non-negative error of an optional constraint, counted in the objective;
/// - dummy: the marker of a required equality, fixed at zero and never chosen to enter;
/// - free: a number not in use (released symbols are reused, last released first).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy, free

    /// Restricted symbols must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
}

/// A symbol's number.
typealias Symbol = Int32
/// The index of a row in the tableau's row storage.
typealias Slot = Int32

/// One non-zero entry of a row: `coefficient * symbol`, with the node that lists the row in the
/// symbol's column (-1 in objective rows, which are not listed). 16 bytes.
struct Cell {
    var symbol: Symbol
    var node: Int32
    var coefficient: Double

    @inline(__always)
    init(symbol: Symbol, node: Int32 = -1, coefficient: Double) {
        self.symbol = symbol
        self.node = node
        self.coefficient = coefficient
    }
}

/// A row `basic = constant + Σ coefficient·symbol`, its cells sorted by symbol (but for an
/// objective row's, which are kept unsorted: Tableau+ObjectiveIndex.swift).
///
/// `roundoff` estimates the rounding error that the arithmetic leading to `constant` may have left
/// in it (a running error estimate in Wilkinson's manner, one per row): a constant within
/// `Tolerance.margin · roundoff` of zero is set to exactly zero when it is computed, so every
/// test of a constant against zero (feasible, degenerate, a dummy at zero) is exact. A row added
/// in passes on its estimate by the larger of the two, not their sum: rows feed each other along
/// many paths, and a sum (a true bound) grows exponentially with them (on a tree of 20 views it
/// reached 35 for constants that are small integers, exact all along).
///
/// A row's cells are raw memory with one owner (see `RowCells`): a `Row` value other than the
/// one in its slot (or a journal's copy) is a view, not a copy.
struct Row {
    private(set) var constant: Double
    private(set) var roundoff: Double
    var cells: RowCells

    init(constant: Double, roundoff: Double = 0, cells: RowCells = RowCells()) {
        self.constant = constant
        self.roundoff = roundoff
        self.cells = cells
    }

    /// A row with new cells copied from `cells`.
    init(constant: Double, roundoff: Double = 0, copying cells: some Collection<Cell>) {
        self.init(constant: constant, roundoff: roundoff, cells: RowCells(cells))
    }

    static var empty: Row { Row(constant: 0) }

    /// A copy with cells in new memory, owned by the caller.
    func copied() -> Row { Row(constant: constant, roundoff: roundoff, cells: cells.copied()) }

    /// `constant += amount`, where `amount` may be off by about `amountRoundoff`. True when the
    /// sum was set to zero by an estimate inherited from earlier work, not by this addition's own
    /// rounding: a residue larger than `Tolerance.suspectSnap` rounding units, which may be a
    /// real small constant that inflated estimates hide.
    @discardableResult @inline(__always)
    mutating func addToConstant(_ amount: Double, roundoff amountRoundoff: Double = 0) -> Bool {
        let old = constant
        constant = old + amount
        let fresh = Tolerance.unitRoundoff * max(abs(old), abs(amount))
        roundoff = max(roundoff, amountRoundoff) + fresh
        return snapConstant(fresh: fresh)
    }

    /// `constant *= factor`. True as for `addToConstant`.
    @discardableResult @inline(__always)
    mutating func scaleConstant(by factor: Double) -> Bool {
        constant *= factor
        let fresh = Tolerance.unitRoundoff * abs(constant)
        roundoff = roundoff * abs(factor) + fresh
        return snapConstant(fresh: fresh)
    }

    /// `constant = -constant` (exact).
    @inline(__always) mutating func negateConstant() { constant = -constant }

    /// Sets the constant to exactly zero.
    @inline(__always) mutating func resetConstant() {
        constant = 0
        roundoff = 0
    }

    /// Starts the constant's estimate afresh, as for a number just computed.
    @inline(__always) mutating func restartRoundoff() { roundoff = Tolerance.unitRoundoff * abs(constant) }

    /// Empties the row, keeping its buffer.
    mutating func clear() {
        resetConstant()
        cells.removeAll()
    }

    /// Takes the constant and its estimate from another row (keeping this row's cells).
    @inline(__always) mutating func copyConstant(of row: Row) {
        constant = row.constant
        roundoff = row.roundoff
    }

    /// Sets a residue to zero; an overflowed constant (and its infinite estimate) stays as it is,
    /// for the caller's overflow check to report. True when the residue exceeded
    /// `Tolerance.suspectSnap` times `fresh`, the rounding of the last operation alone.
    @inline(__always) private mutating func snapConstant(fresh: Double) -> Bool {
        guard abs(constant) <= max(Tolerance.margin * roundoff, Tolerance.negligible) && roundoff.isFinite else {
            return false
        }
        let residue = constant
        constant = 0
        return abs(residue) > Tolerance.suspectSnap * fresh
    }

    /// The index of `symbol` in `cells`, or where it would be inserted (negative: `-1 - index`).
    @inline(__always)
    func find(_ symbol: Symbol) -> Int {
        let buffer = cells.buffer
        var low = 0
        var high = buffer.count
        while low < high {
            let mid = (low + high) >> 1
            let s = buffer[mid].symbol
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
        }
        return -1 - low
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let index = find(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }
}
