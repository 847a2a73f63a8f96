import ConstraintSystem

// Removing a constraint (Cassowary's removeConstraint): take its errors out of the objective,
// make its marker basic (choosing the row so that the tableau stays feasible) and drop that row.

extension Solver {
    /// Removes the constraint at `index` from the tableau and the records; does not optimize.
    func removeRecord(_ index: Int) {
        guard let record = records[index] else { return }
        if !record.priority.isRequired {
            let objective = tableau.levelSlot(record.priority.value)
            for error in record.errorSymbols { tableau.addTerm(objective, error, -1) }
        }
        let home = tableau.basicSlot[Int(record.marker)]
        if home != Tableau.none {
            tableau.releaseSlot(home)
        } else if let slot = markerLeavingSlot(record.marker) {
            tableau.pivot(entering: record.marker, slot: slot)
            tableau.releaseSlot(slot)
        }
        // What is left of the marker and the error elsewhere can only be rounding residue.
        for symbol in [record.marker, record.other] where symbol != Tableau.none {
            tableau.purge(symbol)
            tableau.releaseSymbol(symbol)
        }
        if !record.priority.isRequired { tableau.releaseLevel(record.priority.value) }
        for symbol in record.variables {
            useCount[Int(symbol)] -= 1
            if useCount[Int(symbol)] == 0 { releaseVariable(symbol) }
        }
        records[index] = nil
        recordOf[ObjectIdentifier(record.constraint)] = nil
        freeRecords.append(index)
    }

    /// The row in which a parametric marker should become basic (kiwi's getMarkerLeavingRow):
    /// a restricted row with a negative coefficient that limits it first; else a restricted row
    /// with the least ratio; else an external row. Ties go to the lowest basic symbol.
    ///
    /// A dummy marker goes into the row of a basic dummy when one holds it: basic dummies (left
    /// by redundant required equalities) must stay functions of dummies only, or a later pivot
    /// could move them off zero.
    private func markerLeavingSlot(_ marker: Symbol) -> Slot? {
        var dummyRow: (basic: Symbol, slot: Slot)?
        var first: (ratio: Double, basic: Symbol, slot: Slot)?
        var second: (ratio: Double, basic: Symbol, slot: Slot)?
        var third: (basic: Symbol, slot: Slot)?
        tableau.forEachRow(holding: marker) { tableau, slot, index in
            let b = tableau.basic[Int(slot)]
            guard b >= 0 else { return }
            let a = tableau.rows[Int(slot)].cells[index].coefficient
            let constant = tableau.rows[Int(slot)].constant
            if tableau.kind[Int(b)] == .dummy {
                if dummyRow == nil || b < dummyRow!.basic { dummyRow = (b, slot) }
            } else if tableau.kind[Int(b)] == .external {
                if third == nil || b < third!.basic { third = (b, slot) }
            } else if a < 0 {
                let ratio = -constant / a
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && b < first!.basic) {
                    first = (ratio, b, slot)
                }
            } else {
                let ratio = constant / a
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && b < second!.basic) {
                    second = (ratio, b, slot)
                }
            }
        }
        if tableau.kind[Int(marker)] == .dummy, let dummyRow { return dummyRow.slot }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    /// Forgets a variable no constraint uses any more.
    private func releaseVariable(_ symbol: Symbol) {
        let home = tableau.basicSlot[Int(symbol)]
        if home != Tableau.none { tableau.releaseSlot(home) }  // only rounding leaves one
        tableau.purge(symbol)
        tableau.releaseSymbol(symbol)
        if let variable = variableAt[Int(symbol)] { symbolOf[ObjectIdentifier(variable)] = nil }
        variableAt[Int(symbol)] = nil
        cachedValue[Int(symbol)] = 0
    }
}
