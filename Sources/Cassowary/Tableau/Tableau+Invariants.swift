// Checks of the tableau's invariants, for tests and the fuzzer: rows in canonical form, the
// column index complete, the basic solution feasible and lexicographically optimal.

extension Tableau {
    /// Every broken invariant, described; empty when the tableau is sound.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if journalIsOpen { problems.append("a journal is still open") }
        if deferringExternalRows || !deferredRows.isEmpty { problems.append("external rows are still deferred") }
        for (b, slot) in basicSlot.enumerated() where slot != Tableau.none {
            if Int(slot) >= rows.count || basic[Int(slot)] != Symbol(b) {
                problems.append("symbol \(b) says it is basic in slot \(slot), which disagrees")
            }
        }
        for s in rows.indices {
            let b = basic[s]
            if b == Tableau.freeSlot { continue }
            let row = rows[s]
            if b >= 0 {
                if kind[Int(b)] == .free { problems.append("slot \(s): basic symbol \(b) is free") }
                if basicSlot[Int(b)] != Slot(s) {
                    problems.append("slot \(s): basic \(b) points to slot \(basicSlot[Int(b)])")
                }
                if kind[Int(b)].isRestricted && row.constant < 0 {
                    problems.append("slot \(s): restricted basic \(b) is infeasible (\(row.constant))")
                }
                if kind[Int(b)] == .dummy && row.constant != 0 {
                    problems.append("slot \(s): basic dummy \(b) is not zero (\(row.constant))")
                }
                if kind[Int(b)] == .dummy, let other = row.cells.first(where: { kind[Int($0.symbol)] != .dummy }) {
                    problems.append(
                        "slot \(s): basic dummy \(b) depends on symbol \(other.symbol) (\(kind[Int(other.symbol)]))")
                }
            } else if !objectiveSlots.contains(Slot(s)) {
                problems.append("slot \(s) has no basic and is not an objective row")
            }
            var previous = Symbol(-1)
            for cell in row.cells {
                let c = Int(cell.symbol)
                if b >= 0 && cell.symbol <= previous {
                    problems.append("slot \(s): cells not sorted at symbol \(cell.symbol)")
                }
                previous = cell.symbol
                if c >= kind.count || kind[c] == .free {
                    problems.append("slot \(s): cell of unknown or free symbol \(cell.symbol)")
                    continue
                }
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("slot \(s): symbol \(c) has coefficient \(cell.coefficient)")
                }
                if basicSlot[c] != Tableau.none { problems.append("slot \(s): holds basic symbol \(c)") }
                if cell.symbol == b { problems.append("slot \(s): holds its own basic") }
            }
        }
        problems += columnViolations()
        if levels.map(\.slot) != objectiveSlots { problems.append("levels and objective slots disagree") }
        problems += objectiveIndexViolations()
        for k in levels.indices.dropFirst() where levels[k - 1].priority <= levels[k].priority {
            problems.append("levels not in descending priority at \(k)")
        }
        if let (symbol, _) = improvingSymbol() {
            problems.append("not optimal: symbol \(symbol) (\(kind[Int(symbol)])) would improve the objective")
        }
        return problems
    }

    /// A symbol whose lexicographic reduced cost is improving (what `enteringSymbol` finds),
    /// computed without marks.
    func improvingSymbol() -> (Symbol, Double)? {
        var decided = Set<Symbol>()
        var best: (Symbol, Double)?
        for slot in objectiveSlots {
            for cell in rows[Int(slot)].cells where decided.insert(cell.symbol).inserted {
                let improving: Bool
                switch kind[Int(cell.symbol)] {
                case .external: improving = true
                case .slack, .error: improving = cell.coefficient < 0
                case .dummy, .free: improving = false
                }
                if improving && (best == nil || cell.symbol < best!.0) {
                    best = (cell.symbol, cell.coefficient < 0 ? 1 : -1)
                }
            }
        }
        return best
    }
}

extension Tableau {
    /// Where the objective index disagrees with the objective rows it lists: each cell's symbol
    /// placed at the cell, and no other symbol placed.
    func objectiveIndexViolations() -> [String] {
        guard objectivePositions.count == objectiveSlots.count else {
            return ["\(objectivePositions.count) objective indexes for \(objectiveSlots.count) levels"]
        }
        var problems: [String] = []
        for (level, slot) in objectiveSlots.enumerated() {
            let cells = rows[Int(slot)].cells
            for (at, cell) in cells.enumerated() where objectivePosition(level, cell.symbol) != at {
                problems.append(
                    "level \(level): the objective index places symbol \(cell.symbol) at "
                        + "\(objectivePosition(level, cell.symbol)), the row at \(at)")
            }
            let positions = objectivePositions[level]
            let placed = positions.indices.reduce(0) { $0 + (positions[$1] >= 0 ? 1 : 0) }
            if placed != cells.count {
                problems.append(
                    "level \(level): the objective index places \(placed) symbols, the row holds \(cells.count)")
            }
        }
        return problems
    }
}
