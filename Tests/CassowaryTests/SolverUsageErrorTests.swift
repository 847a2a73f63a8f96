import Cassowary
import ConstraintSystem
import Testing

/// The refusals that concern how the solver is called rather than what the constraints say:
/// duplicates, unknown constraints and edit variables, required edits, invalid priorities and
/// non-finite numbers. Each leaves the solver exactly as it was and usable.
@Suite struct SolverUsageErrorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    var all: [Variable] { [x, y, z] }

    @Test func adding_a_constraint_twice_throws_duplicate_constraint() throws {
        let (solver, lower) = try populatedSolver(x, y, z)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in try solver.add(lower)
        }
        guard case let .duplicateConstraint(constraint)? = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === lower)
        try expectUsable(solver)
    }

    @Test func removing_changing_or_reprioritising_a_constraint_not_in_the_solver_throws_unknown_constraint() throws {
        let (solver, lower) = try populatedSolver(x, y, z)
        let stranger = y <= 100
        let calls: [(String, () throws(SolverError) -> Void)] = [
            ("remove", { () throws(SolverError) in try solver.remove(stranger) }),
            ("setConstant", { () throws(SolverError) in try solver.setConstant(of: stranger, to: 1) }),
            ("setPriority", { () throws(SolverError) in try solver.setPriority(of: stranger, to: 500) }),
        ]
        for (name, call) in calls {
            let error = expectRejectedWithoutTrace(solver, variables: all, call)
            guard case let .unknownConstraint(constraint)? = error else {
                Issue.record("\(name): expected unknownConstraint, got \(String(describing: error))")
                continue
            }
            #expect(constraint === stranger, "\(name)")
        }
        // A constraint that was removed is unknown as well.
        try solver.remove(lower)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.remove(lower)
        }
        guard case let .unknownConstraint(constraint)? = error else {
            Issue.record("expected unknownConstraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === lower)
        try expectUsable(solver)
    }

    @Test func adding_an_edit_variable_twice_throws_duplicate_edit_variable() throws {
        let (solver, _) = try populatedSolver(x, y, z)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.addEditVariable(z, priority: 250)
        }
        guard case let .duplicateEditVariable(variable)? = error else {
            Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === z)
        try expectUsable(solver)
    }

    @Test func removing_or_suggesting_a_variable_that_is_not_edited_throws_unknown_edit_variable() throws {
        let (solver, _) = try populatedSolver(x, y, z)
        let calls: [(String, () throws(SolverError) -> Void)] = [
            ("removeEditVariable", { () throws(SolverError) in try solver.removeEditVariable(x) }),
            ("suggest", { () throws(SolverError) in try solver.suggest(x, 1) }),
        ]
        for (name, call) in calls {
            let error = expectRejectedWithoutTrace(solver, variables: all, call)
            guard case let .unknownEditVariable(variable)? = error else {
                Issue.record("\(name): expected unknownEditVariable, got \(String(describing: error))")
                continue
            }
            #expect(variable === x, "\(name)")
        }
        // After removeEditVariable, the variable is no longer edited.
        try solver.removeEditVariable(z)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.suggest(z, 9)
        }
        guard case let .unknownEditVariable(variable)? = error else {
            Issue.record("expected unknownEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === z)
        try expectUsable(solver)
    }

    @Test func a_required_edit_variable_throws_required_edit_variable() throws {
        let (solver, _) = try populatedSolver(x, y, z)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.addEditVariable(y, priority: .required)
        }
        guard case let .requiredEditVariable(variable)? = error else {
            Issue.record("expected requiredEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === y)
        #expect(!solver.hasEditVariable(y))
        try expectUsable(solver)
    }

    @Test(arguments: [0, -1, 1000.5, 1001, Double.nan, Double.infinity, 0.999])
    func a_priority_outside_1_to_1000_throws_invalid_priority(value: Double) throws {
        let (solver, lower) = try populatedSolver(x, y, z)
        let calls: [(String, () throws(SolverError) -> Void)] = [
            ("add", { () throws(SolverError) in try solver.add((y <= 3).at(Priority(value))) }),
            ("addEditVariable", { () throws(SolverError) in try solver.addEditVariable(y, priority: Priority(value)) }),
            ("setPriority", { () throws(SolverError) in try solver.setPriority(of: lower, to: Priority(value)) }),
        ]
        for (name, call) in calls {
            let error = expectRejectedWithoutTrace(solver, variables: all, call)
            guard case let .invalidPriority(priority)? = error else {
                Issue.record("\(name): expected invalidPriority, got \(String(describing: error))")
                continue
            }
            #expect(priority.value.bitPattern == value.bitPattern, "\(name)")
        }
        try expectUsable(solver)
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity])
    func a_non_finite_number_throws_non_finite_value(value: Double) throws {
        let (solver, lower) = try populatedSolver(x, y, z)
        let calls: [(String, String, () throws(SolverError) -> Void)] = [
            ("add (constant)", "constant", { () throws(SolverError) in try solver.add(y == value) }),
            ("add (coefficient)", "coefficient", { () throws(SolverError) in try solver.add(value * y >= 1) }),
            ("suggest", "suggested", { () throws(SolverError) in try solver.suggest(z, value) }),
            ("setConstant", "constant", { () throws(SolverError) in try solver.setConstant(of: lower, to: value) }),
        ]
        for (name, word, call) in calls {
            let error = expectRejectedWithoutTrace(solver, variables: all, call)
            guard case let .nonFiniteValue(what)? = error else {
                Issue.record("\(name): expected nonFiniteValue, got \(String(describing: error))")
                continue
            }
            #expect(what.contains(word), "\(name): \(what)")
        }
        try expectUsable(solver)
    }
}
