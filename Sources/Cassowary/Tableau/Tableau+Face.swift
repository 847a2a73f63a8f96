// The optimal face of a lexicographic optimum, and linear programs over it (for
// Solver+Ranges.swift): the classical characterization of the optimal set of an LP by its final
// tableau (e.g. Chvátal, "Linear Programming", 1983, ch. 3 and 10), applied level by level.
//
// At an optimum, each objective row reads `z_k = z_k* + Σ c_kj·s_j` over the parametric
// symbols. A parametric symbol whose reduced-cost vector (c_1j, c_2j, …) is non-zero has, at a
// lexicographic optimum, a positive first non-zero entry: raising it would raise the error of the
// first level where it counts, so every optimal solution keeps it at zero. A symbol whose vector
// is zero costs nothing at any level: moving it (within feasibility) gives other optimal
// solutions. Dummies (markers of required equalities) are zero by definition. So the optimal face
// is the current tableau with those fixed columns deleted: its feasible set is exactly the set of
// lexicographically optimal solutions, and the current basis is a feasible basis of it.
//
// The copy is a new `Tableau` (the live one's storage is never shared or written), holding only
// what a linear program over the face can touch: the restricted rows that still have a free
// column (the only rows that can block a move), and the rows of the external symbols asked about.
// A min or max over it is the solver's own primal simplex (`enteringCandidate`, `leavingSlot`,
// `pivot`) on one objective row; a pivot at a degenerate row (a restricted basic at zero) moves
// nothing, which is how a free-looking column blocked by such a row is told from a free direction.

extension Tableau {
    /// A new tableau for the optimal face of this one (which must be optimal), with the rows of
    /// `kept` external symbols (basic ones) and one empty objective row. Symbols keep their
    /// numbers. O(symbols + cells).
    func optimalFace(keeping kept: [Symbol]) -> Tableau {
        var isFixed = [Bool](repeating: false, count: symbolCount)
        for s in 0..<symbolCount where kind[s] == .dummy || kind[s] == .free { isFixed[s] = true }
        for slot in objectiveSlots {
            for cell in rows[Int(slot)].cells { isFixed[Int(cell.symbol)] = true }
        }
        var isKept = [Bool](repeating: false, count: symbolCount)
        for symbol in kept { isKept[Int(symbol)] = true }

        var face = Tableau()
        for s in 0..<symbolCount { _ = face.newSymbol(kind[s]) }
        for s in rows.indices {
            let b = basic[s]
            guard b >= 0 else { continue }
            let restricted = kind[Int(b)] == .slack || kind[Int(b)] == .error
            guard restricted || isKept[Int(b)] else { continue }
            var cells = ContiguousArray<Cell>()
            for cell in rows[s].cells where !isFixed[Int(cell.symbol)] {
                cells.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient))
            }
            // A restricted row with no free column never changes and never blocks: left out.
            guard !cells.isEmpty || isKept[Int(b)] else { continue }
            _ = face.newSlot(Row(constant: rows[s].constant, roundoff: rows[s].roundoff, copying: cells), basic: b)
        }
        for s in 0..<symbolCount where isFixed[s] && face.basicSlot[s] == Tableau.none {
            face.kind[s] = .dummy  // a fixed parametric column: never chosen to enter
        }
        _ = face.retainLevel(0)
        return face
    }

    /// True when `symbol` cannot move on the face: basic in a row with no free column, or a
    /// fixed parametric column. O(1).
    func isFixedOnFace(_ symbol: Symbol) -> Bool {
        let slot = basicSlot[Int(symbol)]
        if slot != Tableau.none { return rows[Int(slot)].cells.isEmpty }
        return kind[Int(symbol)] == .dummy
    }

    /// The least value of `sign · symbol` over the face, by primal simplex from the current basis
    /// (which stays a feasible basis of the face for the next call); nil when unbounded below.
    /// Pricing is the solver's: Dantzig's rule, Bland's after a run of degenerate pivots.
    mutating func minimizeOnFace(_ symbol: Symbol, sign: Double) -> Double? {
        let objective = objectiveSlots[0]
        for candidate in candidates { isCandidate[Int(candidate)] = false }
        candidates.removeAll(keepingCapacity: true)
        rows[Int(objective)].clear()
        relistObjective(0)
        addTerm(objective, symbol, sign)
        var degenerateRun = 0
        while let (entering, direction) = enteringCandidate(bland: degenerateRun >= Tableau.blandAfter) {
            guard let slot = leavingSlot(entering, direction: direction) else { return nil }
            degenerateRun = rows[Int(slot)].constant > 0 ? 0 : degenerateRun + 1
            pivot(entering: entering, slot: slot)
        }
        return rows[Int(objective)].constant
    }
}
