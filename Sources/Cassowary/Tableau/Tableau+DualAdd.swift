// Adding a required constraint that has no feasible subject, the incremental-LP way: the row
// `0 = c + Σ a·y` (every y restricted: an external would have been the subject) becomes the row of
// the constraint's own marker, which may then be infeasible, and the dual simplex repairs it.
// Adding a row leaves the objective as it was, so a tableau that was optimal stays dual feasible
// and the dual simplex applies. This takes only the pivots the repair needs, where Cassowary's
// phase one with an artificial variable (kiwi's addWithArtificialVariable) wanders through many
// more: on a 10x10 grid of views, 212 pivots instead of 474.
//
// - An inequality's marker is its slack, which must be non-negative: a negative row is queued
//   for the dual simplex like any other.
// - A required equality's marker is a dummy, which must be zero: one dual pivot with the ratio
//   test on the side that moves it towards zero makes it parametric (zero) again. A row of
//   dummies only is left to the caller (redundant or contradictory required equalities).

extension Tableau {
    /// Negates a row that has no basic yet (an equation `0 = c + Σ…` means the same negated).
    mutating func negateRow(_ slot: Slot) {
        touch(slot)
        let s = Int(slot)
        rows[s].negateConstant()
        for i in rows[s].cells.indices {
            rows[s].cells[i].coefficient = -rows[s].cells[i].coefficient
            noteCoefficient(rows[s].cells[i].node, rows[s].cells[i].coefficient)
        }
    }

    /// Adds the subject-less row of `slot` (no basic yet) with `marker` basic and repairs
    /// feasibility. Returns nil on success; otherwise the symbols of a row that cannot be
    /// repaired, whose constraints show why the required constraints cannot all hold.
    mutating func addThroughDualSimplex(_ slot: Slot, marker: Symbol) -> [Symbol]? {
        solveRow(slot, for: marker, replacing: Tableau.noSymbol)
        basic[Int(slot)] = marker
        basicSlot[Int(marker)] = slot
        noteConstantChanged(slot)
        substitute(marker, from: slot)  // a new marker: no other row holds it
        if kind[Int(marker)] == .dummy && rows[Int(slot)].cells.contains(where: { kind[Int($0.symbol)] != .dummy }) {
            // The dummy leaves at once, even at zero: a basic dummy must depend on dummies only.
            // At zero either side of the ratio test keeps the reduced costs non-negative.
            let constant = rows[Int(slot)].constant
            let sides: [Double] = constant == 0 ? [1, -1] : [constant > 0 ? -1 : 1]
            var found: Symbol?
            for side in sides where found == nil { found = dualEnteringSymbol(slot, raising: side) }
            guard let entering = found else { return failedRowSymbols(slot) }
            pivot(entering: entering, slot: slot)
        }
        if let stuck = dualOptimize(eagerPivots: 1) { return failedRowSymbols(stuck) }
        return nil
    }

    /// A row that no pivot can repair, as the symbols of its constraints.
    func failedRowSymbols(_ slot: Slot) -> [Symbol] {
        [basic[Int(slot)]] + rows[Int(slot)].cells.map(\.symbol)
    }
}
