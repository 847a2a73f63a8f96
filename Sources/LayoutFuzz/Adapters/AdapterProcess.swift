import ConstraintSystem
import Foundation

/// One adapter process behind a pipe (docs/solver-protocol.md, docs/layout-protocol.md):
/// `/bin/sh -c COMMAND`, one request a line on its standard input, one answer a line on its
/// standard output, its standard error kept in a file for reports. The first line it writes is
/// its hello, which the protocol's subclass reads (`accept(hello:)`): `SolverAdapter`,
/// `LayoutAdapter`.
///
/// A request whose answer does not come within `timeout` seconds kills the process (`hung`); an
/// end of its output is `crashed` (with its exit status or signal and the tail of its standard
/// error). Either way the next request starts a fresh process, so a crash is a finding and not
/// the end of the run.
package class AdapterProcess: @unchecked Sendable {
    package let command: String
    package let timeout: Double
    /// Requests answered, and the time from writing each to reading its answer: what the pipe
    /// and the solver behind it cost (`plumb bench --scripts`).
    package private(set) var requests = 0
    package private(set) var requestSeconds = 0.0

    private var process: Process?
    private var input: FileHandle?
    private var outputFD: Int32 = -1
    private var buffer: [UInt8] = []
    /// The adapter's standard error, read back for crash messages. The file has no name: it is
    /// unlinked as soon as both ends are open, so nothing is left in the temporary folder however
    /// this process ends (an `exit`, a signal) and whether or not the adapter is stopped.
    private var errorReader: FileHandle?
    /// Where this solver's part of the standard error file starts (set at each `reset`), so that
    /// a crash reports what it printed for this script, not earlier ones.
    private var errorOffset: UInt64 = 0
    private let lock = NSLock()

    /// Starts the adapter and reads its hello.
    ///
    /// - Throws: `ScriptSolverError` when it cannot start, says no hello, or says another protocol.
    package required init(command: String, timeout: Double = 10) throws(ScriptSolverError) {
        self.command = command
        self.timeout = timeout
        signal(SIGPIPE, SIG_IGN)
        try start()
    }

    deinit { stop() }

    /// Sends one request and returns its answer line (without the line break).
    package func request(_ line: String) throws(ScriptSolverError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if process == nil { try start() }
        let start = ContinuousClock.now
        defer {
            requests += 1
            requestSeconds += (ContinuousClock.now - start).seconds
        }
        guard write(line + "\n") else { throw ended(during: line) }
        return try readLine(during: line)
    }

    /// Reads the hello, the first line the process wrote (its subclass knows the protocol).
    ///
    /// - Throws: `ScriptSolverError` (`protocolViolation`) when it is not this protocol's hello.
    func accept(hello: String) throws(ScriptSolverError) {}

    /// From here on, a crash report quotes only what the adapter writes on its standard error
    /// after this point (what it printed for earlier scripts or cases is not this one's).
    func startErrorTail() {
        lock.lock()
        defer { lock.unlock() }
        errorOffset = (try? errorReader?.seekToEnd()) ?? 0
    }

    /// Stops the process after an answer the protocol does not allow: the pipe may be out of
    /// step (an extra line), so the next request starts a fresh one.
    package func abandon() {
        lock.lock()
        defer { lock.unlock() }
        stop()
    }

    // MARK: The process

    private func start() throws(ScriptSolverError) {
        let process = Process()
        let stdin = Pipe()
        let stdout = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-adapter-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = try? FileHandle(forWritingTo: errorFile)
        let errorReader = try? FileHandle(forReadingFrom: errorFile)
        try? FileManager.default.removeItem(at: errorFile)
        do { try process.run() } catch {
            throw ScriptSolverError(.failed, "cannot start the adapter '\(command)': \(error.localizedDescription)")
        }
        self.process = process
        input = stdin.fileHandleForWriting
        outputFD = stdout.fileHandleForReading.fileDescriptor
        self.errorReader = errorReader
        errorOffset = 0
        buffer = []
        // Starting a process (an interpreter, its imports) is not answering a request: the hello
        // may take up to `startupSeconds` even when requests must be answered sooner.
        let hello = try readLine(during: "(hello)", within: max(timeout, AdapterProcess.startupSeconds))
        do {
            try accept(hello: hello)
        } catch {
            stop()
            throw error
        }
    }

    private func stop() {
        try? input?.close()
        input = nil
        if let process, process.isRunning {
            // The shell and what it started: Foundation gives the child a process group of its own.
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        process = nil
        try? errorReader?.close()
        errorReader = nil
    }

    private func write(_ text: String) -> Bool {
        guard let input else { return false }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Foundation.write(input.fileDescriptor, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// How long the hello may take, whatever the request timeout.
    static let startupSeconds = 10.0

    /// The next line of output, waiting at most `seconds` (the request timeout) with `poll(2)`.
    private func readLine(during request: String, within seconds: Double? = nil) throws(ScriptSolverError) -> String {
        let limit = seconds ?? timeout
        let deadline = ContinuousClock.now + .milliseconds(Int64(limit * 1000))
        var searched = 0  // the bytes already known to hold no line break: each is looked at once
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                stop()
                throw ScriptSolverError(
                    .hung, "the adapter did not answer '\(request.prefix(120))' within \(NumberText.format(limit)) s")
            }
            var fds = [pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(
                min(1000, max(1, (Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18) * 1000))
            )
            guard poll(&fds, 1, milliseconds) >= 0 || errno == EINTR else { throw ended(during: request) }
            guard fds[0].revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(outputFD, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ended(during: request) }
            searched = buffer.count
            buffer += chunk[..<count]
            guard buffer.count <= AdapterProcess.longestLine else {
                stop()
                throw ScriptSolverError(
                    .protocolViolation,
                    "the adapter's answer to '\(request.prefix(120))' runs past \(AdapterProcess.longestLine / 1_000_000) MB without a line break"
                )
            }
        }
    }

    /// The longest answer line read (an adapter writing without end must not exhaust memory).
    static let longestLine = 16_000_000

    /// The process ended: how, and the last lines of its standard error.
    private func ended(during request: String) -> ScriptSolverError {
        let process = self.process
        try? input?.close()
        if let process, process.isRunning {
            // Its output closed but it still runs (or a helper it started does): end them all.
            kill(-process.processIdentifier, SIGKILL)
            kill(process.processIdentifier, SIGKILL)
        }
        process?.waitUntilExit()
        let how: String
        if let process, process.terminationReason == .uncaughtSignal {
            how = "was killed by signal \(process.terminationStatus)"
        } else {
            how = "exited with status \(process?.terminationStatus ?? -1)"
        }
        let tail = errorTail().split(separator: "\n").suffix(3).joined(separator: " | ")
        self.process = nil
        try? errorReader?.close()
        errorReader = nil
        return ScriptSolverError(
            .crashed, "the adapter \(how) during '\(request.prefix(120))'" + (tail.isEmpty ? "" : ": \(tail)"))
    }

    /// What the adapter wrote on its standard error since the last `reset`.
    private func errorTail() -> String {
        guard let errorReader else { return "" }
        try? errorReader.seek(toOffset: errorOffset)
        return String(decoding: (try? errorReader.readToEnd()) ?? Data(), as: UTF8.self)
    }
}
