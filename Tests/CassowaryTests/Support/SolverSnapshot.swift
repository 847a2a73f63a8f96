import Cassowary
import ConstraintSystem
import Testing

/// Everything a caller can observe of a solver, exactly (values as bit patterns): what a call
/// that throws must leave as it was.
struct SolverSnapshot: Equatable, CustomStringConvertible {
    var values: [UInt64]
    /// `statistics` without `pivots`, which counts work done and may grow on a failed call.
    var rows: Int, cells: Int, objectiveTerms: Int, symbols: Int, priorityLevels: Int
    var constraints: [ObjectIdentifier]
    var constants: [UInt64]
    var priorities: [Double]
    var errors: [[UInt64]]
    var edits: [Bool]

    /// Brings the values up to date first (`updateVariables()`), then reads them.
    init(_ solver: Solver, variables: [Variable]) {
        solver.updateVariables()
        values = variables.map { solver.value(of: $0).bitPattern }
        let statistics = solver.statistics
        rows = statistics.rows
        cells = statistics.cells
        objectiveTerms = statistics.objectiveTerms
        symbols = statistics.symbols
        priorityLevels = statistics.priorityLevels
        constraints = solver.constraints.map(ObjectIdentifier.init)
        constants = solver.constraints.map { solver.constant(of: $0)!.bitPattern }
        priorities = solver.constraints.map { solver.priority(of: $0)!.value }
        errors = solver.errorsByPriority().map { [$0.priority.value.bitPattern, $0.error.bitPattern] }
        edits = variables.map(solver.hasEditVariable)
    }

    var description: String {
        "values \(values.map(Double.init(bitPattern:))), rows \(rows), cells \(cells), "
            + "objective terms \(objectiveTerms), symbols \(symbols), levels \(priorityLevels), "
            + "\(constraints.count) constraints, constants \(constants.map(Double.init(bitPattern:))), "
            + "priorities \(priorities), errors \(errors.map { $0.map(Double.init(bitPattern:)) })"
    }
}

/// Runs a call that must throw and checks that it left no trace: the invariants hold, nothing
/// observable changed (`updateVariables()` reports no change), and the error is returned for the
/// caller to check its payload. Records an issue and returns nil when the call did not throw.
func expectRejectedWithoutTrace(
    _ solver: Solver, variables: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ call: () throws(SolverError) -> Void
) -> SolverError? {
    let before = SolverSnapshot(solver, variables: variables)
    let error: SolverError
    do {
        try call()
        Issue.record("the call did not throw", sourceLocation: sourceLocation)
        return nil
    } catch let thrown {
        error = thrown
    }
    do {
        try solver.checkInvariants()
    } catch let violation {
        Issue.record("after \(error): \(violation)\n\(solver.tableauDescription)", sourceLocation: sourceLocation)
    }
    let changed = solver.updateVariables()
    #expect(changed.isEmpty, "variables changed by a rejected call: \(changed)", sourceLocation: sourceLocation)
    let after = SolverSnapshot(solver, variables: variables)
    #expect(after == before, "a rejected call (\(error)) changed the solver", sourceLocation: sourceLocation)
    return error
}
