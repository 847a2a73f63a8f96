import Foundation

/// One `plumb fuzz` run from first report to last: a valid report (no case yet) before the first
/// case, as AFL++ writes its stats at start, so that a run stopped at once never leaves an earlier
/// run's report behind; the campaign with a checkpoint report every few seconds; the final
/// report; each failure's case (minimized when it was) saved in a corpus folder when asked; and
/// the lines that tell a person what happened.
package struct FuzzSession {
    package var options: FuzzOptions
    /// The report folder, the JUnit file's path, and what the reports say about the run.
    package var folder: String
    package var junitPath: String
    package var commandLine: String
    package var version: String
    package var revision: String?
    /// Where failures are saved by content name (`--save-failures`); nil: nowhere.
    package var corpusFolder: String?

    package init(
        options: FuzzOptions, folder: String, junitPath: String, commandLine: String, version: String,
        revision: String?, corpusFolder: String? = nil
    ) {
        self.options = options
        self.folder = folder
        self.junitPath = junitPath
        self.commandLine = commandLine
        self.version = version
        self.revision = revision
        self.corpusFolder = corpusFolder
    }

    /// What went wrong around the run, with what it was doing.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// What a finished session leaves: the result, its report, the corpus files saved.
    package struct Outcome {
        package var result: FuzzResult
        package var report: FuzzReport
        package var junitPath: String
        /// Each failure's corpus file and whether it was new (empty without a corpus folder).
        package var saved: [(path: String, isNew: Bool)]

        /// `saved: …` lines, the counts, each bug with its failures (one per oracle that saw
        /// it), its minimized size and its replay command, and where the reports are.
        package var lines: [String] {
            var lines = saved.map { "\($0.isNew ? "saved" : "already in the corpus"): \($0.path)" }
            let rate = result.seconds > 0 ? Double(result.cases) / result.seconds : 0
            let bugs = report.bugs
            lines.append(
                "\(result.cases) cases in \(String(format: "%.1f", result.seconds)) s (\(String(format: "%.1f", rate)) cases/s), "
                    + "\(result.failingCases) failing, \(result.failures.count) distinct failures"
                    + (bugs.isEmpty ? "" : " in \(bugs.count) bug\(bugs.count == 1 ? "" : "s")"))
            for bug in bugs {
                let first = bug.failures[0]
                lines.append("BUG \(bug.number) (\(bug.kinds); first case \(first.caseIndex))")
                for failure in bug.failures {
                    lines.append(
                        "  FAILED \(failure.signature.folder) (\(failure.count)x): \(failure.shownFinding.message)")
                }
                if let shrunk = report.shrinkText(first) { lines.append("  minimized: \(shrunk)") }
                lines.append("  replay: \(report.replayCommand(first))")
            }
            lines.append(
                "reports: \(junitPath), \(ReportFiles.join(report.folder, "summary.json")), "
                    + "\(ReportFiles.join(report.folder, "index.html"))")
            return lines
        }
    }

    package func report(_ result: FuzzResult) -> FuzzReport {
        FuzzReport(result: result, folder: folder, commandLine: commandLine, version: version, revision: revision)
    }

    /// Writes the report of a run with no case yet.
    package func start() throws(Failure) {
        try write(FuzzResult(options: options))
    }

    /// Runs the campaign on `executor`, rewriting the reports at every checkpoint, then writes the
    /// final reports and saves the failures.
    package func run<Executor: CaseExecutor>(
        on executor: inout Executor, progress: (FuzzProgress) -> Void = { _ in }, shouldStop: () -> Bool = { false }
    ) throws(Failure) -> Outcome {
        let result = FuzzCampaign(options).run(
            on: &executor, progress: progress, checkpoint: { try? report($0).write(junitPath: junitPath) },
            shouldStop: shouldStop)
        try write(result, pages: true)
        var saved: [(path: String, isNew: Bool)] = []
        if let corpusFolder {
            for failure in result.failures {
                do {
                    saved.append(try Corpus.save(failure.minimized?.value ?? failure.value, into: corpusFolder))
                } catch {
                    throw Failure(message: "--save-failures \(corpusFolder): \(error.localizedDescription)")
                }
            }
        }
        return Outcome(result: result, report: report(result), junitPath: junitPath, saved: saved)
    }

    private func write(_ result: FuzzResult, pages: Bool = false) throws(Failure) {
        do {
            try report(result).write(junitPath: junitPath, pages: pages)
        } catch {
            throw Failure(message: "cannot write the reports: \(ReportFiles.reason(error))")
        }
    }
}
