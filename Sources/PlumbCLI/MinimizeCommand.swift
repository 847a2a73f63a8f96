import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb minimize CASE.json|SCRIPT.txt [-o OUT]`: the smallest case (or script) the shrinker
/// finds that fails with the same signature as the given one.
struct MinimizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "minimize",
        abstract: "Shrink a failing case to a small one that fails the same way.",
        discussion: """
            Delta debugging over the steps and constraints, removal of subtrees and hoisting of \
            children, then simpler numbers (constants towards 0 and round values, multipliers \
            towards 1, priorities towards 1000 and 250, small round windows), keeping only changes \
            after which the case fails with the same signature. Deterministic.
            Candidates are played in a worker process, so a case that crashes or hangs shrinks \
            like any other (--in-process plays them here, where a crash ends the command).
            A script (.txt) shrinks line by line (ScriptShrinker): lines cut, lines that name what \
            is gone dropped, then simpler numbers and names.
            Writes OUT (default: minimized.json, or minimized.txt, beside the input). Exit status: 0 written, 1 the \
            case does not fail (nothing to shrink), 2 bad usage or input.
            """)

    @Argument(help: "A failing case file (docs/case-format.md) or operation script (.txt, docs/scripts.md).")
    var file: String

    @Option(name: [.customShort("o"), .long], help: "Where to write the minimized case.")
    var output: String?

    @Option(help: "How long shrinking may take: 30s, 5m or plain seconds.")
    var minimizeTimeout: String = "60s"

    @Option(help: "A candidate that runs longer is a hang: 10s, 500ms, …")
    var caseTimeout: String = "10s"

    @Flag(help: "Play the candidates in this process instead of a worker.")
    var inProcess = false

    @OptionGroup var oracleOptions: OracleOptions
    @OptionGroup var adapterOptions: AdapterOptions

    func validate() throws {
        guard DurationText.seconds(minimizeTimeout) != nil else {
            throw ValidationError(
                "--minimize-timeout '\(minimizeTimeout)' is not a duration: use 30s, 5m or plain seconds")
        }
        guard DurationText.seconds(caseTimeout) != nil else {
            throw ValidationError("--case-timeout '\(caseTimeout)' is not a duration: use 10s, 500ms or plain seconds")
        }
    }

    func run() throws {
        let value: FuzzInput
        do {
            value = try FuzzInput.read(contentsOf: file)
        } catch {
            throw CommandFailure(.badInput, "plumb minimize: \(error)")
        }
        let budget = DurationText.seconds(minimizeTimeout)!
        let timeout = DurationText.seconds(caseTimeout)!
        let executor: any CaseExecutor =
            inProcess
            ? (value.target == .layout
                ? InProcessExecutor(
                    oracles: oracleOptions.chosen,
                    layoutAdapter: try adapterOptions.startLayout(for: "minimize", timeout: timeout))
                : InProcessExecutor(
                    oracles: oracleOptions.chosen, adapter: try adapterOptions.start(for: "minimize", timeout: timeout)))
            : try WorkerPool.forGivenInputs(
                caseTimeout: timeout, oracles: oracleOptions.chosen, adapter: adapterOptions.adapter,
                target: value.target, command: "minimize")
        let play = { (candidate: FuzzInput, seconds: Double?) in executor.play(candidate, within: seconds).findings }
        let first = play(value, nil).first
        let deadline = ContinuousClock.now + .milliseconds(Int64(budget * 1000))
        let isHang = first?.kind == .hang
        // Candidates stop when the budget ends (a hang's need the whole timeout, reserved instead).
        func trial(_ candidate: FuzzInput) -> [Finding] {
            play(candidate, isHang ? nil : (deadline - ContinuousClock.now).seconds)
        }
        let reserve = isHang ? timeout : 0
        let result = first.flatMap {
            value.shrunk(
                oracles: oracleOptions.chosen, budget: budget, keeping: $0.signature, failingAt: $0.step, trial: trial,
                reservePerTry: reserve)
        }
        guard let result else {
            throw CommandFailure(.negative, "plumb minimize: \(file) does not fail: nothing to shrink")
        }
        let out =
            output
            ?? URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(
                "minimized.\(value.fileExtension)"
            ).path
        do {
            try ReportFiles.write(result.value.fileBytes, to: out)
        } catch {
            throw CommandFailure(.badInput, "plumb minimize: cannot write \(out): \(error.localizedDescription)")
        }
        print("signature: \(result.signature)")
        print(
            "\(value.sizeText) -> \(result.value.sizeText) in \(result.tries) tries, \(String(format: "%.1f", result.seconds)) s\(result.outOfTime ? " (out of time)" : "")"
        )
        print("written: \(out)")
        print(
            "replay: \(ReplayLine.forFile(out, oracles: oracleOptions.chosen, target: value.target, adapter: adapterOptions.adapter))"
        )
    }
}
