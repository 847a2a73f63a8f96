// The tableau side of adding, removing and shifting a constraint: what concerns rows and
// symbols only. The solver keeps the records and calls these.

extension Tableau {
    /// Takes a constraint's rows out (Cassowary's removeConstraint): its errors leave the
    /// objective `objective` (when optional), its marker becomes basic in the row chosen by
    /// `markerLeavingSlot` and that row is dropped; the marker and error are then released.
    mutating func removeConstraint(marker: Symbol, other: Symbol, objective: Slot?) {
        if let objective {
            // An optional equality's marker is an error too; an inequality's is a slack.
            if kind[Int(marker)] == .error { subtractError(marker, from: objective) }
            subtractError(other, from: objective)
        }
        let home = basicSlot[Int(marker)]
        if home != Tableau.none {
            releaseSlot(home)
        } else if let slot = markerLeavingSlot(marker) {
            #if PLUMB_FAULTS
                if !PlantedFaults.isActive(.droppedRowOnRemoval) { pivot(entering: marker, slot: slot) }
            #else
                pivot(entering: marker, slot: slot)
            #endif
            releaseSlot(slot)
        }
        // What is left of the marker and the error elsewhere can only be rounding residue.
        purge(marker)
        releaseSymbol(marker)
        if other != Tableau.none {
            purge(other)
            #if PLUMB_FAULTS
                if PlantedFaults.isActive(.symbolsLeftOnRemoval) { return }
            #endif
            releaseSymbol(other)
        }
    }

    /// Takes an error's unit term out of an objective row: its row when it is basic.
    private mutating func subtractError(_ error: Symbol, from objective: Slot) {
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.removalDropsObjectiveErrors) && basicSlot[Int(error)] != Tableau.none { return }
        #endif
        addTerm(objective, error, -1)
    }

    /// The row in which a parametric marker should become basic (kiwi's getMarkerLeavingRow):
    /// a restricted row with a negative coefficient that limits it first, or a restricted row
    /// with a positive one and the least ratio, whichever has the larger coefficient; else an
    /// external row. Ties, and the choice among external rows, go to the largest coefficient (the
    /// least growth of rounding), then to the lowest basic symbol.
    ///
    /// A dummy marker goes into the row of a basic dummy when one holds it: basic dummies (left
    /// by redundant required equalities) must stay functions of dummies only, or a later pivot
    /// could move them off zero.
    mutating func markerLeavingSlot(_ marker: Symbol) -> Slot? {
        typealias Choice = (ratio: Double, pivot: Double, basic: Symbol, slot: Slot)
        func better(_ candidate: Choice, than best: Choice?) -> Bool {
            guard let best else { return true }
            return candidate.ratio < best.ratio
                || (candidate.ratio == best.ratio
                    && Tableau.largerPivot(candidate.pivot, candidate.basic, than: best.pivot, best.basic))
        }
        var dummyRow: (basic: Symbol, slot: Slot)?
        var first: Choice?
        var second: Choice?
        var third: Choice?
        forEachCoefficient(of: marker) { tableau, slot, a in
            let b = tableau.basic[Int(slot)]
            guard b >= 0 else { return }
            let constant = tableau.rows[Int(slot)].constant
            switch tableau.kind[Int(b)] {
            case .dummy:
                if dummyRow == nil || b < dummyRow!.basic { dummyRow = (b, slot) }
            case .external:
                let choice = (0.0, abs(a), b, slot)
                if better(choice, than: third) { third = choice }
            default:
                let choice = (a < 0 ? -constant / a : constant / a, abs(a), b, slot)
                if a < 0 {
                    if better(choice, than: first) { first = choice }
                } else if better(choice, than: second) {
                    second = choice
                }
            }
        }
        if kind[Int(marker)] == .dummy, let dummyRow { return dummyRow.slot }
        // Either restricted choice keeps every row feasible (the marker moves up to the first
        // limit, or down to the second); the larger pivot amplifies rounding less.
        if let first, let second, second.pivot > first.pivot { return second.slot }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    /// Changes a constraint's constant in place by shifting the rows that hold its marker.
    /// Returns the slot of a basic dummy that became non-zero (a required equality broken), if
    /// any; rows that went negative are queued for the dual simplex.
    ///
    /// With the constraint's row `C + Σ a·x + k·m = 0` (k = `markerSign`), a new constant C + δ
    /// is the old system with `m` replaced by `m' + δ/k`: where `m` is parametric with
    /// coefficient `b` a row's constant grows by `b·δ/k`; where it is basic, its row's constant
    /// drops by `δ/k`. Objective rows are left alone: only their coefficients are ever read.
    mutating func shiftConstant(marker: Symbol, markerSign: Double, by delta: Double) -> Slot? {
        let step = delta / markerSign
        var brokenDummy: Slot?
        let home = basicSlot[Int(marker)]
        if home != Tableau.none {
            touchConstant(home)
            rows[Int(home)].addToConstant(-step)
            noteShifted(home, &brokenDummy)
        } else {
            forEachCoefficient(of: marker) { tableau, slot, coefficient in
                guard tableau.basic[Int(slot)] >= 0 else { return }
                tableau.touchConstant(slot)
                tableau.rows[Int(slot)].addToConstant(coefficient * step)
                tableau.noteShifted(slot, &brokenDummy)
            }
        }
        return brokenDummy
    }

    @inline(__always)
    private mutating func noteShifted(_ slot: Slot, _ brokenDummy: inout Slot?) {
        noteConstantChanged(slot)
        if kind[Int(basic[Int(slot)])] == .dummy && rows[Int(slot)].constant != 0 && brokenDummy == nil {
            brokenDummy = slot
        }
    }
}
