import Foundation

/// The worker's side of the protocol (`WorkerSetup`): read the setup line, then answer each
/// request with one line, until the end of input. A trap while playing ends only this process:
/// its parent records a crash and starts another (docs/reports.md, "Workers").
package enum WorkerLoop {
    /// What stops a worker before its input ends: the parent broke the protocol, or the adapter
    /// did not start.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Serves requests read by `readLine` and writes each answer line with `write`.
    package static func serve(readLine: () -> String?, write: (String) -> Void) throws(Failure) {
        signal(SIGINT, SIG_IGN)  // where a Ctrl-C reaches the parent's whole process group, the parent decides
        endWithParent()
        guard let first = readLine() else { return }
        let setup: WorkerSetup
        do {
            setup = try JSONDecoder().decode(WorkerSetup.self, from: Data(first.utf8))
        } catch {
            throw Failure(message: "the first line is not a worker setup: \(error)")
        }
        let executor =
            setup.options.target == .layout
            ? InProcessExecutor(oracles: setup.options.oracles, layoutAdapter: try adapter(setup))
            : InProcessExecutor(oracles: setup.options.oracles, adapter: try adapter(setup))
        let generator = FuzzGenerator(FuzzOptions(seed: setup.seed, budget: .cases(0), run: setup.options))
        while let line = readLine() {
            let answer: WorkerAnswer
            if line.hasPrefix("{") || line.hasPrefix("[") {
                let value: FuzzInput
                do {
                    value = try FuzzInput.parse(line: line, file: "(standard input)")
                } catch {
                    throw Failure(message: "\(error)")
                }
                answer = WorkerAnswer(case: WorkerAnswer.givenInput, outcome: executor.play(value))
            } else if let index = Int(line.trimmingCharacters(in: .whitespaces)), index >= 0 {
                // One path for both: one crash, one signature.
                answer = WorkerAnswer(case: index, outcome: executor.play(generator.makeInput(index)))
            } else {
                throw Failure(message: "expected an index, a case or a script, got '\(line.prefix(80))'")
            }
            write(WorkerLine.encode(answer) + "\n")
        }
    }

    /// The setup's adapter, started (nil when its inputs are played on our engine or solver).
    private static func adapter<Adapter: AdapterProcess>(_ setup: WorkerSetup) throws(Failure) -> Adapter? {
        guard let command = setup.options.adapter else { return nil }
        do {
            return try Adapter(command: command, timeout: setup.adapterTimeout)
        } catch {
            throw Failure(message: "--adapter '\(command)': \(error.message)")
        }
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
}
