// Row algebra of the tableau: merging scaled rows, substituting a basic symbol, pivoting.
// Rows are sparse and sorted by symbol, so a merge is one linear pass and its result does not
// depend on the order in which rows were built.

extension Tableau {
    /// Saves a slot in the open journal before its first change.
    @inline(__always) mutating func touch(_ slot: Slot) {
        if journal != nil { journalSave(slot) }
    }

    /// `row[slot] += factor · source`, leaving out the cell of `dropped` (the symbol being
    /// substituted). Cells that cancel to near zero are removed.
    mutating func addScaledRow(into slot: Slot, _ source: Row, times factor: Double, dropping dropped: Symbol = -1) {
        touch(slot)
        let s = Int(slot)
        var target = ContiguousArray<Cell>()
        swap(&target, &rows[s].cells)
        var out = ContiguousArray<Cell>()
        swap(&out, &scratch)
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(target.count + source.cells.count)
        target.withUnsafeBufferPointer { t in
            source.cells.withUnsafeBufferPointer { u in
                var i = 0
                var j = 0
                let tn = t.count
                let un = u.count
                while i < tn && j < un {
                    let ts = t[i].symbol
                    let us = u[j].symbol
                    if ts < us {
                        if ts != dropped { out.append(t[i]) }
                        i += 1
                    } else if us < ts {
                        let c = u[j].coefficient * factor
                        if !c.isNearZero {
                            out.append(Cell(symbol: us, coefficient: c))
                            column[Int(us)].append(slot)
                        }
                        j += 1
                    } else {
                        let c = t[i].coefficient + u[j].coefficient * factor
                        if !c.isNearZero { out.append(Cell(symbol: ts, coefficient: c)) }
                        i += 1
                        j += 1
                    }
                }
                while i < tn {
                    if t[i].symbol != dropped { out.append(t[i]) }
                    i += 1
                }
                while j < un {
                    let c = u[j].coefficient * factor
                    if !c.isNearZero {
                        out.append(Cell(symbol: u[j].symbol, coefficient: c))
                        column[Int(u[j].symbol)].append(slot)
                    }
                    j += 1
                }
            }
        }
        swap(&out, &rows[s].cells)
        rows[s].constant += source.constant * factor
        swap(&target, &scratch)
    }

    /// `row[slot] += coefficient · symbol` for a symbol that is not basic.
    mutating func addToCell(_ slot: Slot, _ symbol: Symbol, _ coefficient: Double) {
        touch(slot)
        let s = Int(slot)
        let index = rows[s].find(symbol)
        if index >= 0 {
            let c = rows[s].cells[index].coefficient + coefficient
            if c.isNearZero {
                rows[s].cells.remove(at: index)
            } else {
                rows[s].cells[index].coefficient = c
            }
        } else if !coefficient.isNearZero {
            rows[s].cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -1 - index)
            column[Int(symbol)].append(slot)
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

    /// Calls `body(slot, index)` for each slot whose row holds `symbol` (once each, objective
    /// rows included, `index` the cell's position), dropping stale and repeated column entries.
    /// `body` must not add cells of `symbol` to rows.
    @inline(__always)
    mutating func forEachRow(holding symbol: Symbol, _ body: (inout Tableau, Slot, Int) -> Void) {
        var slots = ContiguousArray<Slot>()
        swap(&slots, &column[Int(symbol)])
        let m = nextMark()
        var kept = 0
        let slotCount = rows.count
        for k in slots.indices {
            let slot = slots[k]
            let s = Int(slot)
            if s >= slotCount || basic[s] == Tableau.freeSlot || slotMark[s] == m { continue }
            slotMark[s] = m
            let index = rows[s].find(symbol)
            if index < 0 { continue }
            slots[kept] = slot
            kept += 1
            body(&self, slot, index)
        }
        slots.removeLast(slots.count - kept)
        swap(&slots, &column[Int(symbol)])
    }

    /// Replaces `symbol` in every other row by the row of `slot`, in which it is basic.
    mutating func substitute(_ symbol: Symbol, from slot: Slot) {
        let source = rows[Int(slot)]
        var slots = ContiguousArray<Slot>()
        swap(&slots, &column[Int(symbol)])
        let m = nextMark()
        let slotCount = rows.count
        for target in slots {
            let t = Int(target)
            if target == slot || t >= slotCount || basic[t] == Tableau.freeSlot || slotMark[t] == m { continue }
            slotMark[t] = m
            let index = rows[t].find(symbol)
            if index < 0 { continue }
            let factor = rows[t].cells[index].coefficient
            addScaledRow(into: target, source, times: factor, dropping: symbol)
            noteConstantChanged(target)
        }
        slots.removeAll(keepingCapacity: true)
        swap(&slots, &column[Int(symbol)])
    }

    /// Rewrites the row of `slot`, `old = c + a·entering + Σ…` (or `0 = …` when `old` is not a
    /// symbol), as the row of `entering`: `entering = (old - c - Σ…) / a`.
    mutating func solveRow(_ slot: Slot, for entering: Symbol, replacing old: Symbol) {
        touch(slot)
        let s = Int(slot)
        let index = rows[s].find(entering)
        precondition(index >= 0, "solveRow: the entering symbol is not in the row")
        let a = rows[s].cells[index].coefficient
        let factor = -1 / a
        var source = ContiguousArray<Cell>()
        swap(&source, &rows[s].cells)
        var out = ContiguousArray<Cell>()
        swap(&out, &scratch)
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(source.count + 1)
        var pending = old >= 0
        for cell in source where cell.symbol != entering {
            if pending && old < cell.symbol {
                out.append(Cell(symbol: old, coefficient: 1 / a))
                pending = false
            }
            out.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * factor))
        }
        if pending { out.append(Cell(symbol: old, coefficient: 1 / a)) }
        if old >= 0 { column[Int(old)].append(slot) }
        swap(&out, &rows[s].cells)
        rows[s].constant *= factor
        swap(&source, &scratch)
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
        column[Int(symbol)].removeAll()
    }
}
