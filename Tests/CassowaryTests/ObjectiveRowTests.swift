import ConstraintSystem
import Testing

@testable import Cassowary

/// Objective rows kept unsorted with each symbol's place (Tableau+ObjectiveIndex.swift), the
/// journal's log of the objective cells it changes (Tableau+Journal.swift), and the choice of the
/// external held by the fewest rows as a new row's subject (Solver+Add.swift).
@Suite struct ObjectiveRowTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    /// x and y pulled at two priorities under a required cap, so that the objective rows hold
    /// errors of both levels.
    private func pulledSolver() throws -> Solver {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z >= 0)
        try solver.add(Constraint(x - 30, .equal, priority: Priority(750)))
        try solver.add(Constraint(y - 40, .equal, priority: Priority(500)))
        try solver.add(Constraint(x + z - 50, .equal, priority: Priority(250)))
        try solver.add(x + y <= 100)
        return solver
    }

    @Test func a_required_constraint_that_fails_in_the_dual_simplex_leaves_the_objective_rows_as_they_were() throws {
        let solver = try pulledSolver()
        let before = solver.tableauDescription
        let pivots = solver.statistics.pivots
        // Its row has no external and no usable marker: the dual simplex pivots through the
        // errors (merging rows into the objectives under the journal) before it finds no way.
        #expect(throws: SolverError.self) { try solver.add(x + y >= 200) }
        #expect(solver.statistics.pivots > pivots, "the failed add pivoted, so the journal had objective cells to undo")
        #expect(solver.tableauDescription == before)
        try solver.checkInvariants()
        // And it goes on as a fresh solver of the same constraints would.
        try solver.add(y == 90)
        let fresh = try pulledSolver()
        try fresh.add(y == 90)
        solver.updateVariables()
        fresh.updateVariables()
        for variable in [x, y, z] { #expect(solver.value(of: variable) == fresh.value(of: variable)) }
        try solver.checkInvariants()
    }

    @Test func objective_cells_removed_and_added_keep_every_place_right() throws {
        let solver = Solver()
        var constraints: [Constraint] = []
        let variables = (0..<12).map { Variable("v\($0)") }
        for (index, variable) in variables.enumerated() {
            let pull = Constraint(variable - Double(index * 3), .equal, priority: Priority(250))
            let floor = Constraint(variable - Double(index), .greaterThanOrEqual, priority: Priority(500))
            constraints += [pull, floor]
            try solver.add(pull)
            try solver.add(floor)
        }
        try solver.add(variables[0] + variables[5] + variables[11] <= 20)
        try solver.checkInvariants()  // includes each objective cell's place (objectiveIndexViolations)
        for constraint in constraints.enumerated().filter({ $0.offset % 3 == 1 }).map(\.element) {
            try solver.remove(constraint)
            try solver.checkInvariants()
        }
        #expect(solver.tableau.objectiveIndexViolations().isEmpty)
        #expect(solver.statistics.objectiveTerms > 0)
    }

    /// Raising an optional constraint to required removes it (its errors leave the objective
    /// under the caller's journal) and adds it again; when the required set then cannot hold, the
    /// rollback undoes the objective cells, and every cell's place must be right again.
    @Test func a_failed_priority_change_leaves_the_objective_rows_and_their_places_as_they_were() throws {
        let solver = Solver()
        let variables = (0..<8).map { Variable("v\($0)") }
        var pulls: [Constraint] = []
        for (index, variable) in variables.enumerated() {
            let pull = Constraint(variable - Double(10 + index), .equal, priority: Priority(250))
            pulls.append(pull)
            try solver.add(pull)
            try solver.add(variable >= 0)
        }
        try solver.add(variables[0] <= 5)  // so that v0 == 10 cannot be required
        let before = solver.tableauDescription
        #expect(throws: SolverError.self) { try solver.setPriority(of: pulls[0], to: .required) }
        #expect(solver.tableauDescription == before)
        #expect(solver.tableau.objectiveIndexViolations().isEmpty)
        try solver.checkInvariants()
        // Every pull is still held at its priority, and the solver goes on as before.
        for pull in pulls.dropFirst() { try solver.remove(pull) }
        try solver.checkInvariants()
        solver.updateVariables()
        #expect(solver.value(of: variables[0]) == 5)
    }

    @Test func a_new_row_makes_basic_the_external_that_no_other_row_holds() throws {
        // Each a_i (i > 0) is tied to a_0 through b. Cassowary's first external (the oldest
        // symbol) would make a_{i-1} basic, substituting the new row into every row that holds it;
        // the new a_i is held by no other row.
        let solver = Solver()
        let b = Variable("b")
        let others = (0..<30).map { Variable("a\($0)") }
        try solver.add(others[0] == b)
        for (index, a) in others.enumerated().dropFirst() {
            let pivots = solver.statistics.pivots
            try solver.add(Constraint(a - b - Double(index), .equal))
            let symbol = solver.symbolOf[ObjectIdentifier(a)]!
            #expect(solver.tableau.basicSlot[Int(symbol)] != Tableau.none, "a\(index) is the subject")
            #expect(solver.statistics.pivots == pivots, "no other row changed basic")
        }
        solver.updateVariables()
        for (index, a) in others.enumerated() { #expect(solver.value(of: a) - solver.value(of: b) == Double(index)) }
        try solver.checkInvariants()
    }
}
