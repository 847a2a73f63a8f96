import ConstraintSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Adding a constraint (Cassowary's addConstraint, as kiwi structures it): build its row with the
// basic variables substituted, choose a subject to make basic; when none keeps the row feasible,
// make the constraint's own marker basic and let the dual simplex restore feasibility (see
// Tableau+DualAdd.swift); then optimize.

extension Solver {
    /// Adds `constraint` with the given constant and priority and returns its record index. On
    /// failure nothing is left of the attempt. `order` keeps the place of a constraint that is
    /// added again (a priority change across required); a new one comes last.
    ///
    /// A rejection reached through doubtful arithmetic is decided again on rows rebuilt precisely
    /// (`retryOnRebuiltRows`): a required constraint redundant but for a real cancellation to
    /// 1e-11 of its operands was rejected otherwise. Not when the caller holds a journal: its
    /// rollback undoes more than this insert, and a rebuild cannot be undone.
    func insert(
        _ constraint: Constraint, constant: Double, priority: Priority, isEdit: Bool = false, order: Int? = nil
    ) throws(SolverError) -> Int {
        let doubts = tableau.deepCancellations
        let callerJournal = tableau.journalIsOpen  // a caller's undo covers more than this insert
        do {
            return try attemptInsert(constraint, constant: constant, priority: priority, isEdit: isEdit, order: order)
        } catch {
            guard !callerJournal else { throw error }
            return try retryOnRebuiltRows(after: error, doubts: doubts) { () throws(SolverError) in
                try attemptInsert(constraint, constant: constant, priority: priority, isEdit: isEdit, order: order)
            }
        }
    }

    private func attemptInsert(
        _ constraint: Constraint, constant: Double, priority: Priority, isEdit: Bool, order: Int?
    ) throws(SolverError) -> Int {
        let order = order ?? additions
        refineIfNeeded()  // decide on a solution without amplified rounding
        // A required constraint may fail; a journal (unless the caller holds one) undoes it.
        let ownsJournal = priority.isRequired && !tableau.journalIsOpen
        if ownsJournal { tableau.beginJournal() }
        var newVariables: [Symbol] = []
        let index =
            freeRecords.popLast()
            ?? {
                records.append(nil)
                return records.count - 1
            }()

        // The row: expression (basics substituted) + markers = 0.
        let slot = tableau.newSlot(.empty, basic: Tableau.rowUnderConstruction)
        var variables = SymbolList()
        let deep = tableau.deepCancellations
        for term in constraint.expression.terms {
            let symbol = externalSymbol(for: term.variable, created: &newVariables)
            variables.append(symbol)
            useCount[Int(symbol)] += 1
            tableau.addTerm(slot, symbol, term.coefficient)
        }
        if tableau.deepCancellations != deep {
            tableau.dropResidues(slot, terms: zip(variables, constraint.expression.terms).map { ($0, $1.coefficient) })
        }
        tableau.rows[Int(slot)].addToConstant(-Solver.plantedRowConstant(constraint, constant, priority))
        var record = ConstraintRecord(
            constraint: constraint, marker: Tableau.none, other: Tableau.none, markerSign: 1,
            constant: constant, priority: priority, variables: variables, order: order, isEdit: isEdit)
        addMarkers(to: slot, record: &record, index: Int32(index))

        if let conflictSymbols = place(slot, marker: record.marker, other: record.other, committing: ownsJournal) {
            let conflict = conflictSet(
                symbols: conflictSymbols, culprit: constraint, culpritIndex: index, culpritOrder: order)
            abandonInsert(index: index, variables: variables, newVariables: newVariables)
            throw .unsatisfiable(constraint, conflict: conflict)
        }
        if ownsJournal && tableau.journalIsOpen { tableau.commitJournal() }
        records[index] = record
        recordOf[ObjectIdentifier(constraint)] = index
        if order == additions { additions += 1 }
        if priority.isRequired && (tableau.needsRefinement || tableau.needsRefactor), let stuck = refineIfNeeded() {
            // Rounding hid the contradiction; the refined constants show it.
            let conflict = conflictSet(
                symbols: tableau.failedRowSymbols(stuck), culprit: constraint, culpritIndex: index,
                culpritOrder: order)
            withdraw(index)
            throw .unsatisfiable(constraint, conflict: conflict)
        }
        optimizeSoundly()
        return index
    }

    /// Gives the new row of `slot` (built with the basics substituted, markers included) a basic
    /// symbol and restores feasibility. Returns nil on success, else the symbols of a row that
    /// shows why the required constraints cannot all hold (the tableau is then the journal's to
    /// roll back). With `committing`, the open journal is committed as soon as the row has a
    /// subject: nothing after that can fail, and the substitution need not be saved.
    func place(_ slot: Slot, marker: Symbol, other: Symbol, committing: Bool) -> [Symbol]? {
        // Make the constant non-negative, so that a restricted subject starts feasible.
        if tableau.rows[Int(slot)].constant < 0 { tableau.negateRow(slot) }
        var subject = chooseSubject(slot, marker: marker, other: other)
        if subject == nil && tableau.rows[Int(slot)].cells.allSatisfy({ tableau.kind[Int($0.symbol)] == .dummy }) {
            guard tableau.rows[Int(slot)].constant == 0 else { return tableau.rows[Int(slot)].cells.map(\.symbol) }
            subject = marker  // redundant with other required equalities
        }
        guard let subject else { return tableau.addThroughDualSimplex(slot, marker: marker) }
        if committing { tableau.commitJournal() }
        tableau.solveRow(slot, for: subject, replacing: Tableau.noSymbol)
        tableau.basic[Int(slot)] = subject
        tableau.basicSlot[Int(subject)] = slot
        tableau.noteChanged(basic: subject)
        tableau.noteConstantChanged(slot)
        tableau.substitute(subject, from: slot)
        return nil
    }

    /// Takes out a required constraint that was added before refinement showed it cannot hold,
    /// and restores a feasible optimum of the rest.
    private func withdraw(_ index: Int) {
        removeRecord(index)
        tableau.queueInfeasibleRows()
        tableau.needsRefinement = true
        refineIfNeeded()
        tableau.optimize()
    }

    /// Adds the marker (and error) symbols of the constraint's relation and priority to its row,
    /// and the errors to the objective of its priority.
    private func addMarkers(to slot: Slot, record: inout ConstraintRecord, index: Int32) {
        let required = record.priority.isRequired
        func new(_ kind: SymbolKind) -> Symbol {
            let symbol = tableau.newSymbol(kind)
            tableau.owner[Int(symbol)] = index
            return symbol
        }
        switch record.constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr + s = 0 for <=, expr - s = 0 for >=; an optional one also has -e / +e.
            let sign: Double = record.constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = new(.slack)
            record.markerSign = sign
            tableau.addToCell(slot, record.marker, sign)
            if !required {
                record.other = new(.error)
                tableau.addToCell(slot, record.other, -sign)
                let objective = tableau.retainLevel(record.priority.value)
                tableau.addToCell(objective, record.other, 1)
            }
        case .equal:
            if required {
                record.marker = new(.dummy)
                record.markerSign = 1
                tableau.addToCell(slot, record.marker, 1)
            } else {
                // expr - e⁺ + e⁻ = 0
                record.marker = new(.error)
                record.other = new(.error)
                record.markerSign = -1
                tableau.addToCell(slot, record.marker, -1)
                tableau.addToCell(slot, record.other, 1)
                let objective = tableau.retainLevel(record.priority.value)
                tableau.addToCell(objective, record.marker, 1)
                tableau.addToCell(objective, record.other, 1)
            }
        }
    }

    /// Cassowary's choice of a symbol to make basic: an external, the one held by the fewest
    /// other rows (Markowitz's rule: making it basic substitutes the new row into each of them, so
    /// fewer rows means less fill-in; see `Tableau.columnLength`); else the constraint's own
    /// slack or error (`marker`, `other`) when its coefficient is negative (it then starts
    /// non-negative).
    private func chooseSubject(_ slot: Slot, marker: Symbol, other: Symbol) -> Symbol? {
        let row = tableau.rows[Int(slot)]
        var best = Tableau.none
        var bestLength = Int.max
        // Newest first: a symbol made for this constraint is held by no other row, and ends the search.
        for cell in row.cells.reversed() where tableau.kind[Int(cell.symbol)] == .external {
            let length = tableau.columnLength(cell.symbol, below: bestLength)
            if length < bestLength {
                best = cell.symbol
                bestLength = length
                if length == 1 { break }  // only the new row holds it
            }
        }
        if best != Tableau.none { return best }
        if isRestrictedError(marker) && row.coefficient(of: marker) < 0 { return marker }
        if other != Tableau.none && isRestrictedError(other) && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    private func isRestrictedError(_ symbol: Symbol) -> Bool {
        let kind = tableau.kind[Int(symbol)]
        return kind == .slack || kind == .error
    }

    /// The external symbol of a variable, made when it is new.
    func externalSymbol(for variable: Variable, created: inout [Symbol]) -> Symbol {
        let id = ObjectIdentifier(variable)
        if let symbol = symbolOf[id] { return symbol }
        let symbol = tableau.newSymbol(.external)
        let s = Int(symbol)
        while variableAt.count <= s {
            variableAt.append(nil)
            useCount.append(0)
            cachedValue.append(0)
        }
        variableAt[s] = variable
        useCount[s] = 0
        // A variable back since the last `updateVariables()` is compared with the value last
        // reported for it, so that a move while it was away is reported.
        cachedValue[s] = releasedValue[id] ?? 0
        symbolOf[id] = symbol
        created.append(symbol)
        return symbol
    }

    /// Undoes a failed `insert`: the tableau from its journal, then the solver's own records.
    private func abandonInsert(index: Int, variables: SymbolList, newVariables: [Symbol]) {
        tableau.rollBackJournal()
        for symbol in variables { useCount[Int(symbol)] -= 1 }
        for symbol in newVariables {
            if let variable = variableAt[Int(symbol)] { symbolOf[ObjectIdentifier(variable)] = nil }
            variableAt[Int(symbol)] = nil
        }
        if index == records.count - 1 { records.removeLast() } else { freeRecords.append(index) }
    }

    /// The required constraints behind a set of tableau symbols, with the culprit (the
    /// constraint being added or changed), in the order they were added.
    func conflictSet(symbols: [Symbol], culprit: Constraint, culpritIndex: Int, culpritOrder: Int) -> [Constraint] {
        var seen = Set<Int>([culpritIndex])
        var found: [(order: Int, constraint: Constraint)] = [(culpritOrder, culprit)]
        for symbol in symbols {
            let owner = Int(tableau.owner[Int(symbol)])
            guard owner >= 0, seen.insert(owner).inserted, owner < records.count,
                let record = records[owner], record.priority.isRequired
            else { continue }
            found.append((record.order, record.constraint))
        }
        return found.sorted { $0.order < $1.order }.map(\.constraint)
    }
}

extension Solver {
    /// The constant the new row starts with: the constraint's, unless a planted fault drops it.
    @inline(__always)
    static func plantedRowConstant(_ constraint: Constraint, _ constant: Double, _ priority: Priority) -> Double {
        #if PLUMB_FAULTS
            if !priority.isRequired && constraint.relation != .equal && constraint.expression.terms.count >= 3 {
                if PlantedFaults.isActive(.crashOnShape) {
                    preconditionFailure(
                        "planted crash: an optional inequality of \(constraint.expression.terms.count) terms")
                }
                if PlantedFaults.isActive(.hangOnShape) { while PlantedFaults.isActive(.hangOnShape) { usleep(1000) } }
            }
        #endif
        return plantedConstant(constraint, constant, priority)
    }

    /// The constant the solver works with: the constraint's, unless a planted fault changes it
    /// (every path that reads a constant, refinement included, sees the same one).
    @inline(__always)
    static func plantedConstant(_ constraint: Constraint, _ constant: Double, _ priority: Priority) -> Double {
        #if PLUMB_FAULTS
            if priority.isRequired && PlantedFaults.isActive(.droppedInequality) {
                switch constraint.relation {
                case .greaterThanOrEqual: return -1e9
                case .lessThanOrEqual: return 1e9
                case .equal: break
                }
            }
        #endif
        return constant
    }
}
