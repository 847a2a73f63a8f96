import Cassowary
import ConstraintSystem
import Testing

/// Each public entry of `Solver`, on systems small enough to know the answer by hand.
@Suite struct SolverAPITests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func contains_is_true_from_add_until_remove() throws {
        let solver = Solver()
        let constraint = x >= 3
        #expect(!solver.contains(constraint))
        try solver.add(constraint)
        #expect(solver.contains(constraint))
        #expect(!solver.contains(x >= 3), "an equal-looking constraint is another object")
        try solver.remove(constraint)
        #expect(!solver.contains(constraint))
        try solver.add(constraint)
        #expect(solver.contains(constraint))
    }

    @Test func constraints_lists_the_live_constraints_in_add_order_without_edit_constraints() throws {
        let solver = Solver()
        let (a, b, c, d) = (x >= 0, (y == 2).at(250), z <= x, (x == 5).at(750))
        try solver.add(a)
        try solver.addEditVariable(y, priority: 500)
        try solver.add(b)
        try solver.add(c)
        #expect(positions(solver.constraints, in: [a, b, c]) == [0, 1, 2])
        #expect(solver.constraintCount == 3, "the edit constraint is not counted")
        try solver.remove(b)
        #expect(solver.constraintCount == 2)
        try solver.add(d)
        #expect(positions(solver.constraints, in: [a, c, d]) == [0, 1, 2])
        #expect(solver.constraintCount == solver.constraints.count)
        try solver.add(b)
        #expect(positions(solver.constraints, in: [a, c, d, b]) == [0, 1, 2, 3])
        try solver.setConstant(of: a, to: -1)
        try solver.setPriority(of: d, to: 100)
        #expect(positions(solver.constraints, in: [a, c, d, b]) == [0, 1, 2, 3])
    }

    @Test func constraints_keeps_its_order_when_a_priority_crosses_required() throws {
        let solver = Solver()
        let (a, b, c) = ((x >= 0).at(500), y == 1, z == 2)
        for constraint in [a, b, c] { try solver.add(constraint) }
        try solver.setPriority(of: a, to: .required)
        #expect(positions(solver.constraints, in: [a, b, c]) == [0, 1, 2])
        try solver.setPriority(of: b, to: 250)
        #expect(positions(solver.constraints, in: [a, b, c]) == [0, 1, 2])
    }

    @Test func constant_of_and_priority_of_follow_changes_and_are_nil_when_absent() throws {
        let solver = Solver()
        let offset = (x + 8 == y).at(750)
        #expect(solver.constant(of: offset) == nil)
        #expect(solver.priority(of: offset) == nil)
        try solver.add(offset)
        #expect(solver.constant(of: offset) == -8)
        #expect(solver.priority(of: offset) == 750)
        try solver.setConstant(of: offset, to: 12)
        try solver.setPriority(of: offset, to: 250)
        #expect(solver.constant(of: offset) == 12)
        #expect(solver.priority(of: offset) == 250)
        #expect(offset.constant == -8 && offset.priority == 750, "the constraint object never changes")
        try solver.setPriority(of: offset, to: .required)
        #expect(solver.priority(of: offset) == .required)
        #expect(solver.constant(of: offset) == 12)
        solver.updateVariables()
        #expect(solver.value(of: x) - solver.value(of: y) == 12)
        try solver.remove(offset)
        #expect(solver.constant(of: offset) == nil)
        #expect(solver.priority(of: offset) == nil)
    }

    @Test func has_edit_variable_is_true_from_add_until_remove() throws {
        let solver = Solver()
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(solver.hasEditVariable(x))
        #expect(!solver.hasEditVariable(y))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func remove_edit_variable_releases_the_pull() throws {
        let solver = Solver()
        try solver.add((x == 10).at(250))
        try solver.add(x <= 100)
        try solver.addEditVariable(x, priority: 500)
        try solver.suggest(x, 50)
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.errorsByPriority().map(\.priority) == [250])
        try solver.checkInvariants()
    }

    /// Found by `plumb fuzz` (a view's width stayed 8 after its only constraint went and another
    /// set it to 0): a variable that stops being used and comes back under a new symbol before
    /// the next `updateVariables()` is reported when its value moved while it was away, and not
    /// when it came back to the value last reported.
    @Test func a_variable_that_leaves_and_comes_back_between_updates_is_reported_when_it_moved() throws {
        let solver = Solver()
        let eight = x == 8
        try solver.add(eight)
        #expect(sortedNames(solver.updateVariables()) == ["x"])
        try solver.remove(eight)
        try solver.add(x == 0)
        #expect(sortedNames(solver.updateVariables()) == ["x"])
        #expect(solver.value(of: x) == 0)
        let zero = solver.constraints[0]
        try solver.remove(zero)
        try solver.add(2 * x == 0)
        #expect(solver.updateVariables().isEmpty)
        let again = x == 5
        try solver.remove(solver.constraints[0])
        try solver.add(again)
        try solver.remove(again)
        #expect(solver.updateVariables().isEmpty, "left at 0, came back at 5 and left again: still 0")
    }

    @Test func suggest_moves_the_value_and_update_variables_returns_exactly_the_changed_ones() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: 900)
        try solver.add(y == x + 1)
        try solver.add(z == 5)
        // x is pulled to 0, its initial value, so only y and z changed.
        #expect(sortedNames(solver.updateVariables()) == ["y", "z"])
        #expect(solver.updateVariables().isEmpty)
        try solver.suggest(x, 10)
        #expect(sortedNames(solver.updateVariables()) == ["x", "y"])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
        #expect(solver.value(of: z) == 5)
        #expect(solver.updateVariables().isEmpty)
        try solver.suggest(x, 10)
        #expect(solver.updateVariables().isEmpty, "suggesting the same value changes nothing")
        try solver.suggest(x, -3)
        try solver.suggest(x, 10)
        #expect(solver.updateVariables().isEmpty, "a change undone before the update changes nothing")
        try solver.checkInvariants()
    }

    @Test func value_of_is_zero_for_a_variable_the_solver_does_not_know() throws {
        let solver = Solver()
        #expect(solver.value(of: x) == 0)
        let fixed = y == 42
        try solver.add(fixed)
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 42)
        try solver.remove(fixed)
        solver.updateVariables()
        #expect(solver.value(of: y) == 0, "a variable no constraint uses is forgotten")
    }

    @Test func a_variable_that_loses_its_last_constraint_is_reported_changed_once() throws {
        let solver = Solver()
        let fixed = y == 42
        try solver.add(fixed)
        try solver.add(x == 7)
        solver.updateVariables()
        try solver.remove(fixed)
        #expect(solver.updateVariables().map { $0 === y } == [true])
        #expect(solver.value(of: y) == 0)
        #expect(solver.updateVariables().isEmpty, "reported once")
        try solver.add(fixed)
        #expect(solver.updateVariables().map { $0 === y } == [true], "and again when it comes back")
        #expect(solver.value(of: y) == 42)
    }

    /// The changed list looks variables up as it is read; one kept while the solver moves on
    /// still names the variables that changed, even after their symbols went to new variables.
    @Test func a_kept_changed_list_names_its_variables_after_their_symbols_are_reused() throws {
        let solver = Solver()
        let fixX = x == 1
        let fixY = y == 2
        try solver.add(fixX)
        try solver.add(fixY)
        let changed = solver.updateVariables()
        try solver.remove(fixX)
        try solver.remove(fixY)
        try solver.add(z == 3)
        try solver.add(Variable("w") == 4)
        solver.updateVariables()
        #expect(changed.count == 2)
        #expect(changed.map(\.name).sorted() == ["x", "y"])
        #expect(changed.contains { $0 === x } && changed.contains { $0 === y })
    }

    @Test func values_are_stale_until_update_variables() throws {
        let solver = Solver()
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 0)
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
    }

    @Test func errors_by_priority_sums_each_priority_highest_first() throws {
        // @750: x == 10 holds. @250: |x - 20| = 10, and y >= 5 with y <= 3 cost 2 together.
        // @100: z is pulled to 0 by its edit but must be at least 4.
        let solver = Solver()
        try solver.add((x == 10).at(750))
        try solver.add((x == 20).at(250))
        try solver.add((y >= 5).at(250))
        try solver.add((y <= 3).at(250))
        try solver.add(z >= 4)
        try solver.addEditVariable(z, priority: 100)
        let errors = solver.errorsByPriority()
        #expect(errors.map(\.priority) == [750, 250, 100])
        #expect(errors.map(\.error) == [0, 12, 4])
        try solver.checkInvariants()
    }

    @Test func errors_by_priority_is_empty_without_optional_constraints() throws {
        let solver = Solver()
        #expect(solver.errorsByPriority().isEmpty)
        try solver.add(x == 1)
        #expect(solver.errorsByPriority().isEmpty)
    }

    @Test func set_constant_and_set_priority_move_the_optimum() throws {
        let solver = Solver()
        let low = (x == 10).at(250)
        let high = (x == 20).at(500)
        try solver.add(low)
        try solver.add(high)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(of: low, to: 750)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(of: low, to: -4)
        solver.updateVariables()
        #expect(solver.value(of: x) == -4)
        #expect(solver.errorsByPriority().map(\.error) == [0, 24])
        try solver.checkInvariants()
    }

    @Test func statistics_return_to_those_of_an_empty_solver_after_everything_is_removed() throws {
        let empty = Baseline(Solver().statistics)
        #expect(empty == Baseline(rows: 0, cells: 0, objectiveTerms: 0, symbols: 0, priorityLevels: 0))
        for seed in UInt64(0)..<200 {
            let solver: Solver
            do {
                solver = try Self.churned(seed: seed)
            } catch {
                Issue.record("seed \(seed): \(error)")
                return
            }
            let after = Baseline(solver.statistics)
            #expect(after == empty, "seed \(seed): \(after) instead of \(empty)\n\(solver.tableauDescription)")
            #expect(solver.constraints.isEmpty, "seed \(seed)")
            if after != empty { return }
        }
    }

    /// The sizes that must come back after removal (`pivots` only grows).
    struct Baseline: Equatable {
        var rows, cells, objectiveTerms, symbols, priorityLevels: Int

        init(rows: Int, cells: Int, objectiveTerms: Int, symbols: Int, priorityLevels: Int) {
            (self.rows, self.cells, self.objectiveTerms, self.symbols, self.priorityLevels) =
                (rows, cells, objectiveTerms, symbols, priorityLevels)
        }

        init(_ statistics: SolverStatistics) {
            self.init(
                rows: statistics.rows, cells: statistics.cells, objectiveTerms: statistics.objectiveTerms,
                symbols: statistics.symbols, priorityLevels: statistics.priorityLevels)
        }
    }

    /// A solver that had random constraints and edit variables added, changed and removed
    /// (seeded), then everything left removed in a random order.
    static func churned(seed: UInt64) throws -> Solver {
        var random = TinyLCG(seed: seed)
        let variables = (0..<5).map { Variable("v\($0)") }
        let priorities: [Priority] = [1000, 1000, 900, 750, 500, 250, 1]
        let solver = Solver()
        var live: [Constraint] = []
        var edited: [Variable] = []
        for _ in 0..<(5 + random.int(below: 40)) {
            switch random.int(below: 8) {
            case 0, 1, 2:
                let (a, b) = (random.pick(variables), random.pick(variables))
                let expression = a + Double(random.int(below: 5) - 2) * b - Double(random.int(below: 41) - 20)
                let relation = random.pick(Relation.allCases)
                let constraint = Constraint(expression, relation, priority: random.pick(priorities))
                if try accepted({ () throws(SolverError) in try solver.add(constraint) }) { live.append(constraint) }
            case 3:
                guard !live.isEmpty else { continue }
                try solver.remove(live.remove(at: random.int(below: live.count)))
            case 4:
                let variable = random.pick(variables)
                guard !solver.hasEditVariable(variable) else { continue }
                try solver.addEditVariable(variable, priority: random.pick(Array(priorities.dropFirst(2))))
                edited.append(variable)
            case 5:
                guard !edited.isEmpty else { continue }
                try solver.suggest(random.pick(edited), Double(random.int(below: 201) - 100))
            case 6:
                guard !edited.isEmpty else { continue }
                try solver.removeEditVariable(edited.remove(at: random.int(below: edited.count)))
            default:
                guard !live.isEmpty else { continue }
                let constraint = random.pick(live)
                let (changesConstant, constant) = (random.int(below: 2) == 0, Double(random.int(below: 41) - 20))
                let priority = random.pick(priorities)
                _ = try accepted { () throws(SolverError) in
                    if changesConstant {
                        try solver.setConstant(of: constraint, to: constant)
                    } else {
                        try solver.setPriority(of: constraint, to: priority)
                    }
                }
            }
            do {
                try solver.checkInvariants()
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
        let everything = live.count + edited.count
        for k in random.permutation(everything) {
            if k < live.count {
                try solver.remove(live[k])
            } else {
                try solver.removeEditVariable(edited[k - live.count])
            }
        }
        try solver.checkInvariants()
        return solver
    }
}
