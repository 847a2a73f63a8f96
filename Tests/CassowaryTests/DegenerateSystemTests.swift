import Cassowary
import ConstraintSystem
import Testing

/// Systems built to make the simplex method stall or cycle: many constraints through one vertex,
/// where every pivot can be degenerate. The solver must terminate at the optimum with its
/// invariants holding.
@Suite(.timeLimit(.minutes(1))) struct DegenerateSystemTests {
    /// Beale's example (1955), on which Dantzig's rule with lowest-index ties cycles:
    /// minimize -3/4 x4 + 150 x5 - 1/50 x6 + 6 x7 subject to
    /// 1/4 x4 - 60 x5 - 1/25 x6 + 9 x7 <= 0, 1/2 x4 - 90 x5 - 1/50 x6 + 3 x7 <= 0, x6 <= 1,
    /// x >= 0. The optimum is -1/20 at x4 = 1/25, x6 = 1, x5 = x7 = 0. As a constraint system:
    /// required constraints and `obj == objective`, with obj pulled down by obj <= -1000 @ 500.
    struct Beale {
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        let obj = Variable("obj")
        let rows: [Constraint]
        let signs: [Constraint]
        let objective: Constraint
        let pull: Constraint

        init() {
            rows = [
                0.25 * x4 - 60 * x5 - 0.04 * x6 + 9 * x7 <= 0,
                0.5 * x4 - 90 * x5 - 0.02 * x6 + 3 * x7 <= 0,
                x6 <= 1,
            ]
            signs = [x4 >= 0, x5 >= 0, x6 >= 0, x7 >= 0]
            objective = obj == -0.75 * x4 + 150 * x5 - 0.02 * x6 + 6 * x7
            pull = (obj <= -1000).at(500)
        }
    }

    /// The orders in which Beale's constraints are added: the textbook order, the pull first,
    /// every permutation of the three rows.
    static let bealeOrders: [[Int]] = {
        // 0...2 rows, 3 signs, 4 objective, 5 pull
        let rowOrders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        return rowOrders.map { [3, 4] + $0 + [5] } + [[5, 4, 3, 0, 1, 2], [0, 1, 2, 3, 5, 4]]
    }()

    @Test(arguments: bealeOrders)
    func beales_cycling_example_terminates_at_minus_one_twentieth(order: [Int]) throws {
        let lp = Beale()
        let groups: [[Constraint]] = lp.rows.map { [$0] } + [lp.signs, [lp.objective], [lp.pull]]
        let solver = Solver()
        for group in order { for constraint in groups[group] { try solver.add(constraint) } }
        try solver.checkInvariants()
        solver.updateVariables()
        #expect(abs(solver.value(of: lp.obj) - -0.05) <= 1e-9)
        #expect(abs(solver.value(of: lp.x4) - 0.04) <= 1e-9)
        #expect(abs(solver.value(of: lp.x6) - 1) <= 1e-9)
        #expect(abs(solver.value(of: lp.x5)) <= 1e-9 && abs(solver.value(of: lp.x7)) <= 1e-9)
        let errors = solver.errorsByPriority()
        #expect(errors.map(\.priority) == [500])
        #expect(abs((errors.first?.error ?? 0) - 999.95) <= 1e-9)
    }

    @Test func beales_example_reoptimizes_when_its_bound_moves() throws {
        // The optimum scales with the bound on x6: -b/20 at x6 = b.
        let lp = Beale()
        let solver = Solver()
        let bound = lp.rows[2]
        for constraint in lp.signs + lp.rows + [lp.objective, lp.pull] { try solver.add(constraint) }
        for b in [2.0, 0.5, 0, 10, 1] {
            try solver.setConstant(of: bound, to: b)
            try solver.checkInvariants()
            solver.updateVariables()
            #expect(abs(solver.value(of: lp.obj) - -b / 20) <= 1e-9, "x6 <= \(b)")
        }
    }

    @Test func two_hundred_inequalities_through_one_point_at_mixed_priorities_terminate() throws {
        // x + k*y >= 0 and x - k*y >= 0 for k in 1...100 meet at the origin; x == 0 @ 250 and a
        // pull on y towards 5 @ 100 leave (0, 0) as the only optimum.
        let x = Variable("x")
        let y = Variable("y")
        let priorities: [Priority] = [1000, 750, 500, 250]
        var constraints: [Constraint] = []
        for k in 1...100 {
            let priority = priorities[k % 4]
            constraints.append((x + Double(k) * y >= 0).at(priority))
            constraints.append((x - Double(k) * y >= 0).at(priority))
        }
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        try solver.add((x == 0).at(250))
        try solver.addEditVariable(y, priority: 100)
        try solver.suggest(y, 5)
        try solver.checkInvariants()
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
        let errors = solver.errorsByPriority()
        #expect(errors.map(\.priority) == [750, 500, 250, 100])
        #expect(errors.map(\.error) == [0, 0, 0, 5])

        // Taking them out one by one, in an order that alternates the two families, keeps the
        // tableau sound; once none are left y reaches its suggestion (to a unit in the last
        // place: the removals pivot on the larger coefficient, k, and 1/k rounds).
        for k in 0..<constraints.count {
            let index = k % 2 == 0 ? k / 2 : constraints.count - 1 - k / 2
            try solver.remove(constraints[index])
            try solver.checkInvariants()
        }
        solver.updateVariables()
        #expect(abs(solver.value(of: y) - 5) <= 5.0.ulp)
        #expect(solver.value(of: x) == 0)
    }

    @Test func six_hundred_tied_equalities_leave_x_anywhere_between_their_values() throws {
        // 300 x == 3 and 300 x == 7, all @ 500: 300|x - 3| + 300|x - 7| is 1200 on [3, 7].
        let x = Variable("x")
        let threes = (0..<300).map { _ in (x == 3).at(500) }
        let sevens = (0..<300).map { _ in (x == 7).at(500) }
        let solver = Solver()
        for (three, seven) in zip(threes, sevens) {
            try solver.add(three)
            try solver.add(seven)
        }
        try solver.checkInvariants()
        solver.updateVariables()
        #expect(solver.value(of: x) >= 3 - 1e-9 && solver.value(of: x) <= 7 + 1e-9)
        let errors = solver.errorsByPriority()
        #expect(errors.map(\.priority) == [500])
        #expect(abs((errors.first?.error ?? 0) - 1200) <= 1e-6)

        // With n of the 3s gone, 7 is the median: the error is 4 (300 - n).
        for (n, three) in threes.enumerated() {
            try solver.remove(three)
            if (n + 1) % 50 == 0 {
                try solver.checkInvariants()
                solver.updateVariables()
                #expect(abs(solver.value(of: x) - 7) <= 1e-9, "\(n + 1) removed")
                #expect(abs(solver.errorsByPriority()[0].error - 4 * Double(300 - n - 1)) <= 1e-6, "\(n + 1) removed")
            }
        }
    }
}
