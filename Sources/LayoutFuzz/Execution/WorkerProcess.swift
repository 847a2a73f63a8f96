import Foundation

/// One `plumb worker` child: its pipes, its standard error in a file, the case it is playing. It
/// is told its `WorkerSetup` as its first line.
final class Worker {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    /// The worker's standard error, read back when it ends. The file has no name: it is unlinked
    /// as soon as both ends are open, so nothing is left in the temporary folder however the run
    /// ends (an `exit` that skips `finish`, a signal).
    private let errorReader: FileHandle?
    private var buffer: [UInt8] = []
    private(set) var current: (index: Int, deadline: ContinuousClock.Instant)?
    var deadline: ContinuousClock.Instant? { current?.deadline }
    var outputFD: Int32 { output.fileHandleForReading.fileDescriptor }

    enum Read {
        case answers([(Int, CaseOutcome)])
        case ended
    }

    /// Starts `executable worker` and sends it `setup`.
    init(executable: URL, setup: WorkerSetup) throws(WorkerStartError) {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-worker-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = executable
        process.arguments = ["worker"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try? FileHandle(forWritingTo: errorFile)
        errorReader = try? FileHandle(forReadingFrom: errorFile)
        try? FileManager.default.removeItem(at: errorFile)
        do {
            try process.run()
        } catch {
            throw WorkerStartError(executable: executable.path, reason: "\(error)")
        }
        ChildProcesses.add(process.processIdentifier)
        _ = writeLine(WorkerLine.encode(setup))  // a worker gone at once is noticed by its end of file
    }

    /// Hands over a request (a case index, or a case as one line) whose answer will carry `id`;
    /// false when the worker is already gone.
    func send(_ request: String, as id: Int, timeout: Double) -> Bool {
        current = (id, ContinuousClock.now + .milliseconds(Int64(timeout * 1000)))
        return writeLine(request)
    }

    /// Writes `line` and a newline to the worker's input; false when the worker is gone.
    private func writeLine(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count)
            }
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
            if let answer = try? JSONDecoder().decode(WorkerAnswer.self, from: line) {
                answers.append((answer.case, answer.outcome))
                current = nil
            }
        }
        return .answers(answers)
    }

    /// Kills the worker and what it started (an adapter inside a request would outlive it).
    func stop() {
        if process.isRunning { ProcessTree.killTree(process.processIdentifier) }
    }

    /// The signal that ended the worker, once it has ended of one.
    var signal: Int32? {
        !process.isRunning && process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    }

    /// Waits for the end; returns how it ended and the lines of its standard error.
    func finish() -> (reason: String, tail: [String]) {
        current = nil
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        ChildProcesses.remove(process.processIdentifier)
        let text = String(decoding: (try? errorReader?.readToEnd()) ?? Data(), as: UTF8.self)
        try? errorReader?.close()
        let tail = text.split(separator: "\n").map(String.init)
        let reason =
            process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus) (\(Worker.signalName(process.terminationStatus)))"
            : "exit \(process.terminationStatus)"
        return (reason, tail)
    }

    static func signalName(_ number: Int32) -> String {
        [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
            SIGKILL: "SIGKILL", SIGFPE: "SIGFPE",
        ][number] ?? "signal"
    }
}
