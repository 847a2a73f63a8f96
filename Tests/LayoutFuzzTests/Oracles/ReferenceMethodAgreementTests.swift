import ConstraintSystem
import LayoutFuzz
import ReferenceSolver
import Testing

/// The certified reference and the dense one (its third opinion) on what the harness really
/// asks: the systems the engine exports after each step of generated cases, and generated
/// operation scripts played point by point. The same status, conflict, errors and ranges, and
/// the same outcome at every line, exactly.
@Suite struct ReferenceMethodAgreementTests {
    @Test(arguments: [(seed: UInt64(3), features: GeneratorOptions.FeatureSet.all), (seed: 4, features: .core)])
    func every_step_of_generated_cases_gets_the_same_answer(
        _ run: (seed: UInt64, features: GeneratorOptions.FeatureSet)
    )
        throws
    {
        let generator = CaseGenerator(seed: run.seed, options: GeneratorOptions(maxViews: 8, features: run.features))
        var systems = 0
        for index in 0..<120 {
            let value = generator.makeCase(index)
            guard let runner = try? CaseRunner(value) else { continue }
            var points = [runner.window.constraintSystem()]
            for (k, step) in value.steps.enumerated() {
                guard (try? runner.run(step, at: "steps[\(k)]")) != nil else { break }
                points.append(runner.window.constraintSystem())
            }
            for (k, system) in points.enumerated() {
                let label = "seed \(run.seed) case \(index) point \(k)"
                let dense = ReferenceSolver.solve(system, ranges: true, method: .dense)
                let certified = ReferenceSolver.solve(system, ranges: true, method: .certified)
                #expect(
                    certified.verdictDifferences(from: dense).isEmpty,
                    "\(label): \(certified.verdictDifferences(from: dense)) differ")
                systems += 1
            }
        }
        #expect(systems >= 300, "only \(systems) systems played")
    }

    @Test(arguments: [UInt64(5), 6])
    func generated_scripts_play_line_for_line_the_same(seed: UInt64) throws {
        let generator = ScriptGenerator(seed: seed)
        for index in 0..<100 {
            let script = generator.makeScript(index)
            // Rounding-only decisions taken as accepted, as the generator's mirror assumes.
            let dense = try ScriptPlayer(script, on: AcceptingRounding(method: .dense)).playToEnd()
            let certified = try ScriptPlayer(script, on: AcceptingRounding(method: .certified)).playToEnd()
            #expect(certified == dense, "seed \(seed) script \(index)")
        }
    }
}
