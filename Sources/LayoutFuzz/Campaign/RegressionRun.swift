/// `plumb regress`: every case of a corpus played with the oracles, in the corpus's order, and
/// the JUnit report of it: one testsuite per folder (in the order folders first appear; path
/// order can leave a folder and come back to it, `a/a.json`, `a/b/c.json`, `a/d.json`, and its
/// cases join the suite it already has), one testcase per file with the time it took. The cases
/// are played by an executor: in a worker process (`plumb regress`), so that a case that crashes
/// or hangs again is a failing testcase of kind `crash` or `hang` and the run goes on.
package struct RegressionRun {
    package struct Outcome: Sendable {
        package var entry: Corpus.Entry
        /// What the oracles found (empty: the case passed).
        package var findings: [Finding]
        package var seconds: Double
    }

    package var oracles: [OracleName]
    package private(set) var outcomes: [Outcome] = []

    package init(oracles: [OracleName]) {
        self.oracles = oracles.sorted()
    }

    package var failed: Int { outcomes.filter { !$0.findings.isEmpty }.count }

    /// Plays every entry here; `each` sees each outcome as it comes.
    package mutating func play(_ entries: [Corpus.Entry], each: (Outcome) -> Void = { _ in }) {
        play(entries, on: InProcessExecutor(oracles: oracles), each: each)
    }

    /// Plays every entry on `executor` (which judges with its own oracles).
    package mutating func play(
        _ entries: [Corpus.Entry], on executor: some CaseExecutor, each: (Outcome) -> Void = { _ in }
    ) {
        for entry in entries {
            let start = ContinuousClock.now
            let findings = executor.play(entry.value, within: nil).findings
            let outcome = Outcome(entry: entry, findings: findings, seconds: (ContinuousClock.now - start).seconds)
            outcomes.append(outcome)
            each(outcome)
        }
    }

    package func junit(properties: [JUnitReport.Property]) -> JUnitReport {
        var suites: [JUnitReport.Suite] = []
        for outcome in outcomes {
            let entry = outcome.entry
            var test = JUnitReport.TestCase(
                name: entry.relativePath, classname: "plumb.regress.\(entry.group)", time: outcome.seconds)
            if let finding = outcome.findings.first {
                let details =
                    [
                        "Step \(finding.step). Replay: \(ReplayLine.forFile(entry.path, oracles: oracles, target: entry.value.target))",
                        "",
                    ]
                    + outcome.findings.flatMap { ["\($0.kind):"] + $0.problems.prefix(200).map { "  \($0)" } }
                test.failure = JUnitReport.Failure(
                    type: finding.kind.name, message: "\(finding.kind) at step \(finding.step): \(finding.message)",
                    details: details.joined(separator: "\n"))
            }
            if !suites.contains(where: { $0.name == entry.group }) {
                suites.append(JUnitReport.Suite(name: entry.group))
            }
            let at = suites.firstIndex { $0.name == entry.group }!
            suites[at].cases.append(test)
            suites[at].time += outcome.seconds
        }
        return JUnitReport(name: "plumb regress", suites: suites, properties: properties)
    }
}
