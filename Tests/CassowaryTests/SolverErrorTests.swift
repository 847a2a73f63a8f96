import Cassowary
import ConstraintSystem
import Testing

/// `SolverError.unsatisfiable` comes from the call that makes the required constraints
/// infeasible (add, setConstant, setPriority), names that call's constraint, and lists a conflict
/// set in add order that is infeasible and, in these hand cases, irreducible; the call leaves the
/// solver exactly as it was (invariants, values, sizes) and usable. The other errors are in
/// SolverUsageErrorTests.
@Suite struct SolverErrorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    var all: [Variable] { [x, y, z] }

    @Test func a_required_equality_conflicting_with_another_lists_both_in_add_order() throws {
        let solver = Solver()
        let first = x == 10
        let second = x == 20
        try solver.add(first)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.add(second)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === second)
        #expect(positions(conflict, in: [first, second]) == [0, 1])
        #expect(!solver.contains(second))
        #expect(ConflictCheck.isInfeasible(conflict))
        #expect(ConflictCheck.removableMembers(conflict).isEmpty)
        try expectUsable(solver)
    }

    @Test func a_required_inequality_chain_that_cannot_hold_lists_all_three() throws {
        let solver = Solver()
        let atLeastTen = x >= 10
        let fiveMore = y >= x + 5
        let atMostTwelve = y <= 12
        try solver.add(atLeastTen)
        try solver.add(fiveMore)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.add(atMostTwelve)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === atMostTwelve)
        #expect(positions(conflict, in: [atLeastTen, fiveMore, atMostTwelve]) == [0, 1, 2])
        #expect(ConflictCheck.isInfeasible(conflict))
        #expect(ConflictCheck.removableMembers(conflict).isEmpty)
        try expectUsable(solver)
    }

    @Test func a_conflict_among_other_constraints_lists_only_the_conflicting_ones() throws {
        let (solver, lower) = try populatedSolver(x, y, z)
        let tooSmall = x <= 5
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.add(tooSmall)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === tooSmall)
        #expect(positions(conflict, in: [lower, tooSmall]) == [0, 1])
        try expectUsable(solver)
    }

    @Test func a_conflict_lists_a_constraint_made_required_by_set_priority_at_its_add_position() throws {
        let solver = Solver()
        let atLeastTen = (x >= 10).at(500)
        let fiveMore = y >= x + 5
        let atMostTwelve = y <= 12
        try solver.add(atLeastTen)
        try solver.add(fiveMore)
        try solver.setPriority(of: atLeastTen, to: .required)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.add(atMostTwelve)
        }
        guard case let .unsatisfiable(_, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(positions(conflict, in: [atLeastTen, fiveMore, atMostTwelve]) == [0, 1, 2])
    }

    @Test func a_rejected_constraint_that_names_a_new_variable_leaves_no_trace_of_it() throws {
        // y cancels out, so the row is 10 = 20 over dummies only; y must be forgotten again.
        let solver = Solver()
        let first = x == 10
        let second = x + y - y == 20
        try solver.add(first)
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.add(second)
        }
        guard case let .unsatisfiable(_, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(positions(conflict, in: [first, second]) == [0, 1])
        try expectUsable(solver)
        try solver.add(y == 4)
        solver.updateVariables()
        #expect(solver.value(of: y) == 4)
    }

    @Test func set_constant_that_makes_the_required_set_infeasible_throws_and_keeps_the_old_constant() throws {
        let solver = Solver()
        let lower = x >= 10
        let upper = x <= 20
        try solver.add(lower)
        try solver.add(upper)
        try solver.add((x == 15).at(500))
        solver.updateVariables()
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.setConstant(of: upper, to: 5)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === upper)
        #expect(positions(conflict, in: [lower, upper]) == [0, 1])
        #expect(solver.constant(of: upper) == 20)
        #expect(solver.value(of: x) == 15)
        let attempted = conflict.map { $0 === upper ? upper.copy(constant: 5) : $0 }
        #expect(ConflictCheck.isInfeasible(attempted))
        #expect(ConflictCheck.removableMembers(attempted).isEmpty)
        try solver.setConstant(of: upper, to: 12)
        solver.updateVariables()
        #expect(solver.value(of: x) == 12)
        try expectUsable(solver)
    }

    @Test func set_priority_to_required_that_cannot_hold_throws_and_keeps_the_old_priority() throws {
        let solver = Solver()
        let fixed = x == 10
        let wish = (x == 20).at(500)
        try solver.add(fixed)
        try solver.add(wish)
        try solver.add(y == 2 * x)
        solver.updateVariables()
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.setPriority(of: wish, to: .required)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === wish)
        #expect(positions(conflict, in: [fixed, wish]) == [0, 1])
        #expect(solver.priority(of: wish) == 500)
        #expect(solver.contains(wish))
        #expect(ConflictCheck.isInfeasible(conflict))
        #expect(ConflictCheck.removableMembers(conflict).isEmpty)
        try solver.setPriority(of: wish, to: 700)
        #expect(solver.priority(of: wish) == 700)
        try expectUsable(solver)
    }

    @Test func a_redundant_required_equality_is_accepted_but_a_contradicting_one_is_not() throws {
        let solver = Solver()
        let first = x == 5
        let again = x == 5
        let other = x == 6
        try solver.add(first)
        try solver.add(again)
        try solver.checkInvariants()
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in try solver.add(other)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === other)
        #expect(conflict.count == 2 && conflict.last === other)
        #expect(conflict.first === first || conflict.first === again)
        #expect(ConflictCheck.isInfeasible(conflict))
        #expect(ConflictCheck.removableMembers(conflict).isEmpty)
        try expectUsable(solver)
    }

    @Test(arguments: [0, 1])
    func after_removing_one_of_two_redundant_equalities_changing_the_other_works(removed: Int) throws {
        let solver = Solver()
        let pair = [x == 5, x == 5]
        for constraint in pair { try solver.add(constraint) }
        try solver.add(y == x + 1)
        try solver.remove(pair[removed])
        try solver.checkInvariants()
        let kept = pair[1 - removed]
        try solver.setConstant(of: kept, to: 6)
        try solver.checkInvariants()
        solver.updateVariables()
        #expect(solver.value(of: x) == 6)
        #expect(solver.value(of: y) == 7)
        // The kept equality still binds: a contradicting one is refused.
        _ = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in try solver.add(x == 8) }
    }

    @Test(arguments: [0, 1])
    func set_constant_on_either_of_two_redundant_equalities_is_refused(changed: Int) throws {
        let solver = Solver()
        let pair = [x == 5, x == 5]
        for constraint in pair { try solver.add(constraint) }
        let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
            try solver.setConstant(of: pair[changed], to: 6)
        }
        guard case let .unsatisfiable(culprit, conflict)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(culprit === pair[changed])
        #expect(positions(conflict, in: pair) == [0, 1])
        #expect(solver.constant(of: pair[changed]) == 5)
        try expectUsable(solver)
    }

    @Test func a_required_constraint_whose_terms_cancel_conflicts_with_itself_alone() throws {
        let solver = Solver()
        try solver.add(x == 1)
        for constraint in [x - x >= 1, x - x == 2, Constraint(Expression(3), .equal)] {
            let error = expectRejectedWithoutTrace(solver, variables: all) { () throws(SolverError) in
                try solver.add(constraint)
            }
            guard case let .unsatisfiable(culprit, conflict)? = error else {
                Issue.record("\(constraint): expected unsatisfiable, got \(String(describing: error))")
                continue
            }
            #expect(culprit === constraint && positions(conflict, in: [constraint]) == [0], "\(constraint)")
        }
        // A cancelling constraint that holds is accepted, and removable.
        let trivial = x - x == 0
        try solver.add(trivial)
        try solver.remove(trivial)
        try expectUsable(solver)
    }
}
