// Objective rows, one per priority level: the sum of that level's errors in terms of parametric
// symbols. Unlike a constraint row, an objective row is long (it holds an error of every
// constraint at its priority, thousands on a large screen), and it is read one symbol at a time
// (pricing, the dual ratio test, substitution) or whole in no particular order. So its cells are
// not sorted: each level keeps, for every symbol, the symbol's place in the row
// (`objectivePositions`, -1 when the row does not hold it). A new cell goes at the end and a
// removed one's place is taken by the last cell, so a merge into an objective row costs the
// length of the row merged in. Sorted, every pivot copied the whole objective, which made a
// first layout quadratic in the size of the screen.
//
// Nothing may depend on the order of an objective row's cells: pricing breaks ties by symbol,
// and the description sorts them.

extension Tableau {
    /// Whether the objective row of level `level` holds `symbol`.
    @inline(__always)
    func objectiveHolds(_ level: Int, _ symbol: Symbol) -> Bool {
        objectivePosition(level, symbol) >= 0
    }

    /// The place of `symbol` in the objective row of level `level`, -1 when absent.
    @inline(__always)
    func objectivePosition(_ level: Int, _ symbol: Symbol) -> Int {
        let positions = objectivePositions[level]
        return Int(symbol) < positions.count ? Int(positions[Int(symbol)]) : -1
    }

    /// The coefficient of `symbol` in the objective row of level `level`, 0 when absent.
    @inline(__always)
    func objectiveCoefficient(_ level: Int, _ symbol: Symbol) -> Double {
        let at = objectivePosition(level, symbol)
        return at >= 0 ? rows[Int(objectiveSlots[level])].cells[at].coefficient : 0
    }

    /// `objective[level] += coefficient · symbol` (a symbol that is not basic); a sum that cancels
    /// is dropped as `addToCell` drops it. Returns whether the cancellation was doubtful
    /// (`Tolerance.keepsDeepSum`). The caller saves the row in an open journal first.
    @inline(__always)
    mutating func addToObjective(_ level: Int, _ symbol: Symbol, _ coefficient: Double) -> Bool {
        let slot = Int(objectiveSlots[level])
        let at = objectivePosition(level, symbol)
        var doubt = false
        if at >= 0 {
            let old = rows[slot].cells[at].coefficient
            let c = old + coefficient
            if !Tolerance.cancelsDeeply(c, old)
                || (c != 0 && Tolerance.keepsDeepSum(c, old, coefficient, cancellation, doubt: &doubt))
            {
                rows[slot].cells[at].coefficient = c
            } else {
                removeObjectiveCell(level, at: at)
            }
        } else if !coefficient.isNegligible {
            appendObjectiveCell(level, symbol, coefficient)
        }
        return doubt
    }

    /// Sets the coefficient of `symbol` in the objective row of level `level` (0 removes it).
    mutating func setObjectiveCell(_ level: Int, _ symbol: Symbol, _ coefficient: Double) {
        let at = objectivePosition(level, symbol)
        if at >= 0 {
            if coefficient == 0 {
                removeObjectiveCell(level, at: at)
            } else {
                rows[Int(objectiveSlots[level])].cells[at].coefficient = coefficient
            }
        } else if coefficient != 0 {
            appendObjectiveCell(level, symbol, coefficient)
        }
    }

    /// Removes the cell at `at` of the objective row of level `level`; the last cell takes its
    /// place.
    mutating func removeObjectiveCell(_ level: Int, at: Int) {
        let slot = Int(objectiveSlots[level])
        let positions = objectivePositions[level]
        let last = rows[slot].cells.count - 1
        positions[Int(rows[slot].cells[at].symbol)] = -1
        if at != last {
            let moved = rows[slot].cells[last]
            rows[slot].cells[at] = moved
            positions[Int(moved.symbol)] = Int32(at)
        }
        rows[slot].cells.removeLast()
    }

    private mutating func appendObjectiveCell(_ level: Int, _ symbol: Symbol, _ coefficient: Double) {
        let slot = Int(objectiveSlots[level])
        let positions = objectivePositions[level]
        while positions.count <= Int(symbol) { positions.append(-1) }
        positions[Int(symbol)] = Int32(rows[slot].cells.count)
        rows[slot].cells.append(Cell(symbol: symbol, node: -1, coefficient: coefficient))
    }

    /// The index of an objective slot's level.
    @inline(__always)
    func levelIndex(of slot: Slot) -> Int {
        objectiveSlots.firstIndex(of: slot)!
    }

    /// Lists the places of the cells of the objective row of level `level` afresh.
    mutating func relistObjective(_ level: Int) {
        let positions = objectivePositions[level]
        for i in positions.indices { positions[i] = -1 }
        for (at, cell) in rows[Int(objectiveSlots[level])].cells.enumerated() {
            while positions.count <= Int(cell.symbol) { positions.append(-1) }
            positions[Int(cell.symbol)] = Int32(at)
        }
    }

    /// Lists every objective row afresh (after `levels` and the objective rows were put back).
    mutating func relistObjectives() {
        objectivePositions = objectiveSlots.map { _ in RawVector<Int32>() }
        for level in objectiveSlots.indices { relistObjective(level) }
    }
}
