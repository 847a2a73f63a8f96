import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb worker` (hidden): the child process of `plumb fuzz --jobs N` and `plumb minimize`. It
/// reads requests, one a line, on standard input: an input index of the seed, or a whole input
/// on one line (a shrink candidate, `FuzzInput.line`: a case as a JSON object, a script as a
/// JSON array of its lines). It answers each with one line of JSON
/// on standard output (`CaseOutcome` plus `"case"`: the index, or -1 for a case given whole) and
/// ends at end of input. A trap here ends only the worker: the parent records a crash and starts
/// another (docs/reports.md, "Workers").
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "worker", abstract: "Play cases for plumb fuzz (internal).", shouldDisplay: false)

    @Option var seed: UInt64
    @OptionGroup var generation: GenerationOptions
    @OptionGroup var oracleOptions: OracleOptions
    @OptionGroup var adapterOptions: AdapterOptions

    struct Answer: Codable {
        var `case`: Int
        var outcome: CaseOutcome
    }

    /// Ends this worker when its parent is gone (killed, trapped, or a `plumb minimize` stopped
    /// with Ctrl-C): a worker stuck in a hang never reads the end of its input, so a thread
    /// watches the parent's pid instead.
    static func endWithParent() {
        let parent = getppid()
        let watchdog = Thread {
            while getppid() == parent { usleep(200_000) }
            _exit(0)
        }
        watchdog.start()
    }

    /// The `case` of an answer to a case given whole.
    static let givenCase = -1

    func run() throws {
        signal(SIGINT, SIG_IGN)  // where a Ctrl-C reaches the parent's whole process group, the parent decides
        WorkerCommand.endWithParent()
        let generator = generation.generator(seed: seed)
        let executor = InProcessExecutor(oracles: oracleOptions.chosen, adapter: try adapterOptions.start(for: "worker"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        while let line = readLine() {
            let answer: Answer
            if line.hasPrefix("{") || line.hasPrefix("[") {
                let value: FuzzInput
                do {
                    value = try FuzzInput.parse(line: line, file: "(standard input)")
                } catch {
                    throw CommandFailure(.badInput, "plumb worker: \(error)")
                }
                answer = Answer(case: WorkerCommand.givenCase, outcome: executor.play(value))
            } else if let index = Int(line.trimmingCharacters(in: .whitespaces)), index >= 0 {
                answer = Answer(case: index, outcome: executor.play(generator.makeInput(index)))  // one path for both: one crash, one signature
            } else {
                throw CommandFailure(.badInput, "plumb worker: expected an index, a case or a script, got '\(line.prefix(80))'")
            }
            var data = try encoder.encode(answer)
            data.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(data)
        }
    }
}
