import Foundation
import LayoutFuzz

/// The live progress line: rewritten in place on a terminal, a plain line every few seconds
/// otherwise (CI logs), on standard error as libFuzzer prints its stats.
struct ProgressLine {
    let budget: FuzzOptions.Budget
    let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastPrinted = -1.0
    private var last: FuzzProgress?

    init(budget: FuzzOptions.Budget) {
        self.budget = budget
    }

    mutating func update(_ progress: FuzzProgress) {
        last = progress
        let interval = isTerminal ? 0.1 : 5
        guard progress.seconds - lastPrinted >= interval else { return }
        lastPrinted = progress.seconds
        write(progress)
    }

    mutating func finish() {
        if let last { write(last) }
        if isTerminal && last != nil { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    private func write(_ progress: FuzzProgress) {
        let of: String
        switch budget {
        case let .cases(limit): of = "\(progress.cases)/\(limit) cases"
        case let .seconds(limit): of = "\(progress.cases) cases, \(Int(progress.seconds))/\(Int(limit.rounded(.up))) s"
        }
        let text =
            "#\(of)  \(String(format: "%.1f", progress.casesPerSecond)) cases/s  failing cases \(progress.failingCases)  distinct failures \(progress.distinctFailures)  elapsed \(String(format: "%.1f", progress.seconds)) s"
        FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K" + text : text + "\n").utf8))
    }
}
