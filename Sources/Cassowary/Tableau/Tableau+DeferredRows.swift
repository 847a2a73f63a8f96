// Deferred rows of external symbols during a dual simplex walk (the split of Cassowary's tableau
// into restricted and unrestricted rows, Badros, Borning & Stuckey 2001, §3: only the restricted
// rows and the objectives take part in the optimization; an unrestricted basic variable's row
// only says what its value is). After the walk's first pivots (`Tableau.eagerDualPivots`), a
// pivot substitutes its entering symbol into the restricted rows and the objectives at once, and
// leaves the rows of basic external symbols as they were: the entering symbol's cell stays
// there, still listed under its column, and the row is noted. When the walk ends, each noted row
// takes in the rows of the symbols in it that are basic now, in one pass that sums them.
//
// The rows of a walk's external symbols are the long ones (window coordinates: a view's position
// holds every width before it), and a walk moves the same symbols in and out of the basis: the
// 101 pivots that close a chain of 50 views merged 82,000 cells into such rows, once per pivot,
// where their final form needs one pass each.
//
// The walk never reads an external row: the dual ratio test reads the leaving row (restricted)
// and the objectives, and only restricted rows are queued as infeasible. An external symbol that
// enters the basis ends the deferring first (`dualOptimize`), so the symbols a noted row names
// that are basic now are restricted ones, whose rows are up to date.

extension Tableau {
    /// Starts deferring the rows of basic external symbols (see the file comment).
    mutating func beginDeferringExternalRows() {
        assert(deferredRows.isEmpty)
        deferringExternalRows = true
    }

    /// Whether `substitute` leaves the row of `slot` for later: a row of a basic external symbol
    /// while a walk defers them.
    @inline(__always) func defers(_ slot: Slot) -> Bool {
        guard deferringExternalRows else { return false }
        let b = basic[Int(slot)]
        return b >= 0 && kind[Int(b)] == .external
    }

    /// Notes that the row of `slot` (a basic external's) holds a symbol that is basic now.
    mutating func deferRow(_ slot: Slot) {
        let b = Int(basic[Int(slot)])
        if !isDeferred[b] {
            isDeferred[b] = true
            deferredRows.append(slot)
        }
    }

    /// Stops deferring, and brings every noted row up to date.
    mutating func endDeferringExternalRows() {
        deferringExternalRows = false
        var k = 0
        while k < deferredRows.count {
            refreshDeferredRow(deferredRows[k])
            k += 1
        }
        deferredRows.removeAll(keepingCapacity: true)
    }

    /// Replaces each basic symbol in the noted row of `slot` by that symbol's row (a restricted
    /// one, up to date), all at once: the cells are summed per symbol, and the symbols the row did
    /// not hold are sorted and merged into its own. One merge per basic symbol would copy the long
    /// row once for each of them.
    ///
    /// A sum is judged against everything added into it, as a row built from many rows is
    /// (Tableau+Residues.swift): an exact zero goes; a sum within `cancellation` of the magnitudes
    /// added is a residue and goes; a sum that cancelled deeply (`Tolerance.deepCancellation`)
    /// otherwise is kept and has the rows rebuilt before the next decision.
    private mutating func refreshDeferredRow(_ slot: Slot) {
        let s = Int(slot)
        let b = Int(basic[s])
        guard isDeferred[b] else { return }
        isDeferred[b] = false
        guard rows[s].cells.contains(where: { basicSlot[Int($0.symbol)] != Tableau.none }) else {
            return  // its symbols left the basis again
        }
        refreshedRows += 1
        touch(slot)
        while refreshSum.count < symbolCount {
            refreshSum.append(0)
            refreshScale.append(0)
            refreshNode.append(Tableau.untouched)
        }
        // The row's own symbols first (their nodes mark them), then the rows it takes in.
        for cell in rows[s].cells where basicSlot[Int(cell.symbol)] == Tableau.none {
            let i = Int(cell.symbol)
            refreshNode[i] = cell.node
            refreshSum[i] = cell.coefficient
            refreshScale[i] = abs(cell.coefficient)
        }
        var added = refreshSymbols
        refreshSymbols = []
        defer {
            added.removeAll(keepingCapacity: true)
            refreshSymbols = added
        }
        for cell in rows[s].cells {
            let home = basicSlot[Int(cell.symbol)]
            guard home != Tableau.none else { continue }
            assert(kind[Int(cell.symbol)] != .external, "an external entered while rows were deferred")
            unlinkColumn(cell.symbol, cell.node)
            var factor = cell.coefficient
            #if PLUMB_FAULTS
                // The planted wrong sign reaches a deferred row as it reached it in `substitute`.
                if PlantedFaults.isActive(.wrongSignInPivot) && factor < 0 && rows[s].cells.count >= 3 {
                    factor = -factor
                }
            #endif
            for source in rows[Int(home)].cells {
                let i = Int(source.symbol)
                if refreshNode[i] == Tableau.untouched {
                    refreshNode[i] = Tableau.none
                    added.append(source.symbol)
                }
                let value = source.coefficient * factor
                refreshSum[i] += value
                refreshScale[i] += abs(value)
            }
            addScaledConstant(into: slot, rows[Int(home)], times: factor)
        }
        added.sort()
        let own = rows[s].cells.buffer
        let out = scratch.reserve(own.count + added.count)
        var count = 0
        var doubt = false
        var i = 0
        var j = 0
        var cursor = columnCursor(adding: added.count, cancelling: own.count)
        while i < own.count || j < added.count {
            let symbol: Symbol
            if j == added.count || (i < own.count && own[i].symbol < added[j]) {
                symbol = own[i].symbol
                i += 1
                if basicSlot[Int(symbol)] != Tableau.none { continue }
            } else {
                symbol = added[j]
                j += 1
            }
            let index = Int(symbol)
            let sum = refreshSum[index]
            let scale = refreshScale[index]
            let node = refreshNode[index]
            refreshSum[index] = 0
            refreshScale[index] = 0
            refreshNode[index] = Tableau.untouched
            let kept =
                !Tolerance.cancelsDeeply(sum, scale)
                || (sum != 0 && Tolerance.keepsDeepSum(sum, scale, scale, cancellation, doubt: &doubt))
            if kept && !sum.isNegligible {
                if node >= 0 {
                    cursor.note(node, sum)
                    out[count] = Cell(symbol: symbol, node: node, coefficient: sum)
                } else {
                    out[count] = Cell(symbol: symbol, node: cursor.append(symbol, slot, sum), coefficient: sum)
                }
                count += 1
            } else if node >= 0 {
                cursor.unlink(symbol, node)
            }
        }
        close(cursor)
        takeScratch(into: slot, count: count)
        if doubt { noteDeepCancellation() }
        noteConstantChanged(slot)
    }
}
