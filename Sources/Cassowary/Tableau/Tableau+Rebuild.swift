// The tableau's side of a rebuild from the constraints (Solver+Refactor.swift): emptying every row
// while the symbols, the levels and the objective slots stay, installing the rows of a precise
// elimination, and settling the rows the rebuild made.

extension Tableau {
    /// Empties every row for a rebuild: constraint rows go (their slots are reused), objective rows
    /// stay with their levels but lose their cells.
    mutating func clearAllRows() {
        for slot in rows.indices where basic[slot] >= 0 { releaseSlot(Slot(slot)) }
        for (level, slot) in objectiveSlots.enumerated() {
            touch(slot)
            for cell in rows[Int(slot)].cells { markCandidate(cell.symbol) }
            rows[Int(slot)].clear()
            relistObjective(level)
        }
        infeasible.removeAll()
    }

    /// Replaces every row by the rows of a precise elimination, rounded to doubles: its constraint
    /// rows, and one objective row per level in the order of `levels`. A constant starts with the
    /// rounding of its own last place (and of the elimination, which is far smaller) as its
    /// error estimate.
    mutating func install(_ precise: [PreciseRow], objectives: [PreciseRow]) {
        clearAllRows()
        for row in precise {
            var cells = ContiguousArray<Cell>()
            cells.reserveCapacity(row.cells.count)
            for cell in row.cells { cells.append(Cell(symbol: cell.symbol, coefficient: cell.value.hi)) }
            let constant = row.roundedConstant
            let roundoff = Tolerance.unitRoundoff * abs(constant) + PreciseRow.residue * row.constantSize
            _ = newSlot(Row(constant: constant, roundoff: roundoff, copying: cells), basic: row.basic)
        }
        for (level, objective) in objectives.enumerated() {
            let slot = objectiveSlots[level]
            for cell in objective.cells { addToCell(slot, cell.symbol, cell.value.hi) }
            rows[Int(slot)].addToConstant(objective.roundedConstant)
        }
    }

    /// After a rebuild: a basic dummy belongs to an equality that others imply and is zero by
    /// definition; every value may have moved by rounding; rows that rounding left just below zero
    /// go to the dual simplex. The rebuild's own small pivots are not a reason to refine again.
    mutating func settleAfterRebuild() {
        for slot in rows.indices where basic[slot] >= 0 {
            let symbol = basic[slot]
            if kind[Int(symbol)] == .dummy { rows[slot].resetConstant() }
            noteChanged(basic: symbol)
        }
        queueInfeasibleRows()
        needsRefinement = false
        needsRefactor = false
    }
}
