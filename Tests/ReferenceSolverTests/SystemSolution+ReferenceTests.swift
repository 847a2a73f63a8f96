import ConstraintSystem
import ReferenceSolver
import Testing

/// The reference's exact answer as a `SystemSolution`: the same status, names, priorities and
/// conflict, each number the nearest Double.
@Suite struct SystemSolutionReferenceTests {
    @Test func an_optimal_answer_keeps_its_names_and_rounds_its_numbers() throws {
        // 3x == 1 puts x at 1/3, which no Double is; y misses 10 by 10 - 1/3 @ 500.
        let system = try FormatReader.parse("3*x == 1 @ 1000\ny == x @ 1000\ny == 10 @ 500\n")
        let solution = SystemSolution(ReferenceSolver.solve(system))
        #expect(solution.status == .ok)
        #expect(solution.values.map(\.name) == ["x", "y"])
        #expect(solution.values.map(\.value) == [1.0 / 3, 1.0 / 3])
        #expect(solution.errors.map(\.priority) == [500])
        #expect(solution.errors.map(\.error) == [29.0 / 3])
        #expect(solution.conflict.isEmpty)
    }

    @Test func an_unsatisfiable_answer_keeps_its_conflict() throws {
        let system = try FormatReader.parse("x >= 10 @ 1000\ny == 1 @ 1000\nx <= 5 @ 1000\n")
        let solution = SystemSolution(ReferenceSolver.solve(system))
        #expect(solution == SystemSolution(status: .unsatisfiable, values: [], errors: [], conflict: [0, 2]))
    }
}
