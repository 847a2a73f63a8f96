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
// restricted to the basis, in double-double arithmetic (PreciseElimination.swift): each
// constraint's row is built with the rows made so far substituted, then solved for whichever of
// its symbols that are basic in the target basis has the largest coefficient, and that symbol is
// substituted into the rows before it. The rows written back are the exact rows of that basis,
// correctly rounded: a cell that doubles would have cancelled to six digits (1e8 + 0.001 - 1e8)
// keeps all of them, and what is zero is zero. When the constraints are linearly independent on
// the basic columns (they are, for a basis), every row has such a symbol; when rounding says
// otherwise (an earlier pivot on what was only a residue left a basis that is singular), the
// tableau is left as it was and every constraint is added again instead, in the order they were
// first added (`rebuild`), and the basis that reaches is rebuilt. The objective rows are rebuilt
// as the sums of their errors.
//
// It costs what building the system from scratch costs, so it runs only when the coefficients
// may have lost digits (`Tableau.needsRefactor`): after a pivot whose multipliers exceed
// `Tolerance.refactorGrowth`, an addition that cancelled below `Tolerance.deepCancellation` of its
// operands without being a residue, or one whose residue was larger than rounding alone leaves
// (`Tolerance.doubtfulResidue`). A required constraint rejected after any of these is added again
// on rebuilt rows (`retryOnRebuiltRows`), and an optimization pass stops to rebuild as soon as
// its rows are in doubt (`Solver.optimizeSoundly`). Measured: never in the first 100 cases of
// `plumb fuzz --seed 1` (replayed with every oracle) nor in the chain, grid and enaml-like
// benchmarks; 1,104 times in replaying the first 1,000 scripts of `plumb fuzz --target solver
// --seed 1` with every oracle, whose coefficients run from 1e-3 to 2.5e3.

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

    /// Plays `attempt` again on rows rebuilt precisely, with the cancellation tolerance of fresh
    /// rows (`Tolerance.freshCancellation`), when `error` is a rejection reached through doubtful
    /// arithmetic: a deep cancellation or a doubtful residue since the count `doubts`, or a pivot
    /// with large multipliers. Otherwise, or when the rows cannot be rebuilt, rethrows `error`.
    /// A rejection is final, so it is not left to rounding (Solver+Add.swift).
    func retryOnRebuiltRows<Result>(
        after error: SolverError, doubts: Int, _ attempt: () throws(SolverError) -> Result
    ) throws(SolverError) -> Result {
        guard case .unsatisfiable = error, tableau.cancellation == Tolerance.cancellation,
            tableau.deepCancellations != doubts || tableau.needsRefactor, reinvertNow()
        else { throw error }
        tableau.cancellation = Tolerance.freshCancellation
        defer { tableau.cancellation = Tolerance.cancellation }
        return try attempt()
    }

    /// Reinverts now, and settles the solution as `refineIfNeeded` does after a reinversion. False
    /// when a journal is open or the basis could not be rebuilt.
    func reinvertNow() -> Bool {
        guard !tableau.journalIsOpen else { return false }
        let before = tableau.refactorings + tableau.rebuilds
        tableau.needsRefactor = true
        guard refineIfNeeded() == nil else { return false }
        return tableau.refactorings + tableau.rebuilds > before
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
        var elimination = PreciseElimination(symbolCount: tableau.symbolCount)
        for case let record? in records {
            let constant = Solver.plantedConstant(record.constraint, record.constant, record.priority)
            let row = elimination.combination(equationTerms(of: record), constant: -constant)
            guard elimination.addEquation(row, isTarget: isTarget) else { return false }
        }
        let objectives = tableau.levels.map { level in
            let errors = records.flatMap { record in
                record.map { $0.priority.value == level.priority ? errorTerms(of: $0) : [] } ?? []
            }
            return elimination.combination(errors, constant: 0)
        }
        tableau.install(elimination.rows, objectives: objectives)
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
        let terms = equationTerms(of: record)
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
        for (symbol, coefficient) in errorTerms(of: record) { tableau.addTerm(objective, symbol, coefficient) }
    }

    /// An optional constraint's errors as the terms of its objective (none for a required one):
    /// its marker when that is an error (an equality's two), and its other.
    private func errorTerms(of record: ConstraintRecord) -> [(symbol: Symbol, coefficient: Double)] {
        guard !record.priority.isRequired else { return [] }
        let other: [(symbol: Symbol, coefficient: Double)] = [(record.other, 1)]
        return tableau.kind[Int(record.marker)] == .error ? [(record.marker, 1)] + other : other
    }

    /// A constraint's equation as terms: its variables, its marker and its error.
    private func equationTerms(of record: ConstraintRecord) -> [(symbol: Symbol, coefficient: Double)] {
        var terms = zip(record.variables, record.constraint.expression.terms).map { ($0, $1.coefficient) }
        terms.append((record.marker, record.markerSign))
        if record.other != Tableau.none { terms.append((record.other, -record.markerSign)) }
        return terms
    }
}
