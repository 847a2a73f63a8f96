import LayoutCase
import LayoutEngine
import LayoutFuzz
import Testing

/// The `reference` oracle on laid-out windows: generated cases agree at every step, and a frame
/// that does not follow the model is caught.
@Suite struct FrameAgreementTests {
    @Test func generatedCasesAgreeWithTheReferenceAtEveryStep() throws {
        let generator = CaseGenerator(seed: 11, options: GeneratorOptions(maxViews: 6, maxSteps: 5))
        for index in 0..<150 {
            let value = generator.makeCase(index)
            let runner = try CaseRunner(value)
            // A layout that never settled (a feedback loop) is not judged, as `CasePlayer` does not.
            func check() -> [String] { runner.window.feedbackLoops > 0 ? [] : FrameAgreement.check(runner.window) }
            var problems = check()
            for (step, action) in value.steps.enumerated() where problems.isEmpty && runner.window.feedbackLoops == 0 {
                try runner.run(action, at: "steps[\(step)]")
                problems = check()
            }
            #expect(
                problems.isEmpty,
                "case \(index): \(problems)\n\(String(decoding: CaseFile.encode(value), as: UTF8.self))")
        }
    }

    @Test func aFrameMovedBehindTheModelsBackIsReported() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        #expect(FrameAgreement.check(runner.window).isEmpty)
        let bar = try #require(runner.view("bar"))
        bar.frame.origin.x += 1  // the engine's model still says 8
        let problems = FrameAgreement.check(runner.window)
        #expect(problems.contains("bar.minX: frame gives 9, reference 8"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("required constraint") })
    }

    @Test func anErrorAboveTheOptimumIsReported() throws {
        // The optional height (40 @750) holds; a frame 2 taller is 2 of error the optimum does not have.
        let runner = try CaseRunner(CaseRunnerTests.bar)
        let bar = try #require(runner.view("bar"))
        bar.frame.size.height += 2
        let problems = FrameAgreement.check(runner.window)
        #expect(problems.contains("error at priority 750: engine 2, reference 0"), "\(problems)")
    }
}
