// Iterative refinement of the basic solution (Wilkinson, "Rounding Errors in Algebraic
// Processes", 1963; Moler, "Iterative refinement in floating point", 1967), done with Cassowary's
// own delta update.
//
// A pivot on a coefficient far smaller than the rest of its row multiplies the row by its
// inverse, and the rounding of the constants with it: numbers of 6e10 that later cancel back to
// -1 leave an error of 1e-5, enough to break a required equality by that much. The tableau itself
// is still a good enough inverse of the basis to correct that: each constraint's residual at the
// current solution (its terms, its constant, its marker and error, computed from the original
// coefficients) is what the tableau's copy of the constant is off by, and shifting the
// constraint's constant by it through the rows that hold its marker (`Tableau.shiftConstant`,
// as `setConstant` does) brings the solution back onto the constraint. One step of this removes
// the amplified error; what is left is the rounding of the residuals themselves.
//
// It runs before the next decision or reading, after any of: a pivot whose multipliers exceed
// `Tolerance.refinementGrowth`; a constant that cancels by that much, or whose error estimate
// grows to a millionth of it (`Tableau.noteConstantChanged`); a constant that an estimate
// inherited from such work set to zero (`Tolerance.suspectSnap`: it may be a real small value).
// It costs one pass over the rows and every constraint's terms, and the rows that hold their
// markers. On screen layouts the pivots are never that small, but constants cancel that much
// about twice a case (1,648 times in the 1,000 cases of `plumb fuzz --seed 1 --cases 1000`).
// Each row's estimate of the rounding in its constant (`Row.roundoff`) starts afresh: the
// pivot inflated it (by 2.5e8 in one script, to 0.018 on a constant of 0.012), and it would
// otherwise snap the corrected constant back to zero.
//
// When the coefficients themselves may have lost digits (a pivot with multipliers over
// `Tolerance.refactorGrowth`, a cell that cancelled deeply: `Tableau.needsRefactor`), correcting
// the constants is not enough: the rows are rebuilt from the constraints instead
// (Solver+Refactor.swift), which gives fresh constants too. Inside a journal (an operation that
// may still be undone) that waits, and the constants alone are corrected meanwhile.
//
// An added required constraint is checked the same way before it is kept: when refinement
// leaves a row that the dual simplex cannot repair, the rounding had hidden a contradiction, and
// the constraint is taken out again and rejected (`Solver.insert`).

extension Solver {
    /// Optimizes, and when a pivot or a cancellation on the way may have worn the rows, stops,
    /// rebuilds them (Solver+Refactor.swift) and optimizes on the rebuilt rows: a kept cancellation
    /// of 1e-10 of its operands, taken for a real coefficient and pivoted on in the same pass, made
    /// values of 1e18 (a script of `plumb fuzz --target solver --seed 3`). With a journal open the
    /// rows cannot be rebuilt, and it optimizes through.
    func optimizeSoundly() {
        for _ in 0..<Solver.soundRounds where !tableau.journalIsOpen {
            tableau.optimize(pausing: true)
            guard tableau.needsRefactor else { return }
            _ = refineIfNeeded()
        }
        tableau.optimize()
    }

    /// How many times `optimizeSoundly` rebuilds before it optimizes through.
    static let soundRounds = 4

    /// Refines the solution when a pivot or a cancellation since the last refinement was
    /// ill-conditioned (`Tableau.needsRefinement`). Returns the slot of a row that the dual
    /// simplex cannot repair afterwards (the required constraints cannot all hold), if any.
    @discardableResult
    func refineIfNeeded() -> Slot? {
        guard tableau.needsRefinement || tableau.needsRefactor else { return nil }
        if tableau.needsRefactor && !tableau.journalIsOpen {
            if reinvert() {
                // Fresh reduced costs may differ in sign from the worn ones where they were tiny.
                if let stuck = tableau.dualOptimize() { return stuck }
                tableau.optimize()
                return nil
            }
            tableau.needsRefactor = false  // neither worked: the constants alone, below
        }
        tableau.needsRefinement = false
        // The estimates that the ill-conditioned pivot inflated would snap the corrected
        // constants back to zero; the correction leaves rounding of a fresh computation.
        for slot in tableau.rows.indices where tableau.basic[slot] >= 0 {
            tableau.touch(Slot(slot))
            tableau.rows[slot].restartRoundoff()
        }
        var shifts: [(marker: Symbol, sign: Double, residual: Double)] = []
        var impliedRows: [Slot] = []
        for case let record? in records {
            // A basic dummy belongs to an equality that others imply: it is zero by definition,
            // and the shifts of the others leave only their rounding in its row.
            let home = tableau.basicSlot[Int(record.marker)]
            if tableau.kind[Int(record.marker)] == .dummy && home != Tableau.none {
                impliedRows.append(home)
                continue
            }
            let constant = Solver.plantedConstant(record.constraint, record.constant, record.priority)
            var residual = -constant
            var size = abs(constant)
            for (term, symbol) in zip(record.constraint.expression.terms, record.variables) {
                let product = term.coefficient * tableau.value(of: symbol)
                residual += product
                size += abs(product)
            }
            let marker = record.markerSign * tableau.value(of: record.marker)
            residual += marker
            size += abs(marker)
            if record.other != Tableau.none {
                let other = record.markerSign * tableau.value(of: record.other)
                residual -= other
                size += abs(other)
            }
            // Below the rounding of the residual's own sum there is nothing to correct.
            if abs(residual) > Tolerance.unitRoundoff * size {
                shifts.append((record.marker, record.markerSign, residual))
            }
        }
        for shift in shifts {
            _ = tableau.shiftConstant(marker: shift.marker, markerSign: shift.sign, by: shift.residual)
        }
        for slot in impliedRows {
            tableau.touch(slot)
            tableau.rows[Int(slot)].resetConstant()
        }
        return tableau.dualOptimize()
    }
}
