import ConstraintSystem

// Removing a constraint: the tableau takes its rows out (Tableau+Constraints.swift); the solver
// forgets its record and the variables nothing uses any more.

extension Solver {
    /// Removes the constraint at `index` from the tableau and the records; does not optimize.
    func removeRecord(_ index: Int) {
        guard let record = records[index] else { return }
        let optional = !record.priority.isRequired
        tableau.removeConstraint(
            marker: record.marker, other: record.other,
            objective: optional ? tableau.levelSlot(record.priority.value) : nil)
        if optional { tableau.releaseLevel(record.priority.value) }
        for symbol in record.variables {
            useCount[Int(symbol)] -= 1
            if useCount[Int(symbol)] == 0 { releaseVariable(symbol) }
        }
        records[index] = nil
        recordOf[ObjectIdentifier(record.constraint)] = nil
        freeRecords.append(index)
    }

    /// Forgets a variable no constraint uses any more.
    private func releaseVariable(_ symbol: Symbol) {
        let home = tableau.basicSlot[Int(symbol)]
        if home != Tableau.none { tableau.releaseSlot(home) }  // only rounding leaves one
        tableau.purge(symbol)
        tableau.releaseSymbol(symbol)
        if let variable = variableAt[Int(symbol)] {
            symbolOf[ObjectIdentifier(variable)] = nil
            if cachedValue[Int(symbol)] != 0 && releasedValue[ObjectIdentifier(variable)] == nil {
                releasedVariables.append(variable)
                releasedValue[ObjectIdentifier(variable)] = cachedValue[Int(symbol)]
            }
        }
        variableAt[Int(symbol)] = nil
        cachedValue[Int(symbol)] = 0
    }
}
