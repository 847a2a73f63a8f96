extension FuzzReport {
    /// `plumb.fuzz` for layout runs, `plumb.fuzz.solver` for script runs.
    private var classPrefix: String { result.options.target == .layout ? "plumb.fuzz" : "plumb.fuzz.solver" }

    /// One testsuite per oracle that ran, then one per other kind (`error`, `crash`, `hang`) that
    /// a failure has, then one per oracle proved wrong (`oracle-defect-reference`), whose testcases
    /// hold an `<error type="oracle-defect">` (JUnit's problem of the test itself) instead of a
    /// `<failure>`; one testcase per distinct failure, named by its signature, or one passing
    /// testcase named after the oracle when it found nothing.
    package func junit() -> JUnitReport {
        var properties = [
            JUnitReport.Property("seed", "\(result.options.seed)"),
            JUnitReport.Property("target", result.options.target.rawValue),
            JUnitReport.Property("cases", "\(result.cases)"),
            JUnitReport.Property("duration", JUnitReport.seconds(result.seconds)),
            JUnitReport.Property("oracles", result.options.oracles.map(\.rawValue).joined(separator: ",")),
            JUnitReport.Property("shard", "\(result.options.shard)"),
            JUnitReport.Property("command", commandLine),
            JUnitReport.Property("version", version),
        ]
        if let revision { properties.append(JUnitReport.Property("revision", revision)) }
        if let adapter = result.options.adapter { properties.append(JUnitReport.Property("adapter", adapter)) }
        let kinds =
            result.options.oracles.map(FindingKind.oracle)
            + (FindingKind.inputFailures + FindingKind.oracleDefects).filter { kind in
                result.failures.contains { $0.finding.kind == kind }
            }
        return JUnitReport(name: "plumb fuzz", suites: kinds.map(suite), properties: properties)
    }

    private func suite(_ kind: FindingKind) -> JUnitReport.Suite {
        let tally = if case let .oracle(oracle) = kind { result.tally[oracle] ?? OracleTally() } else { OracleTally() }
        var suite = JUnitReport.Suite(name: kind.name, time: tally.seconds)
        for failure in result.failures where failure.finding.kind == kind {
            let details =
                whatFailed(failure).dropFirst() + [
                    "Found by \(failure.count) case(s); first: case \(failure.caseIndex) of seed \(result.options.seed), step \(failure.finding.step).",
                    "Minimized: \(shrinkText(failure) ?? "no")",
                    "Replay: \(replayCommand(failure))",
                    "Rebuild from the seed: \(regenerateCommand(failure))",
                    "",
                ] + failure.shownFinding.problems.prefix(200)
            suite.cases.append(
                JUnitReport.TestCase(
                    name: failure.signature.folder, classname: "\(classPrefix).\(kind)",
                    failure: JUnitReport.Failure(
                        type: kind.isOracleDefect ? "oracle-defect" : kind.name, message: failure.shownFinding.message,
                        details: details.joined(separator: "\n"), isError: kind.isOracleDefect)))
        }
        if suite.cases.isEmpty {
            suite.cases.append(
                JUnitReport.TestCase(
                    name: kind.name, classname: "\(classPrefix).\(kind)", time: tally.seconds,
                    output:
                        "held at \(tally.passed) steps of \(result.cases) cases; skipped at \(tally.skipped); not applicable at \(tally.absent)"
                ))
        }
        return suite
    }
}
