/// What a crashed worker's standard error says: Swift's "Fatal error" line and, from the
/// runtime's backtrace, the functions of the project's own code (frames in `Sources/`), innermost
/// first, without addresses or offsets.
struct CrashReport {
    var message: String
    var frames: [String]

    init(_ lines: [String]) {
        message = lines.first { $0.contains("Fatal error") } ?? lines.first { !$0.isEmpty } ?? "no message"
        frames = lines.compactMap { line -> String? in
            guard line.contains("/Sources/"), let address = line.range(of: "0x"),
                let plus = line.range(of: " + ", range: address.upperBound..<line.endIndex)
            else { return nil }
            let afterAddress = line[address.lowerBound...].drop { $0 != " " }.dropFirst()
            return String(afterAddress[..<plus.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The `crash` finding of a worker that ended with `reason` (`signal 6 (SIGABRT)`, `exit 1`)
    /// and wrote `lines` on its standard error.
    static func finding(reason: String, lines: [String]) -> Finding {
        let report = CrashReport(lines)
        let first =
            "\(reason): \(report.message)"
            + (report.frames.isEmpty ? "" : " [in \(report.frames.prefix(3).joined(separator: " < "))]")
        return Finding(
            kind: .crash, step: 0,
            problems: [first] + report.frames.map { "at \($0)" } + lines.suffix(12).map { "stderr: \($0)" })
    }
}
