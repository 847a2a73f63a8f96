/// What a crashed worker's standard error says, kept to what is the same in every process that
/// crashes the same way: the runtime's own words for the crash (Swift's "Fatal error" line, or the
/// backtracer's `*** Swift runtime failure: … ***` banner, never its "Backtracing from ADDRESS"
/// one) and, from the backtrace, the functions of the project's own code (frames in `Sources/`),
/// innermost first. Addresses, thread ids and the backtrace's timing differ from run to run
/// (ASLR, the kernel's thread numbering), so they are masked, and of the standard error only what
/// came before the backtrace (its register and memory dumps) is kept; the signature, the
/// shrinker's match and the report are then the same for the same crash.
struct CrashReport {
    var message: String
    var frames: [String]

    init(_ lines: [String]) {
        message = CrashReport.messageLine(in: lines.map(CrashReport.stable))
        frames = lines.compactMap { line -> String? in
            guard line.contains("/Sources/"), let address = line.range(of: "0x"),
                let plus = line.range(of: " + ", range: address.upperBound..<line.endIndex)
            else { return nil }
            let afterAddress = line[address.lowerBound...].drop { $0 != " " }.dropFirst()
            return String(afterAddress[..<plus.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The crash's message, best first: a `Fatal error` line, the runtime failure's `*** … ***`
    /// banner, the first other line that is not the backtracer's.
    static func messageLine(in lines: [String]) -> String {
        if let fatal = lines.first(where: { $0.contains("Fatal error") }) { return fatal }
        if let banner = lines.first(where: {
            $0.hasPrefix("*** ") && $0.hasSuffix(" ***") && !isBacktracerNoise($0)
        }) {
            return String(banner.dropFirst(4).dropLast(4))
        }
        return lines.first { !$0.isEmpty && !isBacktracerNoise($0) } ?? "no message"
    }

    /// The backtracer's own lines, which say nothing about the crash itself (and some of which
    /// appear in one run and not the next: "swift-runtime: failed to suspend thread N").
    static func isBacktracerNoise(_ line: String) -> Bool {
        line.contains("Backtracing from") || line.hasPrefix("Backtrace took") || line.hasPrefix("swift-runtime:")
    }

    /// `line` with its addresses written `0x…` and its thread ids `thread N`.
    static func stable(_ line: String) -> String {
        line.replacing(/0x[0-9a-fA-F]+/, with: "0x…").replacing(/thread [0-9]+/, with: "thread N")
    }

    /// The `crash` finding of a worker that ended with `reason` (`signal 6 (SIGABRT)`, `exit 1`)
    /// and wrote `lines` on its standard error.
    static func finding(reason: String, lines: [String]) -> Finding {
        let report = CrashReport(lines)
        let first =
            "\(reason): \(report.message)"
            + (report.frames.isEmpty ? "" : " [in \(report.frames.prefix(3).joined(separator: " < "))]")
        // What the process wrote before the backtracer took over (its registers and memory differ
        // from run to run; its frames are `report.frames`).
        let own = lines.prefix { !$0.hasPrefix("*** Signal") && !$0.contains("Backtracing from") }
            .filter { !isBacktracerNoise($0) }
        let tail = own.suffix(12).map(stable)
        return Finding(
            kind: .crash, step: 0, problems: [first] + report.frames.map { "at \($0)" } + tail.map { "stderr: \($0)" })
    }
}
