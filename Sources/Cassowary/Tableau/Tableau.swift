/// The simplex tableau of the incremental solver: Cassowary (Badros, Borning & Stuckey 2001,
/// "The Cassowary linear arithmetic constraint solving algorithm"), with kiwi's symbol/row
/// representation, a column index so that a pivot touches only the rows that hold the entering
/// symbol, and one objective row per optional priority so that priorities are lexicographic.
///
/// Rows live in slots. A slot holds a constraint row (its `basic` symbol ≥ 0), an objective
/// row (`basic == objectiveRow`), a row being built (`rowUnderConstruction`), or nothing
/// (`basic == freeSlot`). Every symbol that is basic somewhere appears in no other row. The
/// column of `s` lists exactly the constraint rows that hold `s` (Tableau+Columns.swift); the few
/// objective rows are not listed: each keeps the place of every symbol it holds, and its cells are
/// not sorted (Tableau+ObjectiveIndex.swift).
struct Tableau {
    static let objectiveRow: Symbol = -1
    static let freeSlot: Symbol = -2
    static let rowUnderConstruction: Symbol = -3
    /// "No symbol", where a symbol is optional.
    static let noSymbol: Symbol = -1
    static let none: Int32 = -1

    // MARK: Symbols (indexed by symbol)

    let kind = RawVector<SymbolKind>()
    /// The slot in which a symbol is basic, or `none`.
    let basicSlot = RawVector<Slot>()
    /// The first node of each symbol's column list (see Tableau+Columns.swift), or -1.
    let columnHead = RawVector<Int32>()
    /// What the solver hangs on a symbol: the constraint record of a marker or error symbol.
    let owner = RawVector<Int32>()
    /// Released symbols, reused last-released first.
    var freeSymbols: [Symbol] = []

    // MARK: Rows (indexed by slot)

    let rows = RowTable()
    let basic = RawVector<Symbol>()
    /// Equal to `journalEpoch` once the open journal saved the slot.
    let slotJournalMark = RawVector<UInt32>()
    /// Equal to `journalEpoch` once the open journal saved the slot's constant alone.
    let slotConstantMark = RawVector<UInt32>()
    var journalEpoch: UInt32 = 0
    var freeSlots: [Slot] = []

    // MARK: Column lists (nodes shared by all symbols)

    let nodes = RawVector<ColumnNode>()
    /// Free nodes, a stack: popping one reads this contiguous array, where a free list threaded
    /// through the nodes made every new cell wait for a cache miss.
    let freeNodes = RawVector<Int32>()

    // MARK: Pricing

    /// Symbols whose objective coefficients changed since pricing last found them not improving:
    /// every improving symbol is among them (see `enteringCandidate`).
    var candidates: [Symbol] = []
    let isCandidate = RawVector<Bool>()

    /// Cells being merged or rewritten are written here, then copied into the row's own buffer.
    let scratch = CellBuffer()

    // MARK: Objective

    /// One per optional priority in use, highest first.
    var levels: [Level] = []
    /// The objective slots in the order of `levels`.
    var objectiveSlots: [Slot] = []
    /// For each level, the place of each symbol in its objective row, whose cells are not sorted
    /// (Tableau+ObjectiveIndex.swift).
    var objectivePositions: [RawVector<Int32>] = []

    // MARK: Bookkeeping for the solver

    /// Slots whose restricted basic went negative, for the dual simplex.
    var infeasible: [Slot] = []
    /// External symbols whose value may have changed since the solver last read values.
    var dirty: [Symbol] = []
    let isDirty = RawVector<Bool>()
    /// True while a dual simplex walk leaves the rows of basic externals for later
    /// (Tableau+DeferredRows.swift).
    var deferringExternalRows = false
    /// The rows left for later, and a mark on their basic symbols.
    var deferredRows: [Slot] = []
    let isDeferred = RawVector<Bool>()
    /// Per symbol, the sum, the magnitudes and the row's own node of a row being refreshed
    /// (zero, zero and `untouched` between uses), and the symbols reached.
    let refreshSum = RawVector<Double>()
    let refreshScale = RawVector<Double>()
    let refreshNode = RawVector<Int32>()
    var refreshSymbols: [Symbol] = []
    /// Deferred rows brought up to date (a work counter for tests).
    var refreshedRows = 0
    static let untouched: Int32 = -2

    /// Pivots made since the tableau was created (a work counter for benchmarks and tests).
    var pivots = 0
    /// Set by a pivot whose multipliers, or a constant whose cancellation, are large enough to
    /// leave rounding in the constants (`Tolerance.refinementGrowth`); cleared by
    /// `Solver.refineIfNeeded`.
    var needsRefinement = false
    /// Set by a pivot whose multipliers exceed `Tolerance.refinementGrowth`: the coefficients may
    /// carry that rounding too, and the rows are rebuilt (Solver+Refactor.swift).
    var needsRefactor = false
    /// The relative size of a cancellation residue in a coefficient (`Tolerance.cancels`):
    /// `Tolerance.cancellation`, or `Tolerance.freshCancellation` while an operation is played
    /// again on rows just rebuilt precisely (`Solver.retryOnRebuiltRows`).
    var cancellation = Tolerance.cancellation
    /// Additions that cancelled deeply without leaving a residue (`noteDeepCancellation`): a row
    /// built while this grew may hold residues of several additions (Tableau+Residues.swift).
    var deepCancellations = 0
    /// Per symbol, the magnitudes added into a row's cells (zero between uses).
    let residueScale = RawVector<Double>()
    /// Rebuilds of every row from the constraints (a counter for tests and benchmarks).
    var refactorings = 0
    /// Rebuilds by adding every constraint again (a counter for tests and benchmarks).
    var rebuilds = 0

    /// Open while an operation that may fail runs; see Tableau+Journal.swift.
    let journal = Journal()
    var journalIsOpen = false

    // MARK: Symbols

    mutating func newSymbol(_ symbolKind: SymbolKind) -> Symbol {
        if let reused = freeSymbols.popLast() {
            if journalIsOpen { journal.symbolEvents.append(.reused(reused)) }
            kind[Int(reused)] = symbolKind
            owner[Int(reused)] = Tableau.none
            return reused
        }
        let symbol = Symbol(kind.count)
        kind.append(symbolKind)
        basicSlot.append(Tableau.none)
        columnHead.append(-1)
        isCandidate.append(false)
        owner.append(Tableau.none)
        isDirty.append(false)
        isDeferred.append(false)
        return symbol
    }

    /// Frees a symbol that no row holds any more (the caller purged it).
    mutating func releaseSymbol(_ symbol: Symbol) {
        let index = Int(symbol)
        if journalIsOpen { journal.symbolEvents.append(.released(symbol, kind[index])) }
        kind[index] = .free
        clearColumn(symbol)
        freeSymbols.append(symbol)
    }

    var symbolCount: Int { kind.count }

    // MARK: Slots

    mutating func newSlot(_ row: Row, basic symbol: Symbol) -> Slot {
        let slot: Slot
        if let reused = freeSlots.popLast() {
            slot = reused
            touch(slot)
            if row.cells.isEmpty {
                // Keep the released row's buffer for the new row's cells.
                rows[Int(slot)].copyConstant(of: row)
                var unused = row.cells
                unused.deallocate()
            } else {
                rows.replace(Int(slot), with: row)
            }
            basic[Int(slot)] = symbol
        } else {
            slot = Slot(rows.count)
            rows.append(row)
            basic.append(symbol)
            slotJournalMark.append(0)
            slotConstantMark.append(0)
        }
        if symbol >= 0 { basicSlot[Int(symbol)] = slot }
        if symbol != Tableau.objectiveRow {
            for i in rows[Int(slot)].cells.indices {
                let cell = rows[Int(slot)].cells[i]
                rows[Int(slot)].cells[i].node = appendColumn(cell.symbol, slot, cell.coefficient)
            }
        }
        return slot
    }

    mutating func releaseSlot(_ slot: Slot) {
        touch(slot)
        if basic[Int(slot)] != Tableau.objectiveRow { unlinkRow(slot) }
        let symbol = basic[Int(slot)]
        if symbol >= 0 { basicSlot[Int(symbol)] = Tableau.none }
        rows[Int(slot)].clear()
        basic[Int(slot)] = Tableau.freeSlot
        freeSlots.append(slot)
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = basicSlot[Int(symbol)]
        return slot == Tableau.none ? 0 : rows[Int(slot)].constant
    }

    /// Records that a row's value may change, for `Solver.updateVariables`.
    @inline(__always) mutating func noteChanged(basic symbol: Symbol) {
        if symbol >= 0, kind[Int(symbol)] == .external, !isDirty[Int(symbol)] {
            isDirty[Int(symbol)] = true
            dirty.append(symbol)
        }
    }

    /// After a row's constant changed: note a value change, queue an infeasible row, and schedule
    /// a refinement when the constant's estimate has grown to a millionth of it.
    @inline(__always) mutating func noteConstantChanged(_ slot: Slot) {
        let symbol = basic[Int(slot)]
        guard symbol >= 0 else { return }
        let constant = rows[Int(slot)].constant
        // An estimate grown to a millionth of its constant: refine before relying on it.
        if rows[Int(slot)].roundoff * Tolerance.refinementGrowth > abs(constant) && constant != 0 {
            needsRefinement = true
        }
        if kind[Int(symbol)] == .external {
            noteChanged(basic: symbol)
        } else if constant < 0 {
            infeasible.append(slot)
        }
    }

    // MARK: Counters (for tests and the size oracle)

    /// Rows that hold a constraint (objective rows excluded).
    var constraintRowCount: Int { basic.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }
    /// Cells over all constraint rows.
    var constraintCellCount: Int {
        zip(basic, rows).reduce(0) { $0 + ($1.0 >= 0 ? $1.1.cells.count : 0) }
    }
    /// Cells over all objective rows.
    var objectiveCellCount: Int { objectiveSlots.reduce(0) { $0 + rows[Int($1)].cells.count } }
    /// Symbols in use.
    var liveSymbolCount: Int { kind.reduce(0) { $0 + ($1 == .free ? 0 : 1) } }
}
