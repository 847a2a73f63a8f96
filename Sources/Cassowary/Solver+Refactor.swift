// Reinversion: every row rebuilt from the constraints themselves for the current basis, as
// revised-simplex codes refactor their basis (Bartels & Golub 1969; Suhl & Suhl, "Computing sparse
// LU factorizations for large-scale linear programming bases", 1990) when updates have worn it.
//
// A pivot on a coefficient far smaller than the rest of its row scales the row by its inverse,
// and every row it is substituted into takes that rounding along: coefficients of 4e11 that later
// cancel back to 1 leave 1.006 (a script of `plumb fuzz --target solver --seed 1`), and no
// correction of the constants (Solver+Refine.swift) repairs a wrong coefficient. The tableau is a
// representation of the basis, `B⁻¹·A`; its basic symbols say which basis. Rebuilding it from the
// constraints' own coefficients, for the same basic symbols, gives that basis with none of the
// history of how the simplex got there: at a well-conditioned vertex, a tableau as good as a fresh
// solver's.
//
// The rebuild is Gaussian elimination in Cassowary's own terms, with row-wise partial pivoting
// restricted to the basis: each constraint's row is built with the rows made so far substituted
// (`addTerm`), then solved for whichever of its symbols that are basic in the target basis has the
// largest coefficient, and that symbol is substituted into the rows before it. When the
// constraints are linearly independent on the basic columns (they are, for a basis), every row
// has such a symbol; when rounding says otherwise (an earlier pivot on what was only a residue
// left a basis that is singular), the journal puts the old tableau back and every constraint is
// added again instead, in the order they were first added (`rebuild`). The objective rows are
// rebuilt as the sums of their errors.
//
// It costs what building the system from scratch costs, so it runs only when the coefficients
// may have lost digits (`Tableau.needsRefactor`): after a pivot whose multipliers exceed
// `Tolerance.refactorGrowth`, or an addition that cancelled below `Tolerance.deepCancellation` of
// its operands without being a residue. Measured: never in 300 cases of `plumb fuzz --seed 1` nor
// in the chain, grid and enaml-like benchmarks; 4,491 times in the 5,000 scripts of
// `plumb fuzz --target solver --seed 1`, whose coefficients run from 1e-3 to 2.5e3.

extension Solver {
    /// Rebuilds the rows for the current basis (`refactor`); when rounding made that basis
    /// singular, adds every constraint again (`rebuild`) and then rebuilds the rows of the basis
    /// that reached, which the pivots of adding them again may have worn in turn. False, and the
    /// tableau as it was, when neither works.
    func reinvert() -> Bool {
        if refactor() { return true }
        guard rebuild() else { return false }
        _ = refactor()
        return true
    }

    /// Rebuilds every row of the tableau from the constraints for the current basis. False (and
    /// the tableau as it was) when rounding makes the basis singular. No journal may be open.
    func refactor() -> Bool {
        var isTarget = [Bool](repeating: false, count: tableau.symbolCount)
        var targets = 0
        for slot in tableau.rows.indices where tableau.basic[slot] >= 0 {
            isTarget[Int(tableau.basic[slot])] = true
            targets += 1
        }
        let live = records.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        guard targets == live else { return false }
        tableau.beginJournal()
        tableau.clearAllRows()
        for case let record? in records {
            let slot = rebuiltRow(of: record)
            guard let subject = largestCell(of: slot, among: isTarget) else {
                tableau.rollBackJournal()
                return false
            }
            tableau.solveRow(slot, for: subject, replacing: Tableau.noSymbol)
            tableau.basic[Int(slot)] = subject
            tableau.basicSlot[Int(subject)] = slot
            tableau.substitute(subject, from: slot)
        }
        for case let record? in records { addErrorsToObjective(of: record) }
        tableau.commitJournal()
        tableau.settleAfterRebuild()
        tableau.refactorings += 1
        return true
    }

    /// Rebuilds the tableau by adding every constraint again, in the order they were first added,
    /// as `insert` does but with the symbols they already have: for a basis that rounding made
    /// singular (an earlier pivot on what was only a residue), which `refactor` cannot rebuild.
    /// False, and the tableau as it was, when rounding makes a required constraint fail now.
    func rebuild() -> Bool {
        tableau.beginJournal()
        tableau.clearAllRows()
        let order = records.indices.filter { records[$0] != nil }.sorted { records[$0]!.order < records[$1]!.order }
        for index in order {
            let record = records[index]!
            let slot = rebuiltRow(of: record)
            addErrorsToObjective(of: record)
            guard place(slot, marker: record.marker, other: record.other, committing: false) == nil else {
                tableau.rollBackJournal()
                return false
            }
            tableau.optimize()
        }
        tableau.commitJournal()
        tableau.settleAfterRebuild()
        tableau.rebuilds += 1
        return true
    }

    /// The row of a constraint the solver holds, built in a new slot with the basic symbols
    /// substituted: its terms, its marker and error, its constant.
    private func rebuiltRow(of record: ConstraintRecord) -> Slot {
        let slot = tableau.newSlot(.empty, basic: Tableau.rowUnderConstruction)
        var terms = zip(record.variables, record.constraint.expression.terms).map { ($0, $1.coefficient) }
        terms.append((record.marker, record.markerSign))
        if record.other != Tableau.none { terms.append((record.other, -record.markerSign)) }
        let deep = tableau.deepCancellations
        for (symbol, coefficient) in terms { tableau.addTerm(slot, symbol, coefficient) }
        if tableau.deepCancellations != deep { tableau.dropResidues(slot, terms: terms) }
        let constant = Solver.plantedConstant(record.constraint, record.constant, record.priority)
        tableau.rows[Int(slot)].addToConstant(-constant)
        return slot
    }

    /// Adds an optional constraint's errors to the objective row of its priority (as
    /// `addMarkers` does for a new one).
    private func addErrorsToObjective(of record: ConstraintRecord) {
        guard !record.priority.isRequired else { return }
        let objective = tableau.levelSlot(record.priority.value)
        if tableau.kind[Int(record.marker)] == .error { tableau.addTerm(objective, record.marker, 1) }
        tableau.addTerm(objective, record.other, 1)
    }

    /// The symbol of the target basis with the largest coefficient in the row (the lowest symbol
    /// among equals), if any.
    private func largestCell(of slot: Slot, among isTarget: [Bool]) -> Symbol? {
        var best: Symbol?
        var largest = 0.0
        for cell in tableau.rows[Int(slot)].cells where isTarget[Int(cell.symbol)] {
            if abs(cell.coefficient) > largest {
                largest = abs(cell.coefficient)
                best = cell.symbol
            }
        }
        return best
    }
}
