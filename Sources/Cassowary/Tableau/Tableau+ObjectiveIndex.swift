// Which objective rows hold each symbol: a bit set over the symbols for each level, beside the
// rows (which are sorted by symbol). Pricing a symbol reads its first non-zero objective
// coefficient, highest priority first; with many priorities in use (a screen has dozens) that was
// a binary search in every objective row above it, and pricing dominated large layouts. With the
// bits it is one bit test per level and a single search in the row that holds it.
//
// The bits follow the rows: every change to an objective row's cells notes the symbols it may
// have added or removed (`noteObjective`), and wholesale changes (a journal put rows back) list
// every objective row again.

extension Tableau {
    /// Whether the objective row of level `level` holds `symbol`.
    @inline(__always)
    func objectiveHolds(_ level: Int, _ symbol: Symbol) -> Bool {
        let bits = objectiveBits[level]
        let word = Int(symbol) >> 6
        return word < bits.count && bits[word] & (1 << UInt64(Int(symbol) & 63)) != 0
    }

    /// The coefficient of `symbol` in the objective row of level `level`: 0 from the bits when
    /// the row does not hold it, else found in the row.
    @inline(__always)
    func objectiveCoefficient(_ level: Int, _ symbol: Symbol) -> Double {
        objectiveHolds(level, symbol) ? rows[Int(objectiveSlots[level])].coefficient(of: symbol) : 0
    }

    /// Records whether the objective row of level `level` holds `symbol` now (after its cells
    /// changed).
    @inline(__always)
    mutating func noteObjective(level: Int, _ symbol: Symbol) {
        Tableau.note(objectiveBits[level], symbol, holds: rows[Int(objectiveSlots[level])].find(symbol) >= 0)
    }

    /// Sets or clears the bit of `symbol` in `bits`. Static, so that a caller's `self` is not
    /// copied to keep it stable while the vector grows.
    @inline(__always)
    private static func note(_ bits: RawVector<UInt64>, _ symbol: Symbol, holds: Bool) {
        let word = Int(symbol) >> 6
        let mask: UInt64 = 1 << UInt64(Int(symbol) & 63)
        if holds {
            while bits.count <= word { bits.append(0) }
            bits[word] |= mask
        } else if word < bits.count {
            bits[word] &= ~mask
        }
    }

    /// The words of level `level`'s bits, grown to cover every symbol, for a merge to set and
    /// clear bits in as it writes the row (valid until the bits grow again).
    mutating func objectiveBitWords(_ level: Int) -> UnsafeMutablePointer<UInt64> {
        let bits = objectiveBits[level]
        let words = symbolCount >> 6 + 1
        while bits.count < words { bits.append(0) }
        return bits.start
    }

    /// The index of an objective slot's level.
    @inline(__always)
    func levelIndex(of slot: Slot) -> Int {
        objectiveSlots.firstIndex(of: slot)!
    }

    /// Lists the cells of the objective row of level `level` afresh.
    mutating func relistObjective(_ level: Int) {
        objectiveBits[level].removeAll()
        let bits = objectiveBits[level]
        for cell in rows[Int(objectiveSlots[level])].cells { Tableau.note(bits, cell.symbol, holds: true) }
    }

    /// Lists every objective row afresh (after `levels` and the objective rows were put back).
    mutating func relistObjectives() {
        objectiveBits = objectiveSlots.map { _ in RawVector<UInt64>() }
        for level in objectiveSlots.indices { relistObjective(level) }
    }
}

/// Bit operations on the raw words of an objective row's bits.
enum ObjectiveBits {
    @inline(__always)
    static func set(_ words: UnsafeMutablePointer<UInt64>, _ symbol: Symbol) {
        words[Int(symbol) >> 6] |= 1 << UInt64(Int(symbol) & 63)
    }

    @inline(__always)
    static func clear(_ words: UnsafeMutablePointer<UInt64>, _ symbol: Symbol) {
        words[Int(symbol) >> 6] &= ~(1 << UInt64(Int(symbol) & 63))
    }
}
