import Cassowary
import ConstraintSystem
import Foundation
import Testing

/// `SystemSolution.solve` on FORMAT.md texts: FORMAT.md's meaning (everything added, the steps
/// run in order, the final state reported) with values sorted by name and errors per priority.
@Suite struct SystemSolutionTests {
    static let twoBoxes = """
        # Two boxes in a row of width `width`, 8 apart.
        edit width 900
        b.left == a.left + a.width + 8 @ 1000
        a.left == 0 @ 1000
        b.left + b.width == width @ 1000
        a.width >= 100 @ 750
        a.width <= 200 @ 500
        b.width == 50 @ 250
        suggest width=1000
        suggest width=300
        """

    func solve(_ text: String) throws -> SystemSolution {
        try SystemSolution.solve(try FormatReader.parse(text, file: "test.txt"))
    }

    func pairs(_ solution: SystemSolution) -> [String] {
        solution.values.map { "\($0.name)=\($0.value)" }
    }

    @Test func values_are_sorted_by_name_and_come_from_the_last_step() throws {
        let solution = try solve(Self.twoBoxes)
        #expect(solution.status == .ok)
        #expect(pairs(solution) == ["a.left=0.0", "a.width=200.0", "b.left=208.0", "b.width=92.0", "width=300.0"])
        #expect(solution.conflict.isEmpty)
    }

    @Test func errors_are_listed_per_priority_highest_first() throws {
        // a.width stops at 200 (@ 500), so b.width takes 92 instead of 50: 42 @ 250.
        let solution = try solve(Self.twoBoxes)
        #expect(solution.errors.map(\.priority) == [900, 750, 500, 250])
        #expect(solution.errors.map(\.error) == [0, 0, 0, 42])
    }

    @Test func without_steps_an_edit_variable_is_pulled_towards_zero() throws {
        let solution = try solve(
            """
            edit w 500
            w >= 10 @ 1000
            h == 2*w @ 1000
            """)
        #expect(pairs(solution) == ["h=20.0", "w=10.0"])
        #expect(solution.errors.map(\.priority) == [500])
        #expect(solution.errors.map(\.error) == [10])
    }

    @Test func an_empty_system_has_no_values_and_no_errors() throws {
        let solution = try solve("# nothing here\n")
        #expect(solution.status == .ok)
        #expect(solution.values.isEmpty && solution.errors.isEmpty && solution.conflict.isEmpty)
    }

    @Test func an_unsatisfiable_file_gives_the_indices_of_its_conflicting_constraints() throws {
        let solution = try solve(
            """
            x >= 0 @ 1000
            x >= 10 @ 1000
            y == 3 @ 1000
            x <= 5 @ 1000
            x == 7 @ 500
            """)
        #expect(solution.status == .unsatisfiable)
        #expect(solution.conflict == [1, 3])
        #expect(solution.values.isEmpty && solution.errors.isEmpty)
    }

    @Test func conflict_indices_are_in_file_order_whatever_the_order_of_discovery() throws {
        // The culprit (the last added) is listed by file position, with the others.
        let solution = try solve(
            """
            b == a + 5 @ 1000
            a >= 10 @ 1000
            b <= 12 @ 1000
            """)
        #expect(solution.status == .unsatisfiable)
        #expect(solution.conflict == [0, 1, 2])
    }

    @Test func solving_twice_gives_the_same_solution() throws {
        let system = try FormatReader.parse(Self.twoBoxes)
        #expect(try SystemSolution.solve(system) == SystemSolution.solve(system))
    }

    // MARK: The shared enaml-like workload

    /// `../shared/bench/enaml-like.txt` beside the package root (found from this file's path).
    static let enamlLikePath: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // SystemSolutionTests.swift, CassowaryTests, Tests
        return url.appendingPathComponent("../shared/bench/enaml-like.txt").standardized.path
    }()

    @Test(.enabled(if: FileManager.default.fileExists(atPath: enamlLikePath), "needs ../shared/bench/enaml-like.txt"))
    func enaml_like_solution_satisfies_every_required_constraint() throws {
        let system = try FormatReader.read(contentsOf: Self.enamlLikePath)
        let solution = try SystemSolution.solve(system)
        try #require(solution.status == .ok)
        #expect(solution.values.map(\.name) == system.variableNames.sorted())
        let value = Dictionary(uniqueKeysWithValues: solution.values.map { ($0.name, $0.value) })
        for (index, constraint) in system.constraints.enumerated() where constraint.priority.isRequired {
            let error = constraint.error { value[$0]! }
            let line = system.source?.constraintLines[index] ?? index + 1
            #expect(error <= 1e-6, "line \(line): \(constraint) misses by \(error)")
        }
        let declared = Set(system.constraints.map(\.priority) + system.edits.map(\.priority)).filter { !$0.isRequired }
        #expect(Set(solution.errors.map(\.priority)) == declared)
        #expect(solution.errors.allSatisfy { $0.error >= 0 && $0.error.isFinite })
    }
}
