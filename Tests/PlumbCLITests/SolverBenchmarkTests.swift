import Benchmarking
import ConstraintSystem
import Testing

/// `SolverBenchmark.run`, the library behind `plumb bench`, called directly.
@Suite struct SolverBenchmarkTests {
    static func options() -> SolverBenchmark.Options {
        var options = SolverBenchmark.Options()
        options.budget = 0.02
        options.limit = 5
        options.maxRepeats = 2
        return options
    }

    @Test func a_tiny_budget_still_gives_every_figure() throws {
        let result = try SolverBenchmark.run(Workload.chain(3), workload: "chain3", options: Self.options())
        #expect(result.workload == "chain3")
        #expect(result.constraints == Workload.chain(3).constraints.count)
        #expect(result.variables == Workload.chain(3).variableNames.count)
        #expect(result.buildMicroseconds > 0)
        for (name, figure) in [
            ("suggest", result.suggestMicroseconds), ("churn", result.churnMicroseconds),
            ("set_constant", result.setConstantMicroseconds),
        ] {
            #expect(figure != nil && figure! > 0, "\(name): \(String(describing: figure))")
        }
        let repeats = Dictionary(uniqueKeysWithValues: result.repeats.map { ($0.key, $0.value) })
        #expect(
            result.repeats.map(\.key) == [
                "build", "suggest", "suggest_steps_per_repeat", "churn", "churn_pairs_per_repeat",
                "set_constant", "set_constant_changes_per_repeat",
            ])
        for key in ["build", "suggest", "churn", "set_constant"] {
            #expect((1...2).contains(repeats[key] ?? 0), "repeats[\(key)] = \(String(describing: repeats[key]))")
        }
        #expect(result.notes.isEmpty, "\(result.notes)")
    }

    @Test func a_system_without_steps_has_no_suggest_figure() throws {
        var system = Workload.chain(2)
        system.steps = []
        let result = try SolverBenchmark.run(system, workload: "steady", options: Self.options())
        #expect(result.suggestMicroseconds == nil)
        #expect(result.churnMicroseconds != nil)
        #expect(result.repeats.first { $0.key == "suggest" }?.value == 0)
    }
}
