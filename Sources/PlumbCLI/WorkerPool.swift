import Foundation
import LayoutFuzz

/// `plumb fuzz --jobs N`: N worker processes (`plumb worker`) play the cases, so that a trap,
/// a stack overflow or a signal in the engine is recorded as a `crash` finding (the signal, the
/// message, the tail of the worker's standard error) and a case that runs past `caseTimeout`
/// is killed and recorded as a `hang`; either way a new worker takes over and the run goes on.
///
/// The parent hands each idle worker the next case index of the batch and waits with `poll(2)`
/// on the workers' outputs until an answer, an end of file (the worker died) or the earliest
/// deadline. Answers are returned in case order. An interrupt is the parent's to handle: it stops
/// handing out cases and lets the running ones finish. (Foundation starts each worker in a process
/// group of its own on Linux, so a Ctrl-C at a terminal does not reach them; for platforms where
/// they share the parent's group, workers ignore SIGINT, and one that SIGTERM ends during an
/// interrupt was stopped, not crashed.)
final class WorkerPool: CaseExecutor {
    let jobs: Int
    let caseTimeoutSeconds: Double
    let workerArguments: [String]
    let executable: URL
    /// True once the run is interrupted: no case is handed out any more, the running ones finish.
    let shouldStop: () -> Bool
    private var workers: [Worker] = []

    init(jobs: Int, caseTimeout: Double, workerArguments: [String], executable: URL, shouldStop: @escaping () -> Bool = { false }) {
        self.jobs = jobs
        self.caseTimeoutSeconds = caseTimeout
        self.workerArguments = workerArguments
        self.executable = executable
        self.shouldStop = shouldStop
        signal(SIGPIPE, SIG_IGN)  // a worker that dies while being written to is noticed by its EOF
    }

    /// What a worker needs to rebuild and judge the run's cases.
    /// `adapter`: the command of the solver behind a pipe, whose answers the worker awaits at most
    /// `adapterTimeout` seconds (less than the case timeout, so that the worker tells the hang).
    static func arguments(seed: UInt64, generator: FuzzGenerator, oracles: [OracleName], adapter: String? = nil, adapterTimeout: Double = 8) -> [String] {
        let options = generator.cases.options, scripts = generator.scripts.options
        let adapterFlags = adapter.map { ["--adapter", $0, "--adapter-timeout", "\(adapterTimeout)"] } ?? []
        return adapterFlags + [
            "--seed", "\(seed)", "--target", generator.target.rawValue, "--max-views", "\(options.maxViews)", "--max-depth", "\(options.maxDepth)",
            "--constraints-per-view", "\(options.constraintsPerView)", "--max-steps", "\(options.maxSteps)",
            "--features", options.features ? "all" : "core",
            "--max-variables", "\(scripts.maxVariables)", "--max-operations", "\(scripts.maxOperations)",
            "--oracles", oracles.map(\.rawValue).joined(separator: ","),
        ]
    }

    /// One worker for cases given whole (`plumb minimize`, `plumb regress`): the seed and the
    /// generator options it is started with are not used.
    static func forGivenCases(caseTimeout: Double, oracles: [OracleName], adapter: String? = nil) -> WorkerPool {
        WorkerPool(
            jobs: 1, caseTimeout: caseTimeout,
            workerArguments: arguments(seed: 0, generator: FuzzGenerator(seed: 0), oracles: oracles, adapter: adapter, adapterTimeout: caseTimeout * 0.8),
            executable: ownExecutable)
    }

    /// This executable, to start workers from.
    static var ownExecutable: URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: proc.path) { return proc.resolvingSymlinksInPath() }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Ends every worker (end of input lets each finish its loop) and removes their files.
    deinit { for worker in workers { _ = worker.finish() } }

    var batchSize: Int { jobs * 4 }
    var caseTimeout: Double? { caseTimeoutSeconds }

    /// Plays one whole case (a shrink candidate) in the first worker, every other one idle.
    func play(_ value: FuzzInput, within seconds: Double?) -> CaseOutcome {
        if workers.isEmpty { workers.append(startWorker()) }
        let id = WorkerCommand.givenCase
        var outcomes: [Int: CaseOutcome] = [:]
        let timeout = min(caseTimeoutSeconds, max(0.001, seconds ?? caseTimeoutSeconds))
        if !workers[0].send(value.line, as: id, timeout: timeout) { outcomes[id] = died(0) }
        while workers[0].current != nil { wait(into: &outcomes, runDeadline: nil) }
        return outcomes[id] ?? CaseOutcome(findings: [], tally: [:])  // stopped by an interrupt: it shows nothing
    }

    func play(_ indices: [Int], of generator: FuzzGenerator, until deadline: ContinuousClock.Instant?) -> [CaseOutcome] {
        var pending = indices[...]
        var outcomes: [Int: CaseOutcome] = [:]
        while outcomes.count < indices.count {
            if let deadline, ContinuousClock.now >= deadline {
                // The run's time is up: what is still running is stopped and counts for nothing.
                for slot in workers.indices where workers[slot].current != nil {
                    workers[slot].stop()
                    _ = workers[slot].finish()
                    workers[slot] = startWorker()
                }
                return answeredFirst(indices, outcomes)
            }
            if shouldStop() {
                // Interrupted: nothing new starts; once the running cases are done, the cases
                // answered so far (in order) are the batch.
                if !workers.contains(where: { $0.current != nil }) { return answeredFirst(indices, outcomes) }
            } else {
                for slot in 0..<jobs where pending.first != nil {
                    if workers.count <= slot { workers.append(startWorker()) }
                    if workers[slot].current == nil {
                        if !workers[slot].send("\(pending.first!)", as: pending.first!, timeout: caseTimeoutSeconds) {
                            outcomes[pending.first!] = died(slot)
                        }
                        pending.removeFirst()
                    }
                }
            }
            wait(into: &outcomes, runDeadline: deadline)
        }
        return indices.map { outcomes[$0]! }
    }

    /// The outcomes of the first cases of `indices`, up to the first without an answer.
    private func answeredFirst(_ indices: [Int], _ outcomes: [Int: CaseOutcome]) -> [CaseOutcome] {
        indices.prefix { outcomes[$0] != nil }.map { outcomes[$0]! }
    }

    /// Waits for one event: an answer, a worker's end or a deadline (a case's or the run's).
    private func wait(into outcomes: inout [Int: CaseOutcome], runDeadline: ContinuousClock.Instant?) {
        let busy = workers.indices.filter { workers[$0].current != nil }
        guard !busy.isEmpty else { return }
        let now = ContinuousClock.now
        let nearest = (busy.map { workers[$0].deadline! } + (runDeadline.map { [$0] } ?? [])).min()!
        let timeout = max(0, Int32(min(1000, ((nearest - now).seconds * 1000).rounded(.up))))
        var fds = busy.map { pollfd(fd: workers[$0].outputFD, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), timeout)
        for (k, slot) in busy.enumerated() {
            let worker = workers[slot]
            if fds[k].revents != 0 {
                switch worker.readAvailable() {
                case let .answers(answers):
                    for (index, outcome) in answers { outcomes[index] = outcome }
                case .ended:
                    outcomes[worker.current!.index] = died(slot)
                }
            }
            if let current = workers[slot].current, ContinuousClock.now >= current.deadline {
                outcomes[current.index] = hung(slot, current.index)
            }
        }
    }

    private func startWorker() -> Worker {
        Worker(executable: executable, arguments: ["worker"] + workerArguments)
    }

    /// The worker ended while playing a case: a crash finding, and a fresh worker in its place.
    /// Nil when the run is being interrupted and SIGINT or SIGTERM ended it (where workers share
    /// the parent's process group, a cancelled CI job signals them all): that case was stopped,
    /// not crashed, and counts for nothing.
    private func died(_ slot: Int) -> CaseOutcome? {
        let worker = workers[slot]
        let (reason, lines) = worker.finish()
        workers[slot] = startWorker()
        if shouldStop(), let signal = worker.signal, signal == SIGINT || signal == SIGTERM { return nil }
        let report = CrashReport(lines)
        let first = "\(reason): \(report.message)" + (report.frames.isEmpty ? "" : " [in \(report.frames.prefix(3).joined(separator: " < "))]")
        return CaseOutcome(
            findings: [Finding(kind: "crash", step: 0, problems: [first] + report.frames.map { "at \($0)" } + lines.suffix(12).map { "stderr: \($0)" })],
            tally: [:])
    }

    /// The case ran past the timeout: the worker is killed, a hang finding, a fresh worker.
    private func hung(_ slot: Int, _ index: Int) -> CaseOutcome {
        workers[slot].stop()
        _ = workers[slot].finish()
        workers[slot] = startWorker()
        return CaseOutcome(findings: [Finding(kind: "hang", step: 0, problems: ["the case ran longer than \(caseTimeoutSeconds) s and was killed"])], tally: [:])
    }
}

/// One `plumb worker` child: its pipes, its standard error in a file, the case it is playing.
final class Worker {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private let errorFile: URL
    private var buffer: [UInt8] = []
    private(set) var current: (index: Int, deadline: ContinuousClock.Instant)?
    var deadline: ContinuousClock.Instant? { current?.deadline }
    var outputFD: Int32 { output.fileHandleForReading.fileDescriptor }

    enum Read { case answers([(Int, CaseOutcome)]), ended }

    init(executable: URL, arguments: [String]) {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-worker-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try? FileHandle(forWritingTo: errorFile)
        do { try process.run() } catch { preconditionFailure("cannot start a worker (\(executable.path)): \(error)") }
        ChildProcesses.add(process.processIdentifier)
    }

    /// Hands over a request (a case index, or a case as one line) whose answer will carry `id`;
    /// false when the worker is already gone.
    func send(_ request: String, as id: Int, timeout: Double) -> Bool {
        current = (id, ContinuousClock.now + .milliseconds(Int64(timeout * 1000)))
        let bytes = Array((request + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    func readAvailable() -> Read {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(outputFD, $0.baseAddress, $0.count) }
        guard count > 0 else { return .ended }
        buffer += chunk[..<count]
        var answers: [(Int, CaseOutcome)] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Data(buffer[..<newline])
            buffer.removeSubrange(...newline)
            if let answer = try? JSONDecoder().decode(WorkerCommand.Answer.self, from: line) {
                answers.append((answer.case, answer.outcome))
                current = nil
            }
        }
        return .answers(answers)
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The signal that ended the worker, once it has ended of one.
    var signal: Int32? {
        !process.isRunning && process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    }

    /// Waits for the end; returns how it ended and the lines of its standard error.
    func finish() -> (reason: String, tail: [String]) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        ChildProcesses.remove(process.processIdentifier)
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorFile)
        let tail = text.split(separator: "\n").map(String.init)
        let reason = process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus) (\(Worker.signalName(process.terminationStatus)))"
            : "exit \(process.terminationStatus)"
        return (reason, tail)
    }

    static func signalName(_ number: Int32) -> String {
        [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGFPE: "SIGFPE"][number] ?? "signal"
    }
}

/// What a crashed worker's standard error says: Swift's "Fatal error" line and, from the
/// runtime's backtrace, the functions of the project's own code (frames in `Sources/`), innermost
/// first, without addresses or offsets.
struct CrashReport {
    var message: String
    var frames: [String]

    init(_ lines: [String]) {
        message = lines.first { $0.contains("Fatal error") } ?? lines.first { !$0.isEmpty } ?? "no message"
        frames = lines.compactMap { line -> String? in
            guard line.contains("/Sources/"), let address = line.range(of: "0x"), let plus = line.range(of: " + ", range: address.upperBound..<line.endIndex) else { return nil }
            let afterAddress = line[address.lowerBound...].drop { $0 != " " }.dropFirst()
            return String(afterAddress[..<plus.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
    }
}
