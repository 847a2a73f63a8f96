// Residues of a row built from many rows: a cell that cancels over several additions is judged
// against everything that was added into it, not against the last addend alone.
//
// `Tolerance.cancels` judges one addition: a sum at most 1e-10 of its larger operand is rounding.
// A new constraint's row is the sum of the rows of every basic symbol it names, and a cell can
// cancel in steps: 1000.0000025 - 1000 leaves 2.5e-6, right to seven digits only, and subtracting
// 2.50000025625e-6 from that leaves 2.2e-14, which is 1e-8 of the last operand but 1e-17 of the
// 2,000 added into the cell. Kept, such a residue was the only non-dummy cell of a contradictory
// equality's row (`c7` in docs/findings/plumbline-solver.md), and the dual simplex pivoted on it
// and accepted the contradiction. The sum of the magnitudes added into each cell (a running error
// bound in Wilkinson's manner, computed afterwards from the same rows) tells the two apart, and so
// does the rounding the source rows themselves may carry: `Tolerance.rowRoundoff` of each one's
// largest cell, times the factor it was added with (a cell of 1e-9 that an earlier cancellation
// computed from numbers of 0.04 is right to 4e-18 only, and two such cells that should be equal
// leave 3.4e-18). Both are computed only for a row whose build cancelled deeply
// (`Tolerance.deepCancellation`): a row of screen constraints, whose cells cancel exactly or not
// at all, never pays for it.

extension Tableau {
    /// Drops the cells of the row in `slot`, just built as `Σ coefficient · (row of symbol, or
    /// symbol itself)` over `terms`, that are at most `cancellation` of the magnitudes
    /// added into them, or within the rounding their source rows may carry.
    mutating func dropResidues(_ slot: Slot, terms: [(symbol: Symbol, coefficient: Double)]) {
        while residueScale.count < symbolCount { residueScale.append(0) }
        var rowError = 0.0
        for term in terms {
            let home = basicSlot[Int(term.symbol)]
            if home == Tableau.none {
                residueScale[Int(term.symbol)] += abs(term.coefficient)
            } else {
                var largest = 0.0
                for cell in rows[Int(home)].cells {
                    residueScale[Int(cell.symbol)] += abs(term.coefficient * cell.coefficient)
                    largest = max(largest, abs(cell.coefficient))
                }
                rowError += abs(term.coefficient) * largest
            }
        }
        rowError *= Tolerance.rowRoundoff
        let s = Int(slot)
        var index = 0
        while index < rows[s].cells.count {
            let cell = rows[s].cells[index]
            let magnitude = abs(cell.coefficient)
            if magnitude <= cancellation * residueScale[Int(cell.symbol)] || magnitude <= rowError {
                touch(slot)
                rows[s].cells.remove(at: index)
                if cell.node >= 0 { unlinkColumn(cell.symbol, cell.node) }
            } else {
                index += 1
            }
        }
        // Back to zero for the next row (only the entries the terms reached).
        for term in terms {
            let home = basicSlot[Int(term.symbol)]
            if home == Tableau.none {
                residueScale[Int(term.symbol)] = 0
            } else {
                for cell in rows[Int(home)].cells { residueScale[Int(cell.symbol)] = 0 }
            }
        }
    }
}
