import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// The Swift file `plumb replay CASE --swift` prints: a header naming the case and its replay,
/// the case's code, and after the first layout and each step an `expectFrame` per view with the
/// components the judge determines and only those. (Tests/ReproducerTests compiles such files and
/// runs them with and without planted faults.)
@Suite struct SwiftReproducerTests {
    /// The lines of the `@Test` function in `text`, from its declaration to its closing brace.
    static func testFunction(_ text: String) throws -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("@Test func ") })
        let end = try #require(lines[start...].firstIndex(of: "}"))
        return Array(lines[start...end])
    }

    @Test func aCleanPlayBecomesATestThatExpectsTheJudgesFramesAfterEveryStep() throws {
        let text = SwiftReproducer.test(try CaseFilmTests.marginCaseValue(), source: "cases/margin-case.json")
        #expect(
            text.hasPrefix(
                """
                // A regression test printed by `plumb replay CASE --swift` (docs/reports.md).
                // Case: cases/margin-case.json
                // Replay: swift run -c release plumb replay cases/margin-case.json
                // Recorded: every oracle held at every step.
                //
                // It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every
                // frame component (window coordinates) that the reference solver determines after the
                // first layout and after each step.

                import LayoutEngine
                import Testing

                @Test func reproduce_margin_case() throws {
                    let window = Window(size: Size(width: 320, height: 480))
                """))
        let function = try Self.testFunction(text)
        #expect(
            function.dropLast().suffix(7) == [
                "    window.layoutIfNeeded()",
                "    expectFrame(box, \"after the initial layout\", minX: 8, minY: 8, width: 304, height: 40)",
                "",
                "    // Step 1: setConstant.",
                "    height.constant = 60",
                "    window.layoutIfNeeded()",
                "    expectFrame(box, \"after step 1 (setConstant)\", minX: 8, minY: 8, width: 304, height: 60)",
            ])
        #expect(function.last == "}")
        #expect(text.contains("\nprivate final class SizedView: View {\n"))
        #expect(text.contains("\nprivate let tolerance = 1e-07 * 304\n"))
        #expect(text.contains("\nprivate func expectFrame(\n"))
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
    }

    @Test func theSameCaseGivesTheSameBytes() throws {
        let value = try CaseFilmTests.marginCaseValue()
        #expect(SwiftReproducer.test(value, source: "a.json") == SwiftReproducer.test(value, source: "a.json"))
    }

    @Test func onlyTheComponentsTheJudgeDeterminesAreExpected() throws {
        // The box is placed but has no size: its origin is determined, its width and height are not.
        var value = try CaseFilmTests.marginCaseValue()
        value.constraints.removeAll { $0.id == "trailing" || $0.id == "height" }
        value.steps = []
        let text = SwiftReproducer.test(value, source: "placed.json")
        #expect(
            try Self.testFunction(text).suffix(3) == [
                "    window.layoutIfNeeded()", "    expectFrame(box, \"after the initial layout\", minX: 8, minY: 8)",
                "}",
            ])
        #expect(!text.contains("Step 1"))
    }

    @Test(arguments: [
        ("Corpus/planted/marginsAppliedTwice.json", "reproduce_marginsAppliedTwice"),
        ("my cases/a b-c.json", "reproduce_a_b_c"), ("case", "reproduce_case"), ("dir/.json", "reproduce__json"),
    ])
    func theTestIsNamedAfterTheFile(_ source: String, _ name: String) {
        #expect(SwiftReproducer.testName(for: source) == name)
    }

    @Test func aPathThatNeedsQuotingIsQuotedInTheReplayLine() throws {
        let text = SwiftReproducer.test(try CaseFilmTests.marginCaseValue(), source: "my cases/it's.json")
        #expect(text.contains("\n// Case: my cases/it's.json\n"))
        #expect(text.contains("\n// Replay: swift run -c release plumb replay 'my cases/it'\\''s.json'\n"))
        #expect(text.contains("\n@Test func reproduce_it_s() throws {\n"))
    }

    #if PLUMB_FAULTS
        /// Recorded on a broken engine, the film stops at the failing step: the test expects the
        /// judge's frames there (so it fails until the bug is fixed), and plays the later steps
        /// without checking them.
        @Test func aFailingPlayExpectsTheJudgesFramesWhereItStoppedAndChecksNothingAfter() throws {
            var value = try CaseFilmTests.marginCaseValue()
            value.constraints.removeAll { $0.id == "trailing" }
            value.constraints.append(
                CaseConstraint(
                    id: "wish", first: CaseAnchor("box", .width), relation: .equal, constant: 200, priority: 750))
            value.constraints.append(
                CaseConstraint(id: "most", first: CaseAnchor("box", .width), relation: .lessThanOrEqual, constant: 100))
            let film = PlantedFaultName.planting([.solver(.droppedInequality)]) { SwiftReproducer.film(value) }
            let text = SwiftReproducer.test(value, film: film, name: "reproduce_dropped", source: "dropped.json")
            #expect(
                text.contains(
                    "\n// Recorded: the play stopped at step 0, where reference failed: box.width: frame gives 200, reference 100.\n"
                ))
            #expect(
                try Self.testFunction(text).dropLast().suffix(7) == [
                    "    window.layoutIfNeeded()",
                    "    expectFrame(box, \"after the initial layout\", minX: 8, minY: 8, width: 100, height: 40)", "",
                    "    // The recorded play stopped at step 0: the steps below are played, not checked.",
                    "    // Step 1: setConstant.", "    height.constant = 60", "    window.layoutIfNeeded()",
                ])
        }
    #endif
}
