import ArgumentParser
import Foundation
import ReferenceSolver

/// `plumb`: the Plumbline command. Each subcommand parses its options and calls one library.
package struct PlumbCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Layout regression and fuzzing harness for an Auto Layout-style constraint engine.",
        version: PlumbCommand.version,
        subcommands: [
            FuzzCommand.self, ReplayCommand.self, MinimizeCommand.self, RegressCommand.self, ExportCommand.self,
            CorpusCommand.self, MergeCommand.self, ReportCommand.self, WorkerCommand.self,
            SolveCommand.self, CheckCommand.self, BenchCommand.self,
        ])

    package static let version = "0.1.0"

    package init() {}

    /// Runs the command line and exits with its code: 0 success, 1 the answer is "no"
    /// (unsatisfiable, a disagreement), 2 bad usage or bad input.
    package static func runAndExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // PLUMB_REFERENCE=exact-dense makes every command (and its workers, which inherit the
        // environment) judge with the dense exact solver: the old reference, to compare verdicts.
        if let name = ProcessInfo.processInfo.environment["PLUMB_REFERENCE"] {
            guard let method = ReferenceSolver.Method(rawValue: name) else {
                FileHandle.standardError.write(
                    Data("plumb: PLUMB_REFERENCE must be certified or exact-dense, not '\(name)'\n".utf8))
                Foundation.exit(PlumbExit.badInput.rawValue)
            }
            ReferenceSolver.defaultMethod = method
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { FileHandle.standardError.write(Data((failure.message + "\n").utf8)) }
            Foundation.exit(failure.code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))  // --help, --version
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(PlumbExit.badInput.rawValue)
        }
    }
}

/// Exit codes shared by every subcommand.
package enum PlumbExit: Int32, Sendable {
    case success = 0
    /// The run worked and the answer is negative: unsatisfiable, disagreement, failures found.
    case negative = 1
    /// Bad usage or bad input (a malformed file, an unknown option).
    case badInput = 2
    /// Stopped by SIGINT or SIGTERM (128 + SIGINT, as shells report it).
    case interrupted = 130
}

/// Ends a command with a message on standard error and an exit code.
package struct CommandFailure: Error, Sendable {
    package var code: PlumbExit
    package var message: String

    package init(_ code: PlumbExit, _ message: String) {
        self.code = code
        self.message = message
    }
}
