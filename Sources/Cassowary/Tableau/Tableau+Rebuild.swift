// The tableau's side of a rebuild from the constraints (Solver+Refactor.swift): emptying every row
// while the symbols, the levels and the objective slots stay, and settling the rows the rebuild
// made.

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
