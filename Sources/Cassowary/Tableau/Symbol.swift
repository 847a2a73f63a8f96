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

/// A row `basic = constant + Σ coefficient·symbol`, its cells sorted by symbol.
struct Row {
    var constant: Double
    var cells: ContiguousArray<Cell>

    static let empty = Row(constant: 0, cells: [])

    /// The index of `symbol` in `cells`, or where it would be inserted (negative: `-1 - index`).
    @inline(__always)
    func find(_ symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let s = buffer[mid].symbol
                if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return mid }
            }
            return -1 - low
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let index = find(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }
}
