import ConstraintSystem
import LayoutEngine
import LayoutFuzz
import Testing

// The engine's frames against the reference solver: for seeded random trees, after the first
// layout and after each of a few edits, the layout settles (no feedback loop), the tree's
// invariants hold, and the harness's `reference` oracle (FrameAgreement: frames in window
// coordinates against the reference solver's answer for the export — determined values, required
// constraints, each priority's error) finds nothing.

@Suite struct EngineVersusReferenceTests {
    static let seeds: [UInt64] = Array(0..<200)

    @Test(arguments: seeds)
    func framesMatchTheReferenceSolver(seed: UInt64) {
        var layout = RandomLayout(seed: seed)
        layout.window.isTracing = true
        layout.window.layoutIfNeeded()
        check(layout.window, seed: seed, step: 0)
        for step in 1...3 {
            layout.edit()
            layout.window.layoutIfNeeded()
            check(layout.window, seed: seed, step: step)
        }
    }

    private func check(_ window: Window, seed: UInt64, step: Int) {
        #expect(
            !window.trace.contains { if case .feedbackLoop = $0 { true } else { false } },
            "seed \(seed) step \(step): the layout did not settle")
        #expect(throws: Never.self, "seed \(seed) step \(step)") { try window.checkInvariants() }
        let problems = FrameAgreement.check(window)
        #expect(
            problems.isEmpty, "seed \(seed) step \(step): \(problems)\n\(FormatWriter.write(window.constraintSystem()))"
        )
    }
}
