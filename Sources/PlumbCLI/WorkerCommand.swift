import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb worker` (hidden): the child process of `plumb fuzz --jobs N`. It reads case indices,
/// one a line, on standard input and answers each with one line of JSON on standard output
/// (`CaseOutcome` plus `"case"`); it ends at end of input. A trap here ends only the worker: the
/// parent records a crash and starts another (docs/reports.md, "Workers").
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "worker", abstract: "Play cases for plumb fuzz (internal).", shouldDisplay: false)

    @Option var seed: UInt64
    @OptionGroup var generation: GenerationOptions
    @OptionGroup var oracleOptions: OracleOptions

    struct Answer: Codable {
        var `case`: Int
        var outcome: CaseOutcome
    }

    func run() throws {
        let generator = CaseGenerator(seed: seed, options: generation.generator)
        var executor = InProcessExecutor(oracles: oracleOptions.chosen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        while let line = readLine() {
            guard let index = Int(line.trimmingCharacters(in: .whitespaces)), index >= 0 else {
                throw CommandFailure(.badInput, "plumb worker: expected a case index, got '\(line)'")
            }
            let outcome = executor.play([index], of: generator, until: nil)[0]
            var data = try encoder.encode(Answer(case: index, outcome: outcome))
            data.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(data)
        }
    }
}
