import ArgumentParser
import ConstraintSystem
import Foundation
import LayoutEngine
import LayoutFuzz

/// `plumb replay CASE.json|SCRIPT.txt` or `plumb replay --seed S --case I [--target solver]`: one
/// case, step by step, with every oracle's verdict (a script: each solver oracle's), and on
/// failure what differs; with `--swift`, a layout case as a Swift Testing test (`SwiftReproducer`).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay one case and print each step's verdicts.",
        discussion: """
            Give a case file, or the seed and index of a generated case (with the generator options \
            of its run). On failure, prints what the failing oracle found and the frames that differ \
            between the incremental engine and the reference solver (each in its superview's coordinates).
            Exit status: 0 every oracle held, 1 something failed, 2 bad usage or input; with --swift, \
            0 once the test is printed.
            """)

    @Argument(help: "A case file (docs/case-format.md) or an operation script (.txt, docs/scripts.md).")
    var file: String?

    @Option(help: "The seed of the run that generated the case.")
    var seed: UInt64?

    @Option(name: .customLong("case"), help: "The index of the case in its run.")
    var index: Int?

    @OptionGroup var generation: GenerationOptions
    @OptionGroup var oracleOptions: OracleOptions
    @OptionGroup var adapterOptions: AdapterOptions

    @Flag(help: "Print the case (JSON) before replaying it.")
    var show = false

    @Flag(
        help: ArgumentHelp(
            "Print a Swift Testing test of the case instead of replaying it (layout cases only).",
            discussion:
                "The test builds the case on LayoutEngine's public API and expects the frames the judge determines after each step; paste it into a test target as a regression test (docs/reports.md)."
        ))
    var swift = false

    @Option(
        help: ArgumentHelp(
            "Also write a page of the replay to this HTML file.",
            discussion:
                "The page a fuzz run writes for a failure (docs/reports.md): the verdict, pictures of the window after each step with the engine's frames over the judge's, the case as code; for a script, the script with the failing line marked. Self-contained: open it in any browser."
        ))
    var html: String?

    func validate() throws {
        switch (file, seed, index) {
        case (_?, nil, nil): break
        case (nil, _?, let index?): guard index >= 0 else { throw ValidationError("--case must be 0 or more") }
        default: throw ValidationError("give a case file, or --seed S and --case I")
        }
        if swift && show { throw ValidationError("--swift prints only the test; leave out --show") }
        if swift && html != nil { throw ValidationError("--swift prints only the test; leave out --html") }
        if swift && adapterOptions.adapter != nil {
            throw ValidationError("--swift writes a test of our engine; leave out --adapter")
        }
    }

    func run() throws {
        let value: FuzzInput
        let name: String
        var layoutAdapter: LayoutAdapter?
        if let file {
            do {
                value = try FuzzInput.read(contentsOf: file)
            } catch {
                throw CommandFailure(.badInput, "plumb replay: \(error)")
            }
            name = file
            if value.target == .layout, !swift { layoutAdapter = try adapterOptions.startLayout(for: "replay") }
        } else {
            if generation.fuzzTarget == .layout, !swift {
                layoutAdapter = try adapterOptions.startLayout(for: "replay")
            }
            value = generation.generator(seed: seed!, support: layoutAdapter?.support).makeInput(index!)
            name = "\(value.target == .layout ? "case" : "script") \(index!) of seed \(seed!)"
        }
        if swift { return try printTest(value, name: name) }
        if show { print(String(decoding: value.fileBytes, as: UTF8.self), terminator: "") }
        print("replaying \(name): \(value.sizeText)")
        let verdict: CaseVerdict
        switch value {
        case let .layout(value):
            let show = { (step: StepVerdict) in print("step \(step.step) \(step.label): \(step.summary)") }
            if let layoutAdapter {
                print("engine: \(layoutAdapter.name) (\(layoutAdapter.command))")
                verdict = AdapterCasePlayer(oracles: oracleOptions.chosen, adapter: layoutAdapter).play(
                    value, observe: show)
            } else {
                verdict = CasePlayer(oracles: oracleOptions.chosen).play(value, observe: show)
            }
        case let .script(script):
            let adapter = try adapterOptions.start(for: "replay")
            let player =
                adapter.map { ScriptFuzzPlayer(oracles: oracleOptions.chosen, adapter: $0) }
                ?? ScriptFuzzPlayer(oracles: oracleOptions.chosen)
            verdict = player.play(script)
            for (oracle, tally) in verdict.tally.sorted(by: { $0.key < $1.key }) {
                let status = tally.failed > 0 ? "FAILED" : tally.skipped > 0 && tally.passed == 0 ? "skipped" : "ok"
                print("\(oracle.rawValue): \(status) (\(tally.passed) points held)")
            }
        }
        if let html {
            try writePage(
                value, name: name, failingStep: verdict.findings.first?.step, adapter: layoutAdapter, to: html)
        }
        guard !verdict.passed else {
            print("ok: every oracle held at every \(value.target == .layout ? "step" : "line")")
            return
        }
        for finding in verdict.findings {
            print(
                "FAILED \(finding.kind) at \(value.target == .layout ? "step" : "operation") \(finding.step): \(finding.message)"
            )
            for problem in finding.problems.dropFirst().prefix(50) { print("  \(problem)") }
            if finding.problems.count > 51 { print("  … \(finding.problems.count - 51) more") }
        }
        if !verdict.differingFrames.isEmpty {
            print("frames that differ (in the superview's coordinates; incremental vs reference):")
            for difference in verdict.differingFrames {
                print(
                    "  \(difference.view): \(text(difference.engine)) vs \(text(difference.reference)) (\(difference.components.joined(separator: ", ")))"
                )
            }
        }
        if value.target == .solver, let file {
            let adapterFlags = adapterOptions.adapter.map { " --adapter " + ReplayLine.quoted($0) } ?? ""
            print(
                "each line against the reference: swift run -c release plumb check \(ReplayLine.quoted(file))\(adapterFlags)"
            )
        }
        throw CommandFailure(.negative, "")
    }

    /// `--html OUT`: the replay's page (`ReportPages.replayPage`), written whole.
    private func writePage(
        _ value: FuzzInput, name: String, failingStep: Int?, adapter: LayoutAdapter?, to path: String
    )
        throws
    {
        let oracles = oracleOptions.chosen
        let replay =
            file.map {
                ReplayLine.forFile($0, oracles: oracles, target: value.target, adapter: adapterOptions.adapter)
            }
            ?? ReplayLine.forSeed(
                seed!, index: index!, caseFlags: RunOptions(generator: generation.generator).caseFlags,
                oracles: oracles, target: value.target, adapter: adapterOptions.adapter)
        let page = ReportPages.replayPage(
            value, file: name, oracles: oracles, replay: replay, failingStep: failingStep, adapter: adapter)
        do {
            try ReportFiles.write(page, to: path)
        } catch {
            throw CommandFailure(.badInput, "plumb replay: cannot write \(path): \(error.localizedDescription)")
        }
        print("page: \(path)")
    }

    /// `--swift`: the test `SwiftReproducer` writes for a layout case; a script is bad input.
    private func printTest(_ value: FuzzInput, name: String) throws {
        guard case let .layout(layout) = value else {
            throw CommandFailure(
                .badInput,
                "plumb replay: --swift writes layout cases only; \(name) is an operation script (replay it without --swift)"
            )
        }
        let oracles = oracleOptions.chosen
        if let file {
            print(SwiftReproducer.test(layout, source: file, oracles: oracles), terminator: "")
        } else {
            let flags = RunOptions(generator: generation.generator).caseFlags
            let film = SwiftReproducer.film(layout, oracles: oracles)
            print(
                SwiftReproducer.test(
                    layout, film: film, name: "reproduce_seed\(seed!)_case\(index!)", source: name,
                    replay: ReplayLine.forSeed(seed!, index: index!, caseFlags: flags, oracles: oracles)),
                terminator: "")
        }
    }

    private func text(_ rect: Rect) -> String {
        "(\(NumberText.format(rect.minX)), \(NumberText.format(rect.minY)), \(NumberText.format(rect.width)), \(NumberText.format(rect.height)))"
    }
}
