// Row algebra of the tableau: merging scaled rows, substituting a basic symbol, pivoting.
// Constraint rows are sparse and sorted by symbol, so a merge is one linear pass and its result
// does not depend on the order in which rows were built. A merge into an objective row (unsorted)
// finds each cell of the row merged in by its place (Tableau+ObjectiveIndex.swift).

extension Tableau {
    /// Saves a slot in the open journal before its first change.
    @inline(__always) mutating func touch(_ slot: Slot) {
        if journalIsOpen { journalSave(slot) }
    }

    /// Saves a slot's constant in the open journal before a change to the constant alone.
    @inline(__always) mutating func touchConstant(_ slot: Slot) {
        if journalIsOpen { journalSaveConstant(slot) }
    }

    /// `row[slot] += factor · source`, leaving out the cell of `dropped` (the symbol being
    /// substituted). Cells that cancel to near zero are removed.
    ///
    /// A source much shorter than the row (the common case: a small pivot row substituted into a
    /// long row) is located cell by cell with binary search, and the untouched runs of the row
    /// between those places are copied whole; otherwise the two rows are merged cell by cell. An
    /// objective row (unsorted) takes the source's cells one by one at their places.
    ///
    /// A constant that cancels to less than a millionth of the numbers added schedules a
    /// refinement (Solver+Refine.swift), like a tiny pivot.
    ///
    /// A cell that cancels is dropped when it is a rounding residue (`Tolerance.cancels`).
    mutating func addScaledRow(into slot: Slot, _ source: Row, times factor: Double, dropping dropped: Symbol = -1) {
        let s = Int(slot)
        if basic[s] == Tableau.objectiveRow {
            addScaledRow(intoObjective: levelIndex(of: slot), source, times: factor, dropping: dropped)
        } else {
            touch(slot)
            let t = rows[s].cells.buffer
            let u = source.cells.buffer
            var deep = false
            let out = scratch.reserve(t.count + u.count)
            var cursor = columnCursor(adding: u.count, cancelling: u.count)
            let count =
                u.count * 2 < t.count
                ? mergeSparse(t, u, factor, dropped, slot, into: out, cursor: &cursor, deep: &deep)
                : mergeDense(t, u, factor, dropped, slot, into: out, cursor: &cursor, deep: &deep)
            close(cursor)
            takeScratch(into: slot, count: count)
            if deep { noteDeepCancellation() }
        }
        addScaledConstant(into: slot, source, times: factor)
    }

    /// `constant[slot] += factor · source.constant`, scheduling a refinement when the sum is a
    /// suspect snap to zero or cancels to a millionth of the numbers added.
    @inline(__always)
    mutating func addScaledConstant(into slot: Slot, _ source: Row, times factor: Double) {
        let s = Int(slot)
        let amount = source.constant * factor
        let old = rows[s].constant
        let suspect = rows[s].addToConstant(amount, roundoff: source.roundoff * abs(factor))
        let sum = rows[s].constant
        if suspect || (sum != 0 && abs(sum) * Tolerance.refinementGrowth < max(abs(old), abs(amount))) {
            needsRefinement = true
        }
    }

    /// Makes the first `count` cells of `scratch` the cells of the row of `slot` (trading buffers
    /// when the scratch is the larger part of its memory, else copying).
    @inline(__always)
    mutating func takeScratch(into slot: Slot, count: Int) {
        if !scratch.trade(with: &rows[Int(slot)].cells, count: count) {
            rows[Int(slot)].cells.replaceAll(from: scratch.start, count: count)
        }
    }

    /// The cells of `addScaledRow` for an objective row (Tableau+ObjectiveIndex.swift): each cell
    /// of the source is found by its place, so the cost is the source's length. Every symbol
    /// written is priced again.
    private mutating func addScaledRow(
        intoObjective level: Int, _ source: Row, times factor: Double, dropping dropped: Symbol
    ) {
        if journalIsOpen {
            journalLogObjective(objectiveSlots[level], level: level, source.cells.buffer, dropping: dropped)
        }
        var deep = false
        for cell in source.cells {
            if addToObjective(level, cell.symbol, cell.coefficient * factor) { deep = true }
            markCandidate(cell.symbol)
        }
        if dropped >= 0 {
            let at = objectivePosition(level, dropped)
            if at >= 0 { removeObjectiveCell(level, at: at) }
            markCandidate(dropped)
        }
        if deep { noteDeepCancellation() }
    }

    /// The element-by-element merge of two sorted rows into `out`; returns the cells written.
    /// New cells are listed in the column index under `slot`; cells that cancel are unlinked. The
    /// dropped cell's node is the caller's (its list is being emptied).
    private mutating func mergeDense(
        _ t: UnsafeBufferPointer<Cell>, _ u: UnsafeBufferPointer<Cell>, _ factor: Double, _ dropped: Symbol,
        _ slot: Slot, into out: UnsafeMutablePointer<Cell>, cursor: inout ColumnCursor, deep: inout Bool
    ) -> Int {
        let threshold = cancellation
        var n = 0
        var i = 0
        var j = 0
        let tn = t.count
        let un = u.count
        while i < tn && j < un {
            let ts = t[i].symbol
            let us = u[j].symbol
            if ts < us {
                if ts != dropped {
                    out[n] = t[i]
                    n += 1
                }
                i += 1
            } else if us < ts {
                let c = u[j].coefficient * factor
                if !c.isNegligible {
                    out[n] = Cell(symbol: us, node: cursor.append(us, slot, c), coefficient: c)
                    n += 1
                }
                j += 1
            } else {
                let added = u[j].coefficient * factor
                let c = t[i].coefficient + added
                if !Tolerance.cancelsDeeply(c, t[i].coefficient)
                    || (c != 0 && Tolerance.keepsDeepSum(c, t[i].coefficient, added, threshold, doubt: &deep))
                {
                    out[n] = Cell(symbol: ts, node: t[i].node, coefficient: c)
                    cursor.note(t[i].node, c)
                    n += 1
                } else {
                    cursor.unlink(t[i].symbol, t[i].node)
                }
                i += 1
                j += 1
            }
        }
        while i < tn {
            if t[i].symbol != dropped {
                out[n] = t[i]
                n += 1
            }
            i += 1
        }
        while j < un {
            let c = u[j].coefficient * factor
            if !c.isNegligible {
                out[n] = Cell(symbol: u[j].symbol, node: cursor.append(u[j].symbol, slot, c), coefficient: c)
                n += 1
            }
            j += 1
        }
        return n
    }

    /// The merge for a short source: each source cell is found by binary search in what is left
    /// of the target, and the target's cells in between are copied as one run.
    private mutating func mergeSparse(
        _ t: UnsafeBufferPointer<Cell>, _ u: UnsafeBufferPointer<Cell>, _ factor: Double, _ dropped: Symbol,
        _ slot: Slot, into out: UnsafeMutablePointer<Cell>, cursor: inout ColumnCursor, deep: inout Bool
    ) -> Int {
        let threshold = cancellation
        let droppedAt = dropped >= 0 ? Tableau.lowerBound(t, dropped, from: 0) : t.count
        let skip = droppedAt < t.count && t[droppedAt].symbol == dropped ? droppedAt : -1
        var n = 0
        /// Copies t[from..<to] except the dropped cell.
        func copyRun(_ from: Int, _ to: Int) {
            if skip >= from && skip < to {
                (out + n).update(from: t.baseAddress! + from, count: skip - from)
                n += skip - from
                (out + n).update(from: t.baseAddress! + skip + 1, count: to - skip - 1)
                n += to - skip - 1
            } else if from < to {
                (out + n).update(from: t.baseAddress! + from, count: to - from)
                n += to - from
            }
        }
        var position = 0
        for cell in u {
            let at = Tableau.lowerBound(t, cell.symbol, from: position)
            copyRun(position, at)
            if at < t.count && t[at].symbol == cell.symbol {
                let added = cell.coefficient * factor
                let c = t[at].coefficient + added
                if !Tolerance.cancelsDeeply(c, t[at].coefficient)
                    || (c != 0 && Tolerance.keepsDeepSum(c, t[at].coefficient, added, threshold, doubt: &deep))
                {
                    out[n] = Cell(symbol: cell.symbol, node: t[at].node, coefficient: c)
                    cursor.note(t[at].node, c)
                    n += 1
                } else {
                    cursor.unlink(t[at].symbol, t[at].node)
                }
                position = at + 1
            } else {
                let c = cell.coefficient * factor
                if !c.isNegligible {
                    out[n] = Cell(symbol: cell.symbol, node: cursor.append(cell.symbol, slot, c), coefficient: c)
                    n += 1
                }
                position = at
            }
        }
        copyRun(position, t.count)
        return n
    }

    /// A sum cancelled so deeply (`Tolerance.deepCancellation`) without being a rounding residue
    /// that what is left may be mostly earlier rounding, or was dropped as a residue though larger
    /// than rounding alone leaves (`Tolerance.keepsDeepSum`): the rows are rebuilt before the next
    /// decision (Solver+Refactor.swift).
    @inline(never)
    mutating func noteDeepCancellation() {
        deepCancellations &+= 1
        needsRefinement = true
        needsRefactor = true
    }

    /// The first index at or after `from` whose symbol is not below `symbol`.
    @inline(__always)
    static func lowerBound(_ cells: UnsafeBufferPointer<Cell>, _ symbol: Symbol, from: Int) -> Int {
        var low = from
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `row[slot] += coefficient · symbol` for a symbol that is not basic.
    mutating func addToCell(_ slot: Slot, _ symbol: Symbol, _ coefficient: Double) {
        let s = Int(slot)
        if basic[s] == Tableau.objectiveRow {
            let level = levelIndex(of: slot)
            if journalIsOpen { journalLogObjectiveCell(slot, level: level, symbol) }
            markCandidate(symbol)
            if addToObjective(level, symbol, coefficient) { noteDeepCancellation() }
            return
        }
        touch(slot)
        let index = rows[s].find(symbol)
        if index >= 0 {
            let old = rows[s].cells[index].coefficient
            let c = old + coefficient
            var doubt = false
            if !Tolerance.cancelsDeeply(c, old)
                || (c != 0 && Tolerance.keepsDeepSum(c, old, coefficient, cancellation, doubt: &doubt))
            {
                rows[s].cells[index].coefficient = c
                noteCoefficient(rows[s].cells[index].node, c)
            } else {
                let node = rows[s].cells.remove(at: index).node
                if node >= 0 { unlinkColumn(symbol, node) }
            }
            if doubt { noteDeepCancellation() }
        } else if !coefficient.isNegligible {
            let node = appendColumn(symbol, slot, coefficient)
            rows[s].cells.insert(Cell(symbol: symbol, node: node, coefficient: coefficient), at: -1 - index)
        }
    }

    /// `row[slot] += coefficient · symbol`, through the symbol's row when it is basic.
    mutating func addTerm(_ slot: Slot, _ symbol: Symbol, _ coefficient: Double) {
        let home = basicSlot[Int(symbol)]
        if home != Tableau.none {
            addScaledRow(into: slot, rows[Int(home)], times: coefficient)
        } else {
            addToCell(slot, symbol, coefficient)
        }
    }

    /// Replaces `symbol` in every other row by the row of `slot`, in which it is basic.
    mutating func substitute(_ symbol: Symbol, from slot: Slot) {
        let source = rows[Int(slot)]
        var node = detachColumn(symbol)
        while node >= 0 {
            let next = nodes[Int(node)].next
            let target = nodes[Int(node)].slot
            var factor = nodes[Int(node)].coefficient
            if target != slot && defers(target) {
                relinkColumn(symbol, node)
                deferRow(target)
                node = next
                continue
            }
            freeColumnNode(node)
            node = next
            if target == slot { continue }  // the cell there went when the row was solved for it
            #if PLUMB_FAULTS
                if PlantedFaults.isActive(.wrongSignInPivot) && !objectiveSlots.contains(target) && factor < 0
                    && rows[Int(target)].cells.count >= 3
                {
                    factor = -factor
                }
            #endif
            addScaledRow(into: target, source, times: factor, dropping: symbol)
            noteConstantChanged(target)
        }
        for (level, objective) in objectiveSlots.enumerated() {
            let coefficient = objectiveCoefficient(level, symbol)  // 0: the objective does not hold it
            if coefficient != 0 { addScaledRow(into: objective, source, times: coefficient, dropping: symbol) }
        }
    }

    /// Rewrites the row of `slot`, `old = c + a·entering + Σ…` (or `0 = …` when `old` is not a
    /// symbol), as the row of `entering`: `entering = (old - c - Σ…) / a`. The entering cell's
    /// node stays on the entering symbol's list, which the caller empties by substituting.
    /// A pivot far smaller than the row's other coefficients schedules a refinement
    /// (Solver+Refine.swift).
    mutating func solveRow(_ slot: Slot, for entering: Symbol, replacing old: Symbol) {
        touch(slot)
        let s = Int(slot)
        let index = rows[s].find(entering)
        precondition(index >= 0, "solveRow: the entering symbol is not in the row")
        let a = rows[s].cells[index].coefficient
        let factor = -1 / a
        let cells = rows[s].cells.buffer
        let out = scratch.reserve(cells.count + 1)
        var n = 0
        var pending = old >= 0
        var largest = pending ? 1.0 : 0.0
        let oldNode = pending ? appendColumn(old, slot, 1 / a) : -1
        for cell in cells where cell.symbol != entering {
            largest = max(largest, abs(cell.coefficient))
            if pending && old < cell.symbol {
                out[n] = Cell(symbol: old, node: oldNode, coefficient: 1 / a)
                n += 1
                pending = false
            }
            let c = cell.coefficient * factor
            out[n] = Cell(symbol: cell.symbol, node: cell.node, coefficient: c)
            noteCoefficient(cell.node, c)
            n += 1
        }
        if pending {
            out[n] = Cell(symbol: old, node: oldNode, coefficient: 1 / a)
            n += 1
        }
        takeScratch(into: slot, count: n)
        let suspect = rows[s].scaleConstant(by: factor)
        if largest > Tolerance.refactorGrowth * abs(a) {
            needsRefinement = true
            needsRefactor = true
        } else if suspect || largest > Tolerance.refinementGrowth * abs(a) {
            needsRefinement = true
        }
    }

    /// Makes `entering` basic in `slot`, whose basic leaves, and substitutes it everywhere.
    mutating func pivot(entering: Symbol, slot: Slot) {
        pivots += 1
        let leaving = basic[Int(slot)]
        solveRow(slot, for: entering, replacing: leaving)
        basic[Int(slot)] = entering
        basicSlot[Int(entering)] = slot
        if leaving >= 0 {
            basicSlot[Int(leaving)] = Tableau.none
            noteChanged(basic: leaving)
        }
        noteConstantChanged(slot)
        substitute(entering, from: slot)
    }

    /// Removes every cell of `symbol` (whose coefficient must be negligible or meaningless).
    mutating func purge(_ symbol: Symbol) {
        forEachRow(holding: symbol) { tableau, slot, index in
            tableau.touch(slot)
            tableau.rows[Int(slot)].cells.remove(at: index)
        }
        clearColumn(symbol)
        for (level, objective) in objectiveSlots.enumerated() {
            let at = objectivePosition(level, symbol)
            guard at >= 0 else { continue }
            touch(objective)
            removeObjectiveCell(level, at: at)
            markCandidate(symbol)
        }
    }
}
