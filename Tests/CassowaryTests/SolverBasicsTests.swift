import Cassowary
import ConstraintSystem
import Testing

/// Small systems whose optimum is known by hand.
@Suite struct SolverBasicsTests {
    @Test func single_equality_fixes_the_variable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.checkInvariants()
    }

    @Test func chained_equalities_propagate() throws {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        let solver = Solver()
        try solver.add(a == 5)
        try solver.add(b == a + 8)
        try solver.add(c == 2 * b - 1)
        solver.updateVariables()
        #expect(solver.value(of: a) == 5)
        #expect(solver.value(of: b) == 13)
        #expect(solver.value(of: c) == 25)
        try solver.checkInvariants()
    }

    @Test func ten_constraints_at_priority_1_never_outweigh_one_at_priority_2() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<10 { try solver.add((x == 0).at(1)) }
        try solver.add((x == 1).at(2))
        solver.updateVariables()
        #expect(solver.value(of: x) == 1)
        let errors = solver.errorsByPriority()
        #expect(errors.map(\.priority) == [2, 1])
        #expect(errors.map(\.error) == [0, 10])
        try solver.checkInvariants()
    }

    @Test func a_thousand_at_one_priority_lose_to_one_just_above() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<1000 { try solver.add((x >= 100).at(500)) }
        try solver.add((x <= 0).at(501))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        try solver.checkInvariants()
    }

    @Test func inequalities_that_can_all_hold_have_zero_error() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y >= x + 5)
        try solver.add((y <= 100).at(750))
        try solver.add((x <= 20).at(250))
        solver.updateVariables()
        #expect(solver.errorsByPriority().allSatisfy { $0.error == 0 })
        #expect(solver.value(of: x) >= 10 && solver.value(of: x) <= 20)
        #expect(solver.value(of: y) >= solver.value(of: x) + 5 && solver.value(of: y) <= 100)
        try solver.checkInvariants()
    }

    @Test func equal_priorities_minimize_the_sum_of_errors() throws {
        // x wants 0 twice and 10 once, all at 500: the sum |x| + |x| + |x-10| is least at x = 0.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).at(500))
        try solver.add((x == 0).at(500))
        try solver.add((x == 10).at(500))
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        #expect(solver.errorsByPriority().first?.error == 10)
        try solver.checkInvariants()
    }

    @Test func hugging_and_compression_share_a_row_by_priority() throws {
        // Two labels in a 100-wide row: intrinsic widths 60 and 70; the one with the lower
        // compression resistance gives way.
        let (a, b) = (Variable("a"), Variable("b"))
        let solver = Solver()
        try solver.add(a + b == 100)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add((a >= 60).at(750))
        try solver.add((b >= 70).at(740))
        try solver.add((a <= 60).at(250))
        try solver.add((b <= 70).at(250))
        solver.updateVariables()
        #expect(solver.value(of: a) == 60)
        #expect(solver.value(of: b) == 40)
        try solver.checkInvariants()
    }
}
