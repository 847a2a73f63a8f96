import Foundation

/// The files a fuzz run leaves in its report folder (docs/reports.md):
/// - `junit.xml` (or `--junit PATH`): one testsuite per oracle that ran (and `error`, `crash`,
///   `hang` when the engine refused a case, a worker died, a case ran out of time), one testcase per distinct failure named by its signature, or one
///   passing testcase named after the oracle when it found nothing;
/// - `summary.json`: the seed, the options, the counts per oracle, the failures, cases per second;
/// - `failures/<signature>/case.json` (a script run: `case.txt`), the first case that showed the
///   failure, `minimized.json` (`.txt`) when it was shrunk, and beside them `verdict.txt`: what
///   failed, at which step, and the one-line command that replays it.
public struct FuzzReport {
    public var result: FuzzResult
    /// The report folder (`Reports`).
    public var folder: String
    /// The command line of the run, as it was typed.
    public var commandLine: String
    /// Tool version and git revision, when known.
    public var version: String
    public var revision: String?

    public init(result: FuzzResult, folder: String, commandLine: String, version: String, revision: String?) {
        self.result = result
        self.folder = folder
        self.commandLine = commandLine
        self.version = version
        self.revision = revision
    }

    public func casePath(_ failure: FuzzFailure) -> String {
        ReportFiles.join(folder, "failures/\(failure.signature.folder)/case.\(failure.value.fileExtension)")
    }

    public func minimizedPath(_ failure: FuzzFailure) -> String {
        ReportFiles.join(folder, "failures/\(failure.signature.folder)/minimized.\(failure.value.fileExtension)")
    }

    /// The command that replays a failure from its case file (the minimized one when there is one).
    public func replayCommand(_ failure: FuzzFailure) -> String {
        ReplayLine.forFile(failure.minimized == nil ? casePath(failure) : minimizedPath(failure), oracles: result.options.oracles, target: result.options.target, adapter: result.options.adapter)
    }

    /// `7 views, 11 constraints, 7 steps -> 1 views, 1 constraints, 0 steps (28 tries)` or
    /// `23 lines -> 4 lines (61 tries)` (no time: reports are the same bytes for the same seed).
    public func shrinkText(_ failure: FuzzFailure) -> String? {
        guard let minimized = failure.minimized else { return nil }
        return "\(failure.value.sizeText) -> \(minimized.value.sizeText) (\(minimized.tries) tries\(minimized.outOfTime ? ", out of time" : ""))"
    }

    /// The same case rebuilt from the seed.
    public func regenerateCommand(_ failure: FuzzFailure) -> String {
        ReplayLine.forSeed(
            result.options.seed, index: failure.caseIndex, caseFlags: result.options.caseFlags, oracles: result.options.oracles, target: result.options.target,
            adapter: result.options.adapter)
    }

    /// Writes the failure folders, then the summary, then the JUnit file, each file whole; then
    /// removes failure folders of an earlier run in the same place, so that the folders match the
    /// summary without a moment in which a folder the summary names is missing.
    public func write(junitPath: String) throws {
        for failure in result.failures {
            try ReportFiles.write(failure.value.fileBytes, to: casePath(failure))
            if let minimized = failure.minimized {
                try ReportFiles.write(minimized.value.fileBytes, to: minimizedPath(failure))
            }
            try ReportFiles.write(verdict(failure), to: ReportFiles.join(folder, "failures/\(failure.signature.folder)/verdict.txt"))
        }
        try ReportFiles.write(ReportFiles.json(summary()), to: ReportFiles.join(folder, "summary.json"))
        try ReportFiles.write(junit().xml(), to: junitPath)
        let failures = ReportFiles.join(folder, "failures")
        let current = Set(result.failures.map(\.signature.folder))
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: failures)) ?? [] where !current.contains(stale) {
            try FileManager.default.removeItem(atPath: ReportFiles.join(failures, stale))
        }
    }

    public func verdict(_ failure: FuzzFailure) -> String {
        let finding = failure.finding
        var lines = [
            "\(finding.kind) failed at step \(finding.step) of case \(failure.caseIndex) (seed \(result.options.seed)): \(finding.message)",
            "signature: \(failure.signature)",
            "cases with this failure: \(failure.count)",
            "minimized: \(shrinkText(failure) ?? "no (plumb minimize CASE.json)")",
            "replay: \(replayCommand(failure))",
            "rebuild from the seed: \(regenerateCommand(failure))",
            "",
        ]
        lines += finding.problems.map { "  \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `plumb.fuzz` for layout runs, `plumb.fuzz.solver` for script runs.
    private var classPrefix: String { result.options.target == .layout ? "plumb.fuzz" : "plumb.fuzz.solver" }

    public func junit() -> JUnitReport {
        var properties = [
            JUnitReport.Property("seed", "\(result.options.seed)"),
            JUnitReport.Property("target", result.options.target.rawValue),
            JUnitReport.Property("cases", "\(result.cases)"),
            JUnitReport.Property("duration", JUnitReport.seconds(result.seconds)),
            JUnitReport.Property("oracles", result.options.oracles.map(\.rawValue).joined(separator: ",")),
            JUnitReport.Property("shard", "\(result.options.shard.index)/\(result.options.shard.count)"),
            JUnitReport.Property("command", commandLine),
            JUnitReport.Property("version", version),
        ]
        if let revision { properties.append(JUnitReport.Property("revision", revision)) }
        if let adapter = result.options.adapter { properties.append(JUnitReport.Property("adapter", adapter)) }
        var suites: [JUnitReport.Suite] = []
        let kinds = result.options.oracles.map(\.rawValue) + ["error", "crash", "hang"].filter { kind in result.failures.contains { $0.finding.kind == kind } }
        for kind in kinds {
            let tally = OracleName(rawValue: kind).flatMap { result.tally[$0] } ?? OracleTally()
            var suite = JUnitReport.Suite(name: kind, time: tally.seconds)
            for failure in result.failures where failure.finding.kind == kind {
                let details = [
                    "Found by \(failure.count) case(s); first: case \(failure.caseIndex) of seed \(result.options.seed), step \(failure.finding.step).",
                    "Minimized: \(shrinkText(failure) ?? "no")",
                    "Replay: \(replayCommand(failure))",
                    "Rebuild from the seed: \(regenerateCommand(failure))",
                    "",
                ] + failure.finding.problems.prefix(200)
                suite.cases.append(JUnitReport.TestCase(
                    name: failure.signature.folder, classname: "\(classPrefix).\(kind)",
                    failure: JUnitReport.Failure(type: kind, message: failure.finding.message, details: details.joined(separator: "\n"))))
            }
            if suite.cases.isEmpty {
                suite.cases.append(JUnitReport.TestCase(
                    name: kind, classname: "\(classPrefix).\(kind)", time: tally.seconds,
                    output: "held at \(tally.passed) steps of \(result.cases) cases; skipped at \(tally.skipped); not applicable at \(tally.absent)"))
            }
            suites.append(suite)
        }
        return JUnitReport(name: "plumb fuzz", suites: suites, properties: properties)
    }

    public func summary() -> FuzzSummary {
        FuzzSummary(
            tool: "plumb", version: version, revision: revision, command: commandLine, seed: result.options.seed,
            options: .init(
                maxViews: result.options.generator.maxViews, maxDepth: result.options.generator.maxDepth,
                constraintsPerView: result.options.generator.constraintsPerView, maxSteps: result.options.generator.maxSteps,
                features: result.options.generator.features ? "all" : "core", target: result.options.target.rawValue, adapter: result.options.adapter,
                maxVariables: result.options.scripts.maxVariables, maxOperations: result.options.scripts.maxOperations,
                oracles: result.options.oracles.map(\.rawValue), maxFailures: result.options.maxFailures,
                minimizeSeconds: result.options.minimizeSeconds,
                shard: "\(result.options.shard.index)/\(result.options.shard.count)"),
            cases: result.cases, failingCases: result.failingCases, seconds: (result.seconds * 1000).rounded() / 1000,
            casesPerSecond: result.seconds > 0 ? (Double(result.cases) / result.seconds * 10).rounded() / 10 : 0,
            interrupted: result.interrupted, complete: result.complete,
            oracles: Dictionary(uniqueKeysWithValues: result.options.oracles.map { oracle in
                let tally = result.tally[oracle] ?? OracleTally()
                return (oracle.rawValue, FuzzSummary.Counts(passed: tally.passed, skipped: tally.skipped, failed: tally.failed, absent: tally.absent))
            }),
            failures: result.failures.map { failure in
                FuzzSummary.Failure(
                    signature: failure.signature.folder, kind: failure.finding.kind, message: failure.finding.message,
                    count: failure.count, firstCase: failure.caseIndex, step: failure.finding.step,
                    caseFile: casePath(failure), minimizedFile: failure.minimized.map { _ in minimizedPath(failure) },
                    minimizedViews: failure.minimized?.value.layoutCase?.views.count,
                    minimizedConstraints: failure.minimized?.value.layoutCase?.constraints.count,
                    minimizedTries: failure.minimized?.tries, minimizedLines: failure.minimized?.value.script?.operations.count, minimizedOutOfTime: failure.minimized?.outOfTime, replay: replayCommand(failure), problems: Array(failure.finding.problems.prefix(200)))
            })
    }
}

/// `summary.json`, for scripts and dashboards (keys sorted when written).
public struct FuzzSummary: Codable, Equatable, Sendable {
    public struct Options: Codable, Equatable, Sendable {
        public var maxViews, maxDepth, constraintsPerView, maxSteps: Int
        /// `all` or `core` (absent in reports from before the newer features: core).
        public var features: String?
        /// `layout` or `solver` (absent in reports from before solver runs: layout).
        public var target: String?
        /// The adapter command of the solver under test (absent: ours).
        public var adapter: String?
        /// The script generator's knobs (absent before solver runs).
        public var maxVariables, maxOperations: Int?
        public var oracles: [String]
        public var maxFailures: Int?
        public var minimizeSeconds: Double
        /// `I/N`.
        public var shard: String
    }

    public struct Counts: Codable, Equatable, Sendable {
        /// Steps at which the oracle held, was skipped (something left unjudged), failed.
        public var passed, skipped, failed: Int
        /// Steps without what the oracle judges (absent in reports from before it was counted).
        public var absent: Int?
    }

    public struct Failure: Codable, Equatable, Sendable {
        public var signature, kind, message: String
        public var count, firstCase, step: Int
        public var caseFile: String
        public var minimizedFile: String?
        public var minimizedViews, minimizedConstraints, minimizedTries: Int?
        /// A minimized script's lines.
        public var minimizedLines: Int?
        /// True when the minimize budget ran out (or the run was interrupted) before the shrinker
        /// was done.
        public var minimizedOutOfTime: Bool?
        public var replay: String
        /// What differs, as the finding lists it (at most 200 lines): what `plumb merge` needs.
        public var problems: [String]
    }

    public var tool, version: String
    public var revision: String?
    public var command: String
    public var seed: UInt64
    public var options: Options
    public var cases, failingCases: Int
    public var seconds, casesPerSecond: Double
    public var interrupted: Bool
    /// False while the run goes (the reports are rewritten every few seconds).
    public var complete: Bool
    public var oracles: [String: Counts]
    public var failures: [Failure]
}
