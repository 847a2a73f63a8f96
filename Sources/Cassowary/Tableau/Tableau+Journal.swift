// An undo journal for the operations that can fail part-way (a required constraint that needs
// an artificial variable, a constant change on a required constraint, a priority change across
// required): it saves each row before its first change, and the symbols taken and released, so
// that a failed operation leaves the tableau exactly as it was, row for row. A change of a row's
// constant alone (a constant change shifting the rows that hold a marker) saves the constant
// alone, not the cells: a required constant change on a long chain touches a hundred long rows.
// An objective row, which holds an error of every constraint at its priority, is not copied
// when a merge or a new cell changes it: the journal logs the old coefficient of each cell the
// change writes (`journalLogObjective`), and a rollback writes them back, newest first. Copying
// it made each required constraint added through the dual simplex cost the length of the
// objective, quadratic in the size of a screen.

/// What the open journal needs to put the tableau back. One object per tableau, opened and
/// closed by each journaled operation: its arrays keep their memory between operations (every
/// required constraint opens one), and closing it drops its hold on the tableau's arrays.
final class Journal {
    enum SymbolEvent {
        /// A released symbol was taken again.
        case reused(Symbol)
        /// A symbol was released; it had this kind.
        case released(Symbol, SymbolKind)
    }

    private(set) var symbolCount = 0
    private(set) var slotCount = 0
    private(set) var freeSlots: [Slot] = []
    private(set) var levels: [Level] = []
    private(set) var objectiveSlots: [Slot] = []
    private(set) var infeasible: [Slot] = []
    var savedRows: [(slot: Slot, row: Row, basic: Symbol)] = []
    /// Constants saved before the slot's first change, when that change was to the constant.
    var savedConstants: [(slot: Slot, row: Row)] = []
    /// Objective cells before a logged change: the old coefficient, 0 for a cell that was absent.
    /// Only changes made before the row was saved whole (if it ever is) are logged.
    var objectiveUndo: [(slot: Slot, symbol: Symbol, coefficient: Double)] = []
    var symbolEvents: [SymbolEvent] = []

    /// Starts recording for a tableau in this state.
    func open(
        symbolCount: Int, slotCount: Int, freeSlots: [Slot], levels: [Level], objectiveSlots: [Slot], infeasible: [Slot]
    ) {
        self.symbolCount = symbolCount
        self.slotCount = slotCount
        self.freeSlots = freeSlots
        self.levels = levels
        self.objectiveSlots = objectiveSlots
        self.infeasible = infeasible
    }

    /// Forgets what was recorded (the saved rows' cells are the caller's to free or keep).
    func close() {
        freeSlots = []
        levels = []
        objectiveSlots = []
        infeasible = []
        // Most operations record nothing in some of these: `removeAll` is a generic call even then.
        if !savedRows.isEmpty { savedRows.removeAll(keepingCapacity: true) }
        if !savedConstants.isEmpty { savedConstants.removeAll(keepingCapacity: true) }
        if !objectiveUndo.isEmpty { objectiveUndo.removeAll(keepingCapacity: true) }
        if !symbolEvents.isEmpty { symbolEvents.removeAll(keepingCapacity: true) }
    }
}

extension Tableau {
    mutating func beginJournal() {
        precondition(!journalIsOpen, "journals do not nest")
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for i in slotJournalMark.indices { slotJournalMark[i] = 0 }
            for i in slotConstantMark.indices { slotConstantMark[i] = 0 }
            journalEpoch = 1
        }
        journal.open(
            symbolCount: kind.count, slotCount: rows.count, freeSlots: freeSlots, levels: levels,
            objectiveSlots: objectiveSlots, infeasible: infeasible)
        journalIsOpen = true
    }

    /// Keeps every change since `beginJournal` (and frees the saved copies).
    mutating func commitJournal() {
        for entry in journal.savedRows {
            var cells = entry.row.cells
            cells.deallocate()
        }
        journal.close()
        journalIsOpen = false
    }

    mutating func journalSave(_ slot: Slot) {
        let s = Int(slot)
        guard journalIsOpen, s < journal.slotCount, slotJournalMark[s] != journalEpoch else { return }
        slotJournalMark[s] = journalEpoch
        journal.savedRows.append((slot, rows[s].copied(), basic[s]))
    }

    /// Saves a slot's constant before a change to the constant alone (`touchConstant`).
    mutating func journalSaveConstant(_ slot: Slot) {
        let s = Int(slot)
        guard journalIsOpen, s < journal.slotCount, slotJournalMark[s] != journalEpoch,
            slotConstantMark[s] != journalEpoch
        else { return }
        slotConstantMark[s] = journalEpoch
        let row = rows[s]
        journal.savedConstants.append((slot, Row(constant: row.constant, roundoff: row.roundoff)))
    }

    /// Logs the cells of objective row `slot` (of level `level`) that adding a multiple of
    /// `source` (without the cell of `dropped`) writes, and saves the row's constant; nothing when
    /// the row is new or already saved whole.
    mutating func journalLogObjective(
        _ slot: Slot, level: Int, _ source: UnsafeBufferPointer<Cell>, dropping dropped: Symbol
    ) {
        let s = Int(slot)
        guard journalIsOpen, s < journal.slotCount, slotJournalMark[s] != journalEpoch else { return }
        journalSaveConstant(slot)
        for cell in source {
            let old = objectiveCoefficient(level, cell.symbol)
            journal.objectiveUndo.append((slot, cell.symbol, old))
        }
        if dropped >= 0 {
            let old = objectiveCoefficient(level, dropped)
            journal.objectiveUndo.append((slot, dropped, old))
        }
    }

    /// Logs one cell of objective row `slot` before it changes (see `journalLogObjective`).
    mutating func journalLogObjectiveCell(_ slot: Slot, level: Int, _ symbol: Symbol) {
        let s = Int(slot)
        guard journalIsOpen, s < journal.slotCount, slotJournalMark[s] != journalEpoch else { return }
        journalSaveConstant(slot)
        let old = objectiveCoefficient(level, symbol)
        journal.objectiveUndo.append((slot, symbol, old))
    }

    /// Undoes every change since `beginJournal`.
    mutating func rollBackJournal() {
        guard journalIsOpen else { return }
        let saved = journal
        journalIsOpen = false
        defer { saved.close() }
        // Unlink the basics of changed and new rows and take their cells off the column index
        // (the rows the journal never saw are as they were, and so are their lists), then drop
        // the new rows.
        for entry in saved.savedRows { unlinkChanged(entry.slot) }
        for slot in saved.slotCount..<rows.count { unlinkChanged(Slot(slot)) }
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
        assert(columnHead.suffix(extraSymbols).allSatisfy { $0 < 0 }, "a new symbol is listed in an unchanged row")
        columnHead.removeLast(extraSymbols)
        isCandidate.removeLast(extraSymbols)
        candidates.removeAll { Int($0) >= saved.symbolCount }
        owner.removeLast(extraSymbols)
        isDirty.removeLast(extraSymbols)
        isDeferred.removeLast(extraSymbols)
        dirty.removeAll { Int($0) >= saved.symbolCount }
        // Put the saved rows back (after the symbols, whose undo clears basic links).
        // Their cells name nodes that may have been reused: list them afresh.
        for entry in saved.savedRows {
            let s = Int(entry.slot)
            rows.replace(s, with: entry.row)  // the journal's copy becomes the slot's
            basic[s] = entry.basic
            if entry.basic >= 0 {
                basicSlot[Int(entry.basic)] = entry.slot
                noteChanged(basic: entry.basic)
            }
            if isListed(entry.basic) {
                for i in rows[s].cells.indices {
                    let cell = rows[s].cells[i]
                    rows[s].cells[i].node = appendColumn(cell.symbol, entry.slot, cell.coefficient)
                }
            }
        }
        // Constants saved before any other change to their rows: their rows are as they were
        // but for the constant (a row saved whole after its constant changed was restored above
        // with the changed constant).
        for entry in saved.savedConstants {
            rows[Int(entry.slot)].copyConstant(of: entry.row)
            noteChanged(basic: basic[Int(entry.slot)])
        }
        freeSlots = saved.freeSlots
        levels = saved.levels
        // The places of the objective rows' cells: all afresh when the levels changed, else only
        // for the rows put back whole (the others were changed cell by cell, their places kept).
        if objectiveSlots != saved.objectiveSlots || objectivePositions.count != saved.objectiveSlots.count {
            objectiveSlots = saved.objectiveSlots
            relistObjectives()
        } else {
            for entry in saved.savedRows where entry.basic == Tableau.objectiveRow {
                relistObjective(levelIndex(of: entry.slot))
            }
        }
        // Logged objective cells, newest first (a row saved whole was saved after them).
        for entry in saved.objectiveUndo.reversed() {
            setObjectiveCell(levelIndex(of: entry.slot), entry.symbol, entry.coefficient)
        }
        // Restored objective rows may rank any of their symbols differently: price them again.
        for slot in objectiveSlots {
            for cell in rows[Int(slot)].cells { markCandidate(cell.symbol) }
        }
        infeasible = saved.infeasible
    }

    /// Unlinks a changed or new row's basic symbol and, for a row in the column index, its cells.
    private mutating func unlinkChanged(_ slot: Slot) {
        let b = basic[Int(slot)]
        if isListed(b) { unlinkRow(slot) }
        guard b >= 0, Int(b) < basicSlot.count else { return }
        if basicSlot[Int(b)] == slot { basicSlot[Int(b)] = Tableau.none }
        noteChanged(basic: b)
    }

    /// Whether a row with this basic is in the column index (constraint rows and rows under
    /// construction are; objective rows and free slots are not).
    @inline(__always) private func isListed(_ basic: Symbol) -> Bool {
        basic != Tableau.freeSlot && basic != Tableau.objectiveRow
    }
}
