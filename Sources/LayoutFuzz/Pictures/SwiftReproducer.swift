import ConstraintSystem
import LayoutCase

/// A case as a Swift Testing test on LayoutEngine's public API (`plumb replay CASE --swift`): the
/// case built and played step by step (`CaseCode`), and after the first layout and after each step
/// the film recorded, an expectation on every frame component its judge determines (the film's
/// `ViewFrames.determined`, the values of `expected`, in window coordinates), within a tolerance
/// of `SolverAgreement.relativeTolerance` times the largest value expected. Pasted into a test
/// target that depends on LayoutEngine, it is a regression test: it fails while the engine gets a
/// frame of the case wrong.
///
/// The same case and film give the same bytes. Steps after the film's last (the recorded play
/// stopped at a finding) are played but not checked, and the file says so.
package enum SwiftReproducer {
    /// What `plumb replay PATH --swift` prints: the film of `value` (`film(_:oracles:)`), the test
    /// named after the file (`testName(for:)`), `source` as the case's place in the header.
    package static func test(_ value: Case, source: String, oracles: [OracleName] = OracleName.all(for: .layout))
        -> String
    {
        test(
            value, film: film(value, oracles: oracles), name: testName(for: source), source: source,
            replay: ReplayLine.forFile(source, oracles: oracles))
    }

    /// The film whose frames the test expects: `value` played with `oracles` but `add-remove`,
    /// which toggles a constraint of the live engine after every step. The printed code does not,
    /// and where a conflict is resolved the toggle can leave another constraint broken (which one
    /// breaks depends on history), so the test would expect frames its own play never reaches.
    package static func film(_ value: Case, oracles: [OracleName] = OracleName.all(for: .layout)) -> CaseFilm {
        CaseFilm.record(value, oracles: oracles.filter { $0 != .addRemove })
    }

    /// The whole Swift file: a header naming `source` and the command that replays it (`replay`,
    /// by default `plumb replay` of `source` as a file), the imports, `@Test func <name>() throws`,
    /// then the declarations the code needs and the helpers the expectations call.
    package static func test(_ value: Case, film: CaseFilm, name: String, source: String, replay: String? = nil)
        -> String
    {
        let code = CaseCode(value)
        let replay = replay ?? ReplayLine.forFile(source, oracles: OracleName.all(for: .layout))
        let expectations = SwiftExpectations(film: film, names: code.viewNames)
        var body = code.setup + expectations.lines(afterStep: 0)
        for (index, lines) in code.steps.enumerated() {
            let step = index + 1
            body.append("")
            if step == expectations.lastStep + 1 {
                body.append(
                    "// The recorded play stopped at step \(expectations.lastStep): the steps below are played, not checked."
                )
            }
            body.append("// Step \(step): \(value.steps[index].op).")
            body += lines + expectations.lines(afterStep: step)
        }
        var file = header(source: source, replay: replay, film: film)
        file += ["import LayoutEngine", "import Testing", ""]
        file.append("@Test func \(SwiftNames.identifier(name, prefix: "reproduce"))() throws {")
        file += body.map { $0.isEmpty ? "" : "    " + $0 }
        file.append("}")
        if !code.declarations.isEmpty { file += [""] + code.declarations }
        file += [""] + helpers(tolerance: expectations.scale)
        return file.joined(separator: "\n") + "\n"
    }

    /// `reproduce_<file name without its extension>`, every character that cannot be in an
    /// identifier as `_` (`Corpus/planted/marginsAppliedTwice.json`: `reproduce_marginsAppliedTwice`).
    package static func testName(for source: String) -> String {
        var base = source.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? source
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        return "reproduce_" + SwiftNames.wordCharacters(base)
    }

    private static func header(source: String, replay: String, film: CaseFilm) -> [String] {
        let recorded =
            if let finding = film.verdict.findings.first {
                "the play stopped at step \(finding.step), where \(finding.kind) failed: \(finding.message)"
            } else if let last = film.verdict.steps.last, last.isUnsettled {
                "the play stopped at step \(last.step), where \(StepVerdict.unsettled)"
            } else {
                "every oracle held at every step"
            }
        return [
            "// A regression test printed by `plumb replay CASE --swift` (docs/reports.md).",
            "// Case: \(SwiftLiteral.comment(source))",
            "// Replay: \(SwiftLiteral.comment(replay))",
            "// Recorded: \(SwiftLiteral.comment(recorded)).",
            "//",
            "// It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every",
            "// frame component (window coordinates) that \(film.judge.caption) determines after the",
            "// first layout and after each step.",
            "",
        ]
    }

    /// The tolerance and `expectFrame`, which reads a view's frame in window coordinates (its
    /// origin plus every superview's, as the harness compares frames).
    private static func helpers(tolerance scale: Double) -> [String] {
        [
            "/// How far a frame component may be from the expected value: 1e-7 of the largest value expected.",
            "private let tolerance = \(SwiftLiteral.number(SolverAgreement.relativeTolerance)) * \(SwiftLiteral.number(scale))",
            "",
            "/// Expects each given component of `view`'s frame in window coordinates (its origin plus every",
            "/// superview's) to be within `tolerance` of its value.",
            "private func expectFrame(",
            "    _ view: View, _ step: String, minX: Double? = nil, minY: Double? = nil, width: Double? = nil,",
            "    height: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation",
            ") {",
            "    var frame = view.frame",
            "    var outer = view.superview",
            "    while let superview = outer {",
            "        frame.origin.x += superview.frame.minX",
            "        frame.origin.y += superview.frame.minY",
            "        outer = superview.superview",
            "    }",
            "    let components = [",
            "        (\"minX\", frame.minX, minX), (\"minY\", frame.minY, minY), (\"width\", frame.width, width),",
            "        (\"height\", frame.height, height),",
            "    ]",
            "    for (component, actual, expected) in components {",
            "        guard let expected else { continue }",
            "        #expect(",
            "            abs(actual - expected) <= tolerance,",
            "            \"\\(view.identifier ?? \"view\").\\(component) \\(step): \\(actual), expected \\(expected)\",",
            "            sourceLocation: sourceLocation)",
            "    }",
            "}",
        ]
    }
}
