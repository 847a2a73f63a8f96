import ArgumentParser
import ConstraintSystem
import LayoutCase
import LayoutEngine
import LayoutFuzz

/// `plumb export CASE.json [--step K]`: the engine's constraint system at a step, in FORMAT.md,
/// for `plumb solve`, `plumb check` or another solver.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Print the engine's constraint system at a step of a case (FORMAT.md), or its whole history as a script (FORMAT-v2.md).",
        discussion: """
            Step 0 is the initial layout, step K the state after the case's first K steps (default: \
            after all of them). Variables are named item.minX, item.minY, item.width, item.height in \
            each origin measured from its superview's. Exit status: 0 printed, 1 the engine refused the case, 2 bad input.
            """)

    @Argument(help: "A case file (docs/case-format.md).")
    var file: String

    @Option(help: "Export after this many steps (0: the initial layout).")
    var step: Int?

    @Flag(
        help:
            "Write the whole edit history as an operation script (FORMAT-v2.md): every solver call in order, with a check line of the reference's determined values after the initial layout and after each step."
    )
    var script = false

    func run() throws {
        let value: Case
        do {
            value = try CaseFile.read(contentsOf: file)
        } catch {
            throw CommandFailure(.badInput, "plumb export: \(error)")
        }
        let count = step ?? value.steps.count
        guard (0...value.steps.count).contains(count) else {
            throw CommandFailure(
                .badInput, "plumb export: --step \(count) is out of range; \(file) has steps 0 to \(value.steps.count)")
        }
        do {
            let runner = try CaseRunner(value, recordingHistory: script)
            runner.history?.mark("initial layout")
            for (index, action) in value.steps.prefix(count).enumerated() {
                try runner.run(action, at: "steps[\(index)]")
                runner.history?.mark("steps[\(index)]")
            }
            if let history = runner.history { return try printScript(history, steps: count) }
            print(
                FormatWriter.write(runner.window.constraintSystem(), title: "\(file) at step \(count)"), terminator: "")
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.negative, "plumb export: \(file): the engine refuses \(error)")
        }
    }

    private func printScript(_ history: SolverHistory, steps: Int) throws {
        let (calls, marks) = history.script()
        let checked: OperationScript
        do {
            checked = try ScriptCheckpoints.inserting(into: calls, at: marks.map(\.position))
        } catch {
            throw CommandFailure(
                .negative, "plumb export: \(file): the recorded history does not replay on the reference: \(error)")
        }
        let title =
            "\(file): the engine's solver calls from the initial layout to step \(steps), "
            + "with the reference's determined values after the initial layout and each step"
        print(ScriptWriter.write(checked, title: title), terminator: "")
    }
}
