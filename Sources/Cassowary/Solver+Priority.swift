import ConstraintSystem

// Priority changes. Between two optional priorities the constraint's errors move from one
// objective row to the other in place. Across required (which UIKit forbids on an active
// constraint, and FORMAT-v2 allows) it is a removal and a new addition, undone together when the
// addition fails.

extension Solver {
    /// Changes the priority of a constraint in the solver. The constraint object is not changed.
    ///
    /// - Throws: `unknownConstraint`, `invalidPriority`, or `unsatisfiable` when the constraint
    ///   becomes required and cannot hold (the solver is then as it was).
    public func setPriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        guard let index = recordOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        try Solver.validate(priority)
        try logged({ .setPriority(constraint, priority, accepted: $0) }) { () throws(SolverError) in
            try changePriority(of: constraint, at: index, to: priority)
        }
    }

    private func changePriority(of constraint: Constraint, at index: Int, to priority: Priority) throws(SolverError) {
        let record = records[index]!
        guard record.priority != priority else { return }
        if !record.priority.isRequired && !priority.isRequired {
            let from = tableau.levelSlot(record.priority.value)
            let to = tableau.retainLevel(priority.value)
            let errors = record.constraint.relation == .equal ? [record.marker, record.other] : [record.other]
            for error in errors {
                tableau.addTerm(from, error, -1)
                tableau.addTerm(to, error, 1)
            }
            records[index]!.priority = priority
            tableau.releaseLevel(record.priority.value)
            optimizeSoundly()
            return
        }
        let saved = Bookkeeping(of: self)
        let doubts = tableau.deepCancellations
        tableau.beginJournal()
        removeRecord(index)
        tableau.optimize()  // the addition's dual simplex starts from an optimal tableau
        do {
            _ = try insert(constraint, constant: record.constant, priority: priority, order: record.order)
        } catch {
            saved.restore(into: self)  // the tableau was rolled back by `insert`
            // As `insert` does for a rejection: decided again on rows rebuilt precisely.
            try retryOnRebuiltRows(after: error, doubts: doubts) { () throws(SolverError) in
                try changePriority(of: constraint, at: index, to: priority)
            }
            return
        }
        tableau.commitJournal()
    }
}

/// A copy of the solver's records, for undoing a removal together with a failed addition.
private struct Bookkeeping {
    let records: [ConstraintRecord?]
    let freeRecords: [Int]
    let recordOf: IdentityMap<Int>
    let symbolOf: IdentityMap<Symbol>
    let variableAt: ContiguousArray<Variable?>
    let useCount: ContiguousArray<Int32>
    let cachedValue: ContiguousArray<Double>
    let releasedVariables: [Variable]
    let releasedValue: IdentityMap<Double>
    let additions: Int

    init(of solver: Solver) {
        records = solver.records
        freeRecords = solver.freeRecords
        recordOf = solver.recordOf
        symbolOf = solver.symbolOf
        variableAt = solver.variableAt
        useCount = solver.useCount
        cachedValue = solver.cachedValue
        releasedVariables = solver.releasedVariables
        releasedValue = solver.releasedValue
        additions = solver.additions
    }

    func restore(into solver: Solver) {
        solver.records = records
        solver.freeRecords = freeRecords
        solver.recordOf = recordOf
        solver.symbolOf = symbolOf
        solver.variableAt = variableAt
        solver.useCount = useCount
        solver.cachedValue = cachedValue
        solver.releasedVariables = releasedVariables
        solver.releasedValue = releasedValue
        solver.additions = additions
    }
}
