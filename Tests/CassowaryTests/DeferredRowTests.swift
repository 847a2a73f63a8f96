import ConstraintSystem
import Testing

@testable import Cassowary

/// The rows of basic externals left alone during a dual simplex walk and brought up to date at
/// its end (Tableau+DeferredRows.swift).
@Suite struct DeferredRowTests {
    /// A chain of `count` views 8 apart between `cl` and `cl + cw` (Workload.chain's shape), every
    /// constraint but the closing one added; returns the solver and the closing constraint.
    private func openChain(_ count: Int, width: Double) throws -> (Solver, Constraint, [Variable], [Variable]) {
        let solver = Solver()
        let cl = Variable("cl")
        let cw = Variable("cw")
        let xs = (0..<count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        try solver.add(cl == 0)
        try solver.add(Constraint(cw - width, .equal))
        try solver.add(xs[0] - cl == 8)
        for i in 0..<count {
            let preferred = Double(24 + (i * 37) % 100)
            try solver.add(Constraint(ws[i] - preferred, .lessThanOrEqual, priority: Priority(250)))
            try solver.add(Constraint(ws[i] - preferred, .greaterThanOrEqual, priority: Priority(750)))
            try solver.add(ws[i] >= 0)
            if i > 0 { try solver.add(xs[i] - xs[i - 1] - ws[i - 1] == 8) }
        }
        let closing = Constraint(cl + cw - xs[count - 1] - ws[count - 1] - 8, .equal)
        return (solver, closing, xs, ws)
    }

    @Test func closing_a_chain_refreshes_the_position_rows_and_keeps_them_consistent() throws {
        let (solver, closing, xs, ws) = try openChain(30, width: 900)
        let refreshed = solver.tableau.refreshedRows
        try solver.add(closing)
        // The walk compressed views whose widths the position rows hold.
        #expect(solver.tableau.refreshedRows > refreshed)
        try solver.checkInvariants()  // no basic symbol left in a refreshed row
        solver.updateVariables()
        // Each position is read from its own (refreshed) row, each width from a restricted row
        // the walk kept up to date: they agree with the constraints.
        for i in 1..<xs.count {
            let gap = solver.value(of: xs[i]) - solver.value(of: xs[i - 1]) - solver.value(of: ws[i - 1])
            #expect(abs(gap - 8) < 1e-9, "x\(i)")
        }
        let end = solver.value(of: xs[29]) + solver.value(of: ws[29]) + 8
        #expect(abs(end - 900) < 1e-9)
        #expect(ws.allSatisfy { solver.value(of: $0) >= -1e-9 })
    }

    @Test func a_walk_that_fails_after_refreshing_leaves_the_tableau_as_it_was() throws {
        // 30 gaps of 8 cannot fit in 100 with widths at least 0: the walk compresses every view
        // before it finds no way.
        let (solver, closing, _, _) = try openChain(30, width: 100)
        let before = solver.tableauDescription
        let refreshed = solver.tableau.refreshedRows
        #expect(throws: SolverError.self) { try solver.add(closing) }
        #expect(solver.tableau.refreshedRows > refreshed, "the failed walk deferred rows")
        #expect(solver.tableauDescription == before)
        try solver.checkInvariants()
    }
}
