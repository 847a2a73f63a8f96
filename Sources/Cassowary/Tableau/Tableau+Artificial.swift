// Phase one for a constraint row that has no subject (Cassowary's artificial variable, as in
// kiwi's addWithArtificialVariable): the row becomes the row of a new artificial variable, which
// the simplex drives to zero if the required constraints allow it.

extension Tableau {
    /// Negates a row that has no basic yet (an equation `0 = c + Σ…` means the same negated).
    mutating func negateRow(_ slot: Slot) {
        touch(slot)
        let s = Int(slot)
        rows[s].constant = -rows[s].constant
        for i in rows[s].cells.indices { rows[s].cells[i].coefficient = -rows[s].cells[i].coefficient }
    }

    /// Adds the row of `slot` (an equation `0 = c + Σ…` with c ≥ 0 and no basic) through an
    /// artificial variable. Returns nil on success; otherwise the symbols of the final phase-one
    /// objective, whose constraints explain why the required constraints cannot all hold.
    mutating func addWithArtificialVariable(_ slot: Slot) -> [Symbol]? {
        let artificial = newSymbol(.slack)
        basic[Int(slot)] = artificial
        basicSlot[Int(artificial)] = slot
        let objective = newSlot(rows[Int(slot)], basic: Tableau.objectiveRow)
        optimize([objective])
        let reachedZero = rows[Int(objective)].constant.isNearZero
        let explanation = reachedZero ? nil : rows[Int(objective)].cells.map(\.symbol) + [artificial]
        releaseSlot(objective)
        if explanation != nil { return explanation }

        // The artificial variable is zero. If it is still basic, pivot it out, or drop its row
        // when nothing else is left in it.
        let home = basicSlot[Int(artificial)]
        if home != Tableau.none {
            let cells = rows[Int(home)].cells
            if cells.isEmpty {
                releaseSlot(home)
            } else {
                let entering =
                    cells.first(where: { kind[Int($0.symbol)] == .slack || kind[Int($0.symbol)] == .error })
                    ?? cells.first(where: { kind[Int($0.symbol)] == .external })
                    ?? cells[0]
                pivot(entering: entering.symbol, slot: home)
            }
        }
        purge(artificial)
        releaseSymbol(artificial)
        return nil
    }
}
