import LayoutCase
import LayoutEngine
import Testing

@testable import LayoutFuzz

/// A fresh build's snapshot sums its errors off the solver (`LayoutSnapshot(runner)`,
/// `Window.optionalErrorsAtFrames`) instead of the export; it must be the export's snapshot to
/// the bit, or the oracles that compare fresh builds with the played engine would judge other
/// numbers than before. (Both read the frames off the views.)
@Suite struct LayoutSnapshotTests {
    @Test func readingTheSolverGivesTheExportsSnapshotBitForBit() throws {
        let generator = CaseGenerator(seed: 11, options: GeneratorOptions(maxViews: 7, maxSteps: 5))
        var compared = 0
        var withErrors = 0
        for index in 0..<150 {
            let value = generator.makeCase(index)
            guard let runner = try? CaseRunner(value) else { continue }
            for (number, step) in value.steps.enumerated() {
                LayoutSnapshotTests.expectSame(runner, "case \(index) before step \(number)")
                compared += 1
                guard (try? runner.run(step, at: "steps[\(number)]")) != nil else { break }
            }
            LayoutSnapshotTests.expectSame(runner, "case \(index) at the end")
            compared += 1
            if LayoutSnapshot(runner).errors.values.contains(where: { $0 != 0 }) { withErrors += 1 }
        }
        #expect(compared > 400)
        #expect(withErrors > 10, "cases whose optional constraints are not all met: \(withErrors)")
    }

    private static func expectSame(_ runner: CaseRunner, _ label: String) {
        let (system, names) = runner.window.exportedSystemAndNames()
        let exported = LayoutSnapshot(
            runner, system: system, values: FrameAgreement.frameValues(runner.window, names: names))
        let read = LayoutSnapshot(runner)
        #expect(read.frames == exported.frames, "\(label)")
        #expect(read.errors == exported.errors, "\(label): \(read.errors) against \(exported.errors)")
        #expect(read.broken == exported.broken, "\(label)")
    }
}
