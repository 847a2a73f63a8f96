import Cassowary
import ConstraintSystem
import Testing

/// Removing a constraint from each place its marker can stand in (basic; parametric in a
/// slack/error row, in a dummy row, only in external rows, in the objective), and removing an
/// edit variable: each time the solver must agree with a fresh solver built from what is left,
/// in its errors and in the variables that the optimum determines.
@Suite struct RemovalPositionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    /// An edit variable, its priority and the value last suggested.
    typealias Edit = (variable: Variable, priority: Priority, value: Double)

    /// Builds a solver from `edits` and `constraints` (edits first unless told), removes the constraint at `removed` (or,
    /// when nil, the first edit variable) after checking where its marker stands, and compares
    /// with a fresh solver. `determined` gives the variables the remaining system fixes, with
    /// their values worked out by hand.
    func expectRemoval(
        of removed: Int?, from constraints: [Constraint], edits: [Edit] = [], editsFirst: Bool = true,
        placed expected: MarkerPlace, determined: [(Variable, Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let solver = Solver()
        if !editsFirst { for constraint in constraints { try solver.add(constraint) } }
        for edit in edits {
            try solver.addEditVariable(edit.variable, priority: edit.priority)
            try solver.suggest(edit.variable, edit.value)
        }
        if editsFirst { for constraint in constraints { try solver.add(constraint) } }
        try solver.checkInvariants()
        let place =
            removed.map { solver.markerPlace(of: constraints[$0]) } ?? solver.editMarkerPlace(of: edits[0].variable)
        #expect(
            place == expected, "the marker is not where the test means it to be\n\(solver.tableauDescription)",
            sourceLocation: sourceLocation)

        var remainingConstraints = constraints
        var remainingEdits = edits
        if let removed {
            try solver.remove(remainingConstraints.remove(at: removed))
        } else {
            try solver.removeEditVariable(remainingEdits.removeFirst().variable)
        }
        do {
            try solver.checkInvariants()
        } catch {
            Issue.record("\(error)\n\(solver.tableauDescription)", sourceLocation: sourceLocation)
        }
        solver.updateVariables()

        let fresh = Solver()
        for edit in remainingEdits {
            try fresh.addEditVariable(edit.variable, priority: edit.priority)
            try fresh.suggest(edit.variable, edit.value)
        }
        for constraint in remainingConstraints { try fresh.add(constraint) }
        fresh.updateVariables()

        let incremental = solver.errorsByPriority()
        let expectedErrors = fresh.errorsByPriority()
        #expect(incremental.map(\.priority) == expectedErrors.map(\.priority), sourceLocation: sourceLocation)
        for (mine, theirs) in zip(incremental, expectedErrors) {
            #expect(
                abs(mine.error - theirs.error) <= 1e-9,
                "error @\(mine.priority): \(mine.error) vs fresh \(theirs.error)",
                sourceLocation: sourceLocation)
        }
        for (variable, value) in determined {
            #expect(solver.value(of: variable) == value, "\(variable)", sourceLocation: sourceLocation)
            #expect(
                fresh.value(of: variable) == value, "\(variable) in the fresh solver", sourceLocation: sourceLocation)
        }
    }

    @Test func removing_an_inequality_whose_slack_is_basic_drops_its_row() throws {
        // x == 20 makes x basic; x >= 10 then has only its slack to solve for: s = 10.
        try expectRemoval(
            of: 1, from: [x == 20, x >= 10, (x == 5).at(250)],
            placed: MarkerPlace(isBasic: true), determined: [(x, 20)])
    }

    @Test func removing_a_lower_bound_whose_slack_limits_an_upper_bound_restores_the_old_optimum() throws {
        // x = 10 + s1 and s2 = 20 - s1: removing x >= 10 pivots s1 into s2's row, and x == 0
        // @ 250 is free to pull x to 0.
        try expectRemoval(
            of: 0, from: [x >= 10, x <= 30, (x == 0).at(250)],
            placed: MarkerPlace(slackOrErrorRows: 2, externalRows: 1, objectiveRows: 1),
            determined: [(x, 0)])
    }

    @Test func removing_an_inequality_whose_slack_is_only_in_external_rows() throws {
        try expectRemoval(
            of: 0, from: [x >= 10, y == x + 3, z == 7, (z == 9).at(250)],
            placed: MarkerPlace(externalRows: 2), determined: [(z, 7)])
    }

    @Test func removing_an_optional_equality_whose_error_is_in_the_objective() throws {
        // x <= 3 holds x under 5: the error e+ of x == 5 is parametric, in the objective @ 250.
        try expectRemoval(
            of: 1, from: [x <= 3, (x == 5).at(250), (x == 1).at(100)],
            placed: MarkerPlace(slackOrErrorRows: 1, objectiveRows: 1), determined: [(x, 1)])
    }

    @Test func removing_an_optional_inequality_whose_slack_is_in_the_objective() throws {
        try expectRemoval(
            of: 1, from: [x <= 3, (x >= 5).at(250), (x == 1).at(100)],
            placed: MarkerPlace(slackOrErrorRows: 1, objectiveRows: 1), determined: [(x, 1)])
    }

    @Test func removing_a_required_equality_whose_dummy_limits_an_error_row() throws {
        // x = 10 - d; y = 11 - d + s; e+ = 11 - d + s + e-: the dummy goes into e+'s row.
        try expectRemoval(
            of: 0, from: [x == 10, y >= x + 1, (y == 0).at(250)],
            placed: MarkerPlace(slackOrErrorRows: 1, externalRows: 2, objectiveRows: 1),
            determined: [(y, 0)])
    }

    @Test func removing_a_required_equality_whose_dummy_is_only_in_external_rows() throws {
        try expectRemoval(
            of: 0, from: [x == 10, y == x + 2, z == 4],
            placed: MarkerPlace(externalRows: 2), determined: [(z, 4)])
    }

    @Test func removing_the_second_of_two_redundant_equalities_drops_its_dummy_row() throws {
        try expectRemoval(
            of: 1, from: [x == 5, x == 5, y == x + 1],
            placed: MarkerPlace(isBasic: true), determined: [(x, 5), (y, 6)])
    }

    @Test func removing_the_first_of_two_redundant_equalities_moves_its_dummy_into_the_dummy_row() throws {
        try expectRemoval(
            of: 0, from: [x == 5, x == 5, y == x + 1],
            placed: MarkerPlace(dummyRows: 1, externalRows: 2), determined: [(x, 5), (y, 6)])
    }

    @Test func removing_an_edit_variable_whose_error_is_in_the_objective_releases_its_pull() throws {
        // The edit @ 500 wants 40 and gets 30; without it x == 10 @ 250 wins.
        try expectRemoval(
            of: nil, from: [x <= 30, (x == 10).at(250)], edits: [(x, 500, 40)],
            placed: MarkerPlace(slackOrErrorRows: 1, objectiveRows: 1), determined: [(x, 10)])
    }

    @Test func removing_an_edit_variable_whose_error_is_basic() throws {
        // Added after x == 20 made x basic, the edit's row has only its errors: e+ = 20 + e-.
        try expectRemoval(
            of: nil, from: [x == 20, y == x + 1, (y == 0).at(250)], edits: [(x, 500, 0)], editsFirst: false,
            placed: MarkerPlace(isBasic: true), determined: [(x, 20), (y, 21)])
    }

    @Test(arguments: [[0, 1, 2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2, 1, 0], [3, 5, 0, 7, 1, 6, 2, 4]])
    func removal_after_removal_keeps_agreeing_with_a_fresh_solver(order: [Int]) throws {
        let (left, width, right) = (Variable("left"), Variable("width"), Variable("right"))
        let constraints = [
            left == 0, right == left + width, width >= 0, (width == 120).at(750), right <= 100,
            (width >= 150).at(500), (left >= 10).at(250), right == left + width,
        ]
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        var removed = Set<Int>()
        for index in order {
            try solver.remove(constraints[index])
            removed.insert(index)
            try solver.checkInvariants()
            let fresh = Solver()
            for (k, constraint) in constraints.enumerated() where !removed.contains(k) { try fresh.add(constraint) }
            let (mine, theirs) = (solver.errorsByPriority(), fresh.errorsByPriority())
            #expect(mine.map(\.priority) == theirs.map(\.priority), "after removing \(removed.sorted())")
            for (a, b) in zip(mine, theirs) {
                #expect(abs(a.error - b.error) <= 1e-9, "after removing \(removed.sorted()), @\(a.priority)")
            }
        }
        #expect(solver.statistics.rows == 0)
    }
}
