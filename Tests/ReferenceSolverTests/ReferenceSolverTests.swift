import ConstraintSystem
import ReferenceSolver
import Testing

/// Hand-derived answers of the exact reference solver.
@Suite struct ReferenceSolverTests {
    func solve(_ text: String) throws -> ReferenceSolution {
        ReferenceSolver.solve(try FormatReader.parse(text))
    }

    func value(_ solution: ReferenceSolution, _ name: String) -> Rational? {
        solution.values.first { $0.name == name }?.value
    }

    @Test func a_single_equality_fixes_its_variable() throws {
        let solution = try solve("x == 10 @ 1000")
        #expect(solution.status == .ok)
        #expect(value(solution, "x") == Rational(10))
        #expect(solution.errors.isEmpty)
    }

    @Test func ten_at_priority_1_never_outweigh_one_at_priority_2() throws {
        var text = "x == 1 @ 2\n"
        for _ in 0..<10 { text += "x == 0 @ 1\n" }
        let solution = try solve(text)
        #expect(value(solution, "x") == Rational(1))
        #expect(solution.errors.map(\.priority) == [2, 1])
        #expect(solution.errors.map(\.error) == [Rational(0), Rational(10)])
    }

    @Test func an_overdetermined_optional_set_has_its_median_error() throws {
        // |x-0| + |x-0| + |x-10| is least for x = 0: error 10; y between 3 and 7 costs 4 anywhere.
        let solution = try solve(
            """
            x == 0 @ 500
            x == 0 @ 500
            x == 10 @ 500
            y == 3 @ 250
            y == 7 @ 250
            """)
        #expect(value(solution, "x") == Rational(0))
        #expect(solution.errors.map(\.error) == [Rational(10), Rational(4)])
        let y = try #require(value(solution, "y"))
        #expect(y >= Rational(3) && y <= Rational(7))
    }

    @Test func inequalities_that_can_all_hold_have_zero_error() throws {
        let solution = try solve(
            """
            x >= 10 @ 1000
            y - x >= 5 @ 1000
            y <= 100 @ 750
            x <= 20 @ 250
            """)
        #expect(solution.errors.allSatisfy { $0.error.isZero })
        let x = try #require(value(solution, "x"))
        let y = try #require(value(solution, "y"))
        #expect(x >= Rational(10) && x <= Rational(20) && y - x >= Rational(5) && y <= Rational(100))
    }

    @Test func edit_variables_count_as_their_last_suggestion() throws {
        let solution = try solve(
            """
            edit w 900
            w <= 300 @ 1000
            suggest w=100
            suggest w=500
            """)
        #expect(value(solution, "w") == Rational(300))
        #expect(solution.errors.map(\.error) == [Rational(200)])
    }

    @Test func beales_cycling_example_terminates_at_its_optimum() throws {
        // minimize -3/4 a + 150 b - 1/50 c + 6 d subject to Beale's constraints, a..d >= 0,
        // through `obj <= -1000 @ 500`; the optimum is -1/20.
        let solution = try solve(
            """
            obj == -0.75*a + 150*b - 0.02*c + 6*d @ 1000
            0.25*a - 60*b - 0.04*c + 9*d <= 0 @ 1000
            0.5*a - 90*b - 0.02*c + 3*d <= 0 @ 1000
            c <= 1 @ 1000
            a >= 0 @ 1000
            b >= 0 @ 1000
            c >= 0 @ 1000
            d >= 0 @ 1000
            obj <= -1000 @ 500
            """)
        // 0.75, 0.02, 0.04 are not exact in binary; the optimum is exact for the Doubles given.
        let obj = try #require(value(solution, "obj"))
        #expect(abs(obj.doubleValue - (-0.05)) < 1e-12)
        #expect(solution.errors.map(\.error) == [obj + Rational(1000)])
    }

    @Test func tiny_and_huge_coefficients_together_are_solved_exactly() throws {
        let solution = try solve(
            """
            1e-9*x == 3 @ 1000
            y - 1e7*x == 0 @ 1000
            """)
        #expect(value(solution, "x")! * Rational(exactly: 1e-9)! == Rational(3))
        #expect(value(solution, "y") == Rational(exactly: 1e7)! * value(solution, "x")!)
    }

    @Test func an_unsatisfiable_required_set_gets_an_irreducible_conflict() throws {
        let text = """
            x >= 10 @ 1000
            z == 4 @ 1000
            y - x >= 5 @ 1000
            w <= 3 @ 250
            y <= 12 @ 1000
            """
        let system = try FormatReader.parse(text)
        let solution = ReferenceSolver.solve(system)
        #expect(solution.status == .unsatisfiable)
        #expect(solution.conflict == [0, 2, 4])
        for dropped in solution.conflict {
            var smaller = system
            smaller.constraints = solution.conflict.filter { $0 != dropped }.map { system.constraints[$0] }
            #expect(ReferenceSolver.solve(smaller).status == .ok, "dropping \(dropped) must make the rest feasible")
        }
    }
}

/// Ranges over the optimal set tell determined variables from free ones.
@Suite struct ReferenceRangeTests {
    func ranges(_ text: String) throws -> [String: ReferenceSolution.VariableRange] {
        let solution = ReferenceSolver.solve(try FormatReader.parse(text), ranges: true)
        return Dictionary(uniqueKeysWithValues: solution.ranges.map { ($0.name, $0) })
    }

    @Test func a_median_like_optimum_leaves_the_tied_variable_free_between_its_targets() throws {
        let found = try ranges(
            """
            x == 0 @ 500
            x == 0 @ 500
            x == 10 @ 500
            y == 3 @ 250
            y == 7 @ 250
            """)
        #expect(found["x"]?.lowest == Rational(0) && found["x"]?.highest == Rational(0))
        #expect(found["x"]?.isDetermined == true)
        #expect(found["y"]?.lowest == Rational(3) && found["y"]?.highest == Rational(7))
        #expect(found["y"]?.isDetermined == false)
    }

    @Test func a_variable_only_tied_to_another_is_unbounded_both_ways() throws {
        let found = try ranges(
            """
            x + y == 10 @ 1000
            z == 4 @ 1000
            """)
        #expect(found["x"]?.lowest == nil && found["x"]?.highest == nil)
        #expect(found["z"]?.isDetermined == true)
    }

    @Test func a_lower_priority_narrows_what_a_higher_one_left_free() throws {
        // w between 0 and 100 by 750; 250 pulls it to 40, so it is determined at 40.
        let found = try ranges(
            """
            w >= 0 @ 750
            w <= 100 @ 750
            w == 40 @ 250
            v >= 5 @ 1000
            """)
        #expect(found["w"]?.lowest == Rational(40) && found["w"]?.highest == Rational(40))
        #expect(found["v"]?.lowest == Rational(5) && found["v"]?.highest == nil)
    }
}
