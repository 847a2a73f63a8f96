// An undo journal for the operations that can fail part-way (a required constraint that needs
// an artificial variable, a constant change on a required constraint, a priority change across
// required): it saves each row before its first change, and the symbols taken and released, so
// that a failed operation leaves the tableau exactly as it was, row for row.

/// What the open journal needs to put the tableau back.
struct Journal {
    enum SymbolEvent {
        /// A released symbol was taken again.
        case reused(Symbol)
        /// A symbol was released; it had this kind.
        case released(Symbol, SymbolKind)
    }

    let symbolCount: Int
    let slotCount: Int
    let freeSlots: [Slot]
    let levels: [Level]
    let objectiveSlots: [Slot]
    let infeasible: [Slot]
    var savedRows: [(slot: Slot, row: Row, basic: Symbol)] = []
    var symbolEvents: [SymbolEvent] = []
}

extension Tableau {
    mutating func beginJournal() {
        precondition(journal == nil, "journals do not nest")
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for i in slotJournalMark.indices { slotJournalMark[i] = 0 }
            journalEpoch = 1
        }
        journal = Journal(
            symbolCount: kind.count, slotCount: rows.count, freeSlots: freeSlots, levels: levels,
            objectiveSlots: objectiveSlots, infeasible: infeasible)
    }

    /// Keeps every change since `beginJournal`.
    mutating func commitJournal() { journal = nil }

    mutating func journalSave(_ slot: Slot) {
        let s = Int(slot)
        guard let slotCount = journal?.slotCount, s < slotCount, slotJournalMark[s] != journalEpoch else { return }
        slotJournalMark[s] = journalEpoch
        journal?.savedRows.append((slot, rows[s], basic[s]))
    }

    /// Undoes every change since `beginJournal`.
    mutating func rollBackJournal() {
        guard let saved = journal else { return }
        journal = nil
        // Unlink the basics of changed and new rows, then drop the new rows.
        for entry in saved.savedRows { unlinkBasic(of: entry.slot) }
        for slot in saved.slotCount..<rows.count { unlinkBasic(of: Slot(slot)) }
        let extraSlots = rows.count - saved.slotCount
        rows.removeLast(extraSlots)
        basic.removeLast(extraSlots)
        slotJournalMark.removeLast(extraSlots)
        // Symbols: undo releases and reuses, newest first, then drop the new ones.
        for event in saved.symbolEvents.reversed() {
            switch event {
            case let .released(symbol, oldKind):
                let last = freeSymbols.removeLast()
                assert(last == symbol)
                kind[Int(symbol)] = oldKind
            case let .reused(symbol):
                kind[Int(symbol)] = .free
                basicSlot[Int(symbol)] = Tableau.none
                freeSymbols.append(symbol)
            }
        }
        let extraSymbols = kind.count - saved.symbolCount
        kind.removeLast(extraSymbols)
        basicSlot.removeLast(extraSymbols)
        columnHead.removeLast(extraSymbols)  // rebuilt below
        isCandidate.removeLast(extraSymbols)
        candidates.removeAll { Int($0) >= saved.symbolCount }
        owner.removeLast(extraSymbols)
        isDirty.removeLast(extraSymbols)
        dirty.removeAll { Int($0) >= saved.symbolCount }
        // Put the saved rows back (after the symbols, whose undo clears basic links).
        for entry in saved.savedRows {
            let s = Int(entry.slot)
            rows[s] = entry.row
            basic[s] = entry.basic
            if entry.basic >= 0 {
                basicSlot[Int(entry.basic)] = entry.slot
                noteChanged(basic: entry.basic)
            }
        }
        // The restored rows' cells name nodes that may have gone: list every row afresh.
        rebuildColumns()
        // Restored objective rows may rank any of their symbols differently: price them again.
        for slot in saved.objectiveSlots {
            for cell in rows[Int(slot)].cells { markCandidate(cell.symbol) }
        }
        freeSlots = saved.freeSlots
        levels = saved.levels
        objectiveSlots = saved.objectiveSlots
        infeasible = saved.infeasible
    }

    private mutating func unlinkBasic(of slot: Slot) {
        let b = basic[Int(slot)]
        guard b >= 0, Int(b) < basicSlot.count else { return }
        if basicSlot[Int(b)] == slot { basicSlot[Int(b)] = Tableau.none }
        noteChanged(basic: b)
    }
}
