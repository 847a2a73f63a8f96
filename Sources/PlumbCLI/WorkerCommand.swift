import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb worker` (hidden): the child process of `plumb fuzz --jobs N`, `plumb minimize` and
/// `plumb regress`. Its first line of input is its setup; then it answers requests, one a line
/// (`WorkerLoop`, docs/reports.md, "Workers").
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Play cases for plumb fuzz (internal).", shouldDisplay: false)

    func run() throws {
        do {
            try WorkerLoop.serve(readLine: { readLine() }, write: { FileHandle.standardOutput.write(Data($0.utf8)) })
        } catch {
            throw CommandFailure(.badInput, "plumb worker: \(error)")
        }
    }
}

extension WorkerPool {
    /// One worker for inputs given whole (`plumb minimize`, `plumb regress`); exit 2 with the
    /// reason when it cannot start.
    /// `target`: the protocol `adapter` speaks.
    static func forGivenInputs(
        caseTimeout: Double, oracles: [OracleName], adapter: String? = nil, target: FuzzTarget = .layout,
        command: String
    ) throws -> WorkerPool {
        do {
            return try WorkerPool(
                jobs: 1, caseTimeout: caseTimeout,
                setup: .givenInputs(oracles: oracles, adapter: adapter, target: target, caseTimeout: caseTimeout))
        } catch {
            throw CommandFailure(.badInput, "plumb \(command): \(error)")
        }
    }
}
