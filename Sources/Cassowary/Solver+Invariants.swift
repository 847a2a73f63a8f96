// Invariants of the solver, checked by tests after every mutation (swift-collections' habit).

/// The solver's state broke one of its invariants: a bug in the solver, never the caller's fault.
public struct InvariantViolation: Error, CustomStringConvertible {
    public let problems: [String]
    public var description: String {
        "solver invariants broken:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

/// Sizes of the solver's internal state, for tests that check that removal gives back what
/// addition took.
public struct SolverStatistics: Equatable, Sendable {
    /// Rows of constraints (objective rows excluded).
    public var rows: Int
    /// Non-zero cells over those rows.
    public var cells: Int
    /// Non-zero cells over the objective rows.
    public var objectiveTerms: Int
    /// Symbols in use (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Optional priorities in use.
    public var priorityLevels: Int
    /// Pivots made since the solver was created (work done, not state: it only grows).
    public var pivots: Int
}

extension Solver {
    /// Throws when the tableau or the solver's records are inconsistent: rows not in canonical
    /// form, a basic symbol in another row, a restricted row infeasible, the objective not
    /// optimal, records that disagree with the tableau.
    public func checkInvariants() throws(InvariantViolation) {
        var problems = tableau.invariantViolations()
        var uses = [Symbol: Int32]()
        for case let record? in records {
            for symbol in record.variables { uses[symbol, default: 0] += 1 }
            for symbol in [record.marker, record.other] where symbol != Tableau.none {
                if tableau.kind[Int(symbol)] == .free || tableau.kind[Int(symbol)] == .external {
                    problems.append("'\(record.constraint)': marker \(symbol) is \(tableau.kind[Int(symbol)])")
                }
            }
            if recordOf[ObjectIdentifier(record.constraint)] == nil {
                problems.append("'\(record.constraint)' has a record but is not indexed")
            }
        }
        for (symbol, count) in uses.sorted(by: { $0.key < $1.key }) where useCount[Int(symbol)] != count {
            problems.append("variable symbol \(symbol): \(useCount[Int(symbol)]) uses counted, \(count) found")
        }
        if symbolOf.count != uses.count {
            problems.append("\(symbolOf.count) variables known, \(uses.count) used by constraints")
        }
        if !problems.isEmpty { throw InvariantViolation(problems: problems) }
    }

    /// Sizes of the internal state.
    public var statistics: SolverStatistics {
        SolverStatistics(
            rows: tableau.constraintRowCount, cells: tableau.constraintCellCount,
            objectiveTerms: tableau.objectiveCellCount, symbols: tableau.liveSymbolCount,
            priorityLevels: tableau.levels.count, pivots: tableau.pivots)
    }
}
