import Foundation

/// The files a fuzz run leaves in its report folder (docs/reports.md):
/// - `junit.xml` (or `--junit PATH`): one testsuite per oracle that ran (and `error`, `crash`,
///   `hang` when the engine refused a case, a worker died, a case ran out of time), one testcase per distinct failure named by its signature, or one
///   passing testcase named after the oracle when it found nothing;
/// - `summary.json`: the seed, the options, the counts per oracle, the failures, cases per second;
/// - `failures/<signature>/case.json` (a script run: `case.txt`), the first case that showed the
///   failure, `minimized.json` (`.txt`) when it was shrunk, and beside them `verdict.txt`: what
///   failed, at which step, and the one-line command that replays it.
package struct FuzzReport {
    package let result: FuzzResult
    /// `result`'s failures grouped into bugs, once (every verdict and testcase names its bug).
    package let bugs: [FuzzBug]
    /// The report folder (`Reports`).
    package var folder: String
    /// The command line of the run, as it was typed.
    package var commandLine: String
    /// Tool version and git revision, when known.
    package var version: String
    package var revision: String?

    package init(result: FuzzResult, folder: String, commandLine: String, version: String, revision: String?) {
        self.result = result
        bugs = result.bugs
        self.folder = folder
        self.commandLine = commandLine
        self.version = version
        self.revision = revision
    }

    package func casePath(_ failure: FuzzFailure) -> String {
        ReportFiles.join(folder, "failures/\(failure.signature.folder)/case.\(failure.value.fileExtension)")
    }

    package func minimizedPath(_ failure: FuzzFailure) -> String {
        ReportFiles.join(folder, "failures/\(failure.signature.folder)/minimized.\(failure.value.fileExtension)")
    }

    /// The command that replays a failure from its case file (the minimized one when there is one).
    package func replayCommand(_ failure: FuzzFailure) -> String {
        ReplayLine.forFile(
            failure.minimized == nil ? casePath(failure) : minimizedPath(failure), oracles: result.options.oracles,
            target: result.options.target, adapter: result.options.adapter)
    }

    /// `7 views, 11 constraints, 7 steps -> 1 views, 1 constraints, 0 steps (28 tries)` or
    /// `23 lines -> 4 lines (61 tries)` (no time: reports are the same bytes for the same seed).
    package func shrinkText(_ failure: FuzzFailure) -> String? {
        guard let minimized = failure.minimized else { return nil }
        return
            "\(failure.value.sizeText) -> \(minimized.value.sizeText) (\(minimized.tries) tries\(minimized.outOfTime ? ", out of time" : ""))"
    }

    /// The same case rebuilt from the seed.
    package func regenerateCommand(_ failure: FuzzFailure) -> String {
        ReplayLine.forSeed(
            result.options.seed, index: failure.caseIndex, caseFlags: result.options.run.caseFlags,
            oracles: result.options.oracles, target: result.options.target,
            adapter: result.options.adapter)
    }

    /// Writes the failure folders, then the summary (JSON and Markdown) and the JUnit file, each
    /// file whole; then `index.html` and, with `pages` (the final reports), each failure's page
    /// (`ReportPages`); then removes failure folders of an earlier run in the same place, so that
    /// the folders match the summary without a moment in which a folder the summary names is
    /// missing.
    package func write(junitPath: String, pages: Bool = false) throws {
        for failure in result.failures {
            try ReportFiles.write(failure.value.fileBytes, to: casePath(failure))
            if let minimized = failure.minimized {
                try ReportFiles.write(minimized.value.fileBytes, to: minimizedPath(failure))
            }
            try ReportFiles.write(
                verdict(failure), to: ReportFiles.join(folder, "failures/\(failure.signature.folder)/verdict.txt"))
        }
        // Both from one state, or neither (a full disk must not leave a JUnit of 0 cases beside a
        // summary of thousands).
        let summary = summary()
        try ReportFiles.writeTogether([
            (ReportFiles.json(summary), ReportFiles.join(folder, "summary.json")),
            (Data(RunMarkdown.text(summary, folder: folder).utf8), ReportFiles.join(folder, "summary.md")),
            (Data(junit().xml().utf8), junitPath),
        ])
        try ReportPages.write(summary, folder: folder, withPages: pages)
        let failures = ReportFiles.join(folder, "failures")
        let current = Set(result.failures.map(\.signature.folder))
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: failures)) ?? []
        where !current.contains(stale) {
            try FileManager.default.removeItem(atPath: ReportFiles.join(failures, stale))
        }
    }

    package func verdict(_ failure: FuzzFailure) -> String {
        var lines = whatFailed(failure)
        lines += [
            "signature: \(failure.signature)",
            "cases with this failure: \(failure.count)",
            "minimized: \(shrinkText(failure) ?? "no (plumb minimize CASE.json)")",
            "replay: \(replayCommand(failure))",
            "rebuild from the seed: \(regenerateCommand(failure))",
            "",
        ]
        lines += failure.shownFinding.problems.map { "  \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What failed where, the minimized case's finding first when there is one, and the bug it
    /// belongs to with its other symptoms: the head of `verdict.txt` and of the JUnit failure's
    /// body.
    package func whatFailed(_ failure: FuzzFailure) -> [String] {
        let finding = failure.finding
        let unit = result.options.target == .layout ? "step" : "operation"
        let first =
            "\(finding.kind) failed at \(unit) \(finding.step) of case \(failure.caseIndex) (seed \(result.options.seed)): \(finding.message)"
        var lines: [String]
        if let shown = failure.minimizedFinding {
            lines = [
                "\(shown.kind) failed at \(unit) \(shown.step) of the minimized case: \(shown.message)",
                "first found " + first.dropFirst("\(finding.kind) failed ".count),
            ]
        } else {
            lines = [first]
        }
        if let bug = bugs.first(where: { $0.failures.contains { $0.signature == failure.signature } }) {
            let others = bug.failures.filter { $0.signature != failure.signature }.map(\.signature.folder)
            lines.append(
                "bug \(bug.number) of the run"
                    + (others.isEmpty ? "" : ", also seen as \(others.joined(separator: ", "))"))
        }
        return lines
    }
}
