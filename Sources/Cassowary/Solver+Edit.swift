import ConstraintSystem

// Edit variables, suggestions and in-place constant changes. A constant change is Cassowary's
// delta update: the marker of the changed constraint absorbs the change, every row that holds
// the marker shifts its constant, and the dual simplex repairs rows that went infeasible. No row
// is rebuilt, so the cost is that of the rows holding the marker plus the repairing pivots.

extension Solver {
    /// Makes `variable` an edit variable at an optional `priority`, pulled towards 0 until
    /// something is suggested.
    ///
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable`, `invalidPriority`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        try Solver.validate(priority)
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        _ = try insert(constraint, constant: 0, priority: priority, isEdit: true)
        edits[id] = EditInfo(variable: variable, constraint: constraint)
        log?.record(.addEditVariable(variable, priority))
    }

    /// Stops `variable` being an edit variable; its pull disappears.
    ///
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        log?.record(.removeEditVariable(variable))
        removeRecord(recordOf[ObjectIdentifier(info.constraint)]!)
        optimizeSoundly()
    }

    /// True when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Pulls an edit variable towards `value` (in place; call `updateVariables()` to read).
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteValue`.
    public func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let info = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(what: "the value suggested for '\(variable)'") }
        log?.record(.suggest(variable, value))
        let index = recordOf[ObjectIdentifier(info.constraint)]!
        _ = shiftConstant(index, to: value)
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.noDualSimplexAfterSuggest) { return }
        #endif
        let stuck = tableau.dualOptimize()
        assert(stuck == nil, "an optional constraint cannot make the required ones infeasible")
    }

    /// Changes the constant of a constraint in the solver, in place: the constraint becomes
    /// `terms OP value` (the normal form with every variable left and the number right), as
    /// Auto Layout changes `constant`. The constraint object itself is not changed.
    ///
    /// - Throws: `unknownConstraint`, `nonFiniteValue`, or `unsatisfiable` (for a required
    ///   constraint, when the required constraints could no longer all hold; the constant is
    ///   then left as it was).
    public func setConstant(of constraint: Constraint, to value: Double) throws(SolverError) {
        guard let index = recordOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard value.isFinite else { throw .nonFiniteValue(what: "the new constant of '\(constraint)'") }
        try logged({ .setConstant(constraint, value, accepted: $0) }) { () throws(SolverError) in
            try changeConstant(of: constraint, at: index, to: value)
        }
    }

    private func changeConstant(of constraint: Constraint, at index: Int, to value: Double) throws(SolverError) {
        #if PLUMB_FAULTS
            let value = PlantedFaults.isActive(.offByOneConstant) ? value + 1 : value
        #endif
        let record = records[index]!
        guard record.constant != value else { return }
        refineIfNeeded()
        guard record.priority.isRequired else {
            _ = shiftConstant(index, to: value)
            _ = tableau.dualOptimize()
            #if PLUMB_FAULTS
                if PlantedFaults.isActive(.staleValueAfterSetConstant) {
                    for symbol in tableau.dirty { tableau.isDirty[Int(symbol)] = false }
                    tableau.dirty.removeAll()
                }
            #endif
            return
        }
        tableau.beginJournal()
        var failed = shiftConstant(index, to: value)
        if failed == nil { failed = tableau.dualOptimize() }
        if let failed {
            let symbols = [tableau.basic[Int(failed)]] + tableau.rows[Int(failed)].cells.map(\.symbol)
            let conflict = conflictSet(
                symbols: symbols, culprit: constraint, culpritIndex: index, culpritOrder: record.order)
            tableau.rollBackJournal()
            records[index]!.constant = record.constant
            throw .unsatisfiable(constraint, conflict: conflict)
        }
        tableau.commitJournal()
    }

    /// Shifts the rows holding the constraint's marker so that its constant becomes `value`
    /// (see `Tableau.shiftConstant`); returns a broken basic dummy's slot, if any.
    func shiftConstant(_ index: Int, to value: Double) -> Slot? {
        let record = records[index]!
        records[index]!.constant = value
        // The expression's constant C is the opposite of the normal form's constant.
        var delta = -(value - record.constant)
        #if PLUMB_FAULTS
            if PlantedFaults.isActive(.setConstantWrongSignForGreaterOrEqual)
                && record.constraint.relation == .greaterThanOrEqual
            {
                delta = -delta
            }
        #endif
        return tableau.shiftConstant(marker: record.marker, markerSign: record.markerSign, by: delta)
    }
}
