import Foundation

/// `index.html` of a report folder: the run (seed, command, cases, time), how often each oracle
/// held, failed and was skipped, and a row per distinct bug with its symptoms (one link per
/// failure page), its message, its minimized size and its replay command; or, for a clean run,
/// that nothing failed. Built from `summary.json`'s contents alone, so `plumb report DIR`
/// rebuilds it from a run's folder.
struct RunIndexPage {
    var run: FuzzSummary
    /// Whether each failure has its page (`failures/<signature>/index.html`); else the rows link
    /// to `verdict.txt` (the reports written while the run goes).
    var withPages: Bool

    func html() -> String {
        let bugs = RunIndexPage.bugs(of: run)
        var body = "<header>\n<h1>plumb fuzz: "
        body +=
            bugs.isEmpty
            ? "nothing failed"
            : "\(bugs.count) bug\(bugs.count == 1 ? "" : "s") (\(run.failures.count) failure\(run.failures.count == 1 ? "" : "s"))"
        body += "</h1>\n</header>\n"
        body += facts() + oracleTable()
        body += "<section id=\"bugs\">\n<h2>Bugs</h2>\n"
        if bugs.isEmpty {
            body +=
                "<p class=\"clean passed\" id=\"clean\">Nothing failed: every oracle held at every \(run.options.target == .layout ? "step" : "operation") of \(run.cases) case\(run.cases == 1 ? "" : "s").</p>\n"
        } else {
            body +=
                "<table id=\"bug-table\">\n<tr><th>bug</th><th>seen as</th><th>message</th><th>minimized</th><th>replay</th></tr>\n"
            for bug in bugs { body += row(bug) }
            body += "</table>\n"
        }
        body += "</section>\n"
        return ReportPage.document(title: "plumb fuzz, seed \(run.seed)", body: body)
    }

    private func facts() -> String {
        var rows: [(String, String)] = [
            ("seed", "\(run.seed)"), ("command", run.command), ("target", run.options.target.rawValue),
            ("cases", "\(run.cases) (\(run.failingCases) failing)"),
            (
                "time",
                "\(String(format: "%.1f", run.seconds)) s (\(String(format: "%.1f", run.casesPerSecond)) cases/s)"
            ),
            (
                "status",
                run.interrupted ? "interrupted" : run.complete ? "complete" : "running (rewritten every few seconds)"
            ),
            ("version", run.version + (run.revision.map { " (\($0))" } ?? "")),
        ]
        if let adapter = run.options.adapter { rows.append(("adapter", adapter)) }
        var out = "<section id=\"run\">\n<table class=\"facts\">\n"
        for (name, value) in rows {
            let cell = name == "command" ? "<code id=\"command\">\(HTMLText.text(value))</code>" : HTMLText.text(value)
            out += "<tr><th>\(name)</th><td>\(cell)</td></tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    private func oracleTable() -> String {
        var out = "<section id=\"oracles\">\n<h2>Oracles</h2>\n<table>\n"
        // Oracle defects (the oracle proved wrong, not the engine) get a column only in a run that had some.
        let defects = run.hasOracleDefects
        out +=
            "<tr><th>oracle</th><th>passed</th><th>failed</th><th>skipped</th><th>not applicable</th>\(defects ? "<th>oracle defect</th>" : "")</tr>\n"
        for oracle in run.oracles.keys.sorted() {
            let counts = run.oracles[oracle]!
            let defectCell = defects ? "<td class=\"number oracle-defect\">\(counts.oracleDefects ?? 0)</td>" : ""
            out +=
                "<tr data-oracle=\"\(oracle.rawValue)\"><td>\(oracle.rawValue)</td><td class=\"number passed\">\(counts.passed)</td><td class=\"number\(counts.failed > 0 ? " failed" : "")\">\(counts.failed)</td><td class=\"number\">\(counts.skipped)</td><td class=\"number\">\(counts.absent ?? 0)</td>\(defectCell)</tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    private func row(_ bug: FuzzSummary.Bug) -> String {
        let failures = bug.signatures.compactMap { signature in run.failures.first { $0.signature == signature } }
        let links = failures.map { failure in
            let target =
                withPages ? "failures/\(failure.signature)/index.html" : "failures/\(failure.signature)/verdict.txt"
            return
                "<a href=\"\(HTMLText.attribute(target))\" class=\"symptom\">\(HTMLText.text(failure.kind.name))</a> <span class=\"muted\">(\(failure.count)×)</span>"
        }
        let first = failures.first
        let minimized =
            first.flatMap { failure -> String? in
                if let lines = failure.minimizedLines { return "\(lines) lines" }
                guard let views = failure.minimizedViews, let constraints = failure.minimizedConstraints else {
                    return nil
                }
                return "\(views) views, \(constraints) constraints"
            } ?? "no"
        let oracles = bug.isOracleDefect
        return
            "<tr class=\"bug\(oracles ? " oracle-defect" : "")\" data-bug=\"\(bug.number)\"><td>\(bug.number)</td><td>\(links.joined(separator: "<br>"))</td><td>\(HTMLText.text(bug.message))</td><td>\(HTMLText.text(minimized))</td><td><code>\(HTMLText.text(bug.replay))</code></td></tr>\n"
    }

    /// The run's bugs, or for a summary written before bugs were grouped, one per failure.
    static func bugs(of run: FuzzSummary) -> [FuzzSummary.Bug] {
        run.bugs
            ?? run.failures.enumerated().map { index, failure in
                FuzzSummary.Bug(
                    number: index + 1, signatures: [failure.signature], kinds: [failure.kind.name],
                    message: failure.minimizedProblems?.first ?? failure.message,
                    caseFile: failure.minimizedFile ?? failure.caseFile, replay: failure.replay)
            }
    }
}
