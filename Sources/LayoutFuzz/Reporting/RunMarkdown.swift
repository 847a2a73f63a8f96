/// `summary.md`: the run in Markdown for a CI job's summary page (GitHub's
/// `$GITHUB_STEP_SUMMARY`, a GitLab or Jenkins description): the seed and command, the counts
/// per oracle, and each bug with its symptoms, message, minimized size and replay command; the
/// report folder's `index.html` for the pictures. Built from `summary.json`'s contents, like the
/// HTML pages.
package enum RunMarkdown {
    package static func text(_ run: FuzzSummary, folder: String) -> String {
        let bugs = RunIndexPage.bugs(of: run)
        let unit = run.options.target == .layout ? "step" : "operation"
        var lines: [String] = []
        lines.append(
            bugs.isEmpty
                ? "## plumb fuzz: nothing failed"
                : "## plumb fuzz: \(bugs.count) bug\(bugs.count == 1 ? "" : "s") (\(run.failures.count) failure\(run.failures.count == 1 ? "" : "s"))"
        )
        lines.append("")
        let status = run.interrupted ? ", interrupted" : run.complete ? "" : ", still running"
        lines.append(
            "\(run.cases) cases (\(run.failingCases) failing) in \(String(format: "%.1f", run.seconds)) s, seed \(run.seed)\(status). Command: `\(code(run.command))`"
        )
        lines.append("")
        // Oracle defects get a column of their own, only in a run that had some.
        let defects = run.hasOracleDefects
        lines.append("| oracle | passed | failed | skipped |" + (defects ? " oracle defect |" : ""))
        lines.append("| --- | ---: | ---: | ---: |" + (defects ? " ---: |" : ""))
        for oracle in run.oracles.keys.sorted() {
            let counts = run.oracles[oracle]!
            lines.append(
                "| \(oracle.rawValue) | \(counts.passed) | \(counts.failed) | \(counts.skipped) |"
                    + (defects ? " \(counts.oracleDefects ?? 0) |" : ""))
        }
        lines.append("")
        if bugs.isEmpty {
            lines.append("Every oracle held at every \(unit).")
        }
        for bug in bugs {
            let failures = bug.signatures.compactMap { signature in run.failures.first { $0.signature == signature } }
            let oracles = bug.isOracleDefect
            lines.append(
                "### Bug \(bug.number)\(oracles ? " (an oracle's, not the engine's)" : ""): \(bug.kinds.joined(separator: ", "))"
            )
            lines.append("")
            lines.append(escaped(bug.message))
            lines.append("")
            for failure in failures {
                lines.append(
                    "- `\(failure.signature)`: \(failure.count) case\(failure.count == 1 ? "" : "s"), first case \(failure.firstCase), \(unit) \(failure.minimizedStep ?? failure.step)\(failure.minimizedStep == nil ? "" : " of the minimized case")"
                )
            }
            if let first = failures.first, let size = size(first) { lines.append("- minimized to \(size)") }
            lines.append("")
            lines.append("```sh")
            lines.append(bug.replay)
            lines.append("```")
            lines.append("")
        }
        lines.append(
            "Reports: `\(code(ReportFiles.join(folder, "index.html")))` (pictures of each failure), `\(code(ReportFiles.join(folder, "junit.xml")))`, `\(code(ReportFiles.join(folder, "summary.json")))`."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    private static func size(_ failure: FuzzSummary.Failure) -> String? {
        if let lines = failure.minimizedLines { return "\(lines) lines" }
        guard let views = failure.minimizedViews, let constraints = failure.minimizedConstraints else { return nil }
        return "\(views) views, \(constraints) constraints"
    }

    /// Text with Markdown's and HTML's active characters escaped, on one line.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for character in JUnitReport.oneLine(text) {
            if "\\`*_[]<>|~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Text for inside a code span: backticks cannot end it early.
    private static func code(_ text: String) -> String {
        JUnitReport.oneLine(text).replacingOccurrences(of: "`", with: "'")
    }
}
