/// `summary.json`, for scripts and dashboards (keys sorted when written): the run's seed and
/// `RunOptions` as they were, its counts per oracle, its failures, and how many cases used each
/// generator feature and each pair of them. `plumb merge` reads it back.
package struct FuzzSummary: Codable, Equatable, Sendable {
    package struct Counts: Codable, Equatable, Sendable {
        /// Steps at which the oracle held, was skipped (something left unjudged), failed.
        package var passed, skipped, failed: Int
        /// Steps without what the oracle judges (absent in reports from before it was counted).
        package var absent: Int?
        /// Steps at which the oracle disagreed and was proved wrong itself (`oracle-defect-ORACLE`
        /// findings, never the engine's failures); written only when there are some.
        package var oracleDefects: Int?
    }

    package struct Failure: Codable, Equatable, Sendable {
        package var signature: String
        package var kind: FindingKind
        package var message: String
        package var count, firstCase, step: Int
        package var caseFile: String
        package var minimizedFile: String?
        package var minimizedViews, minimizedConstraints, minimizedTries: Int?
        /// A minimized script's lines.
        package var minimizedLines: Int?
        /// True when the minimize budget ran out (or the run was interrupted) before the shrinker
        /// was done.
        package var minimizedOutOfTime: Bool?
        package var replay: String
        /// What differs, as the finding lists it (at most 200 lines): what `plumb merge` needs.
        package var problems: [String]
        /// The bug it belongs to (`bugs`).
        package var bug: Int?
        /// The finding on the minimized case, played again: its step and what differs there.
        package var minimizedStep: Int?
        package var minimizedProblems: [String]?
    }

    /// Failures grouped as one bug (`FuzzBug`): the same minimized case, or the same first case.
    package struct Bug: Codable, Equatable, Sendable {
        package var number: Int
        /// Its failures' signatures and kinds, in the order they were found.
        package var signatures: [String]
        package var kinds: [String]
        /// The first failure's message, on the minimized case when there is one.
        package var message: String
        /// The file that replays it (the minimized case when there is one) and the command.
        package var caseFile: String
        package var replay: String

        /// True when every failure of it is an oracle's defect: the oracles', not the engine's.
        var isOracleDefect: Bool { kinds.allSatisfy { FindingKind(name: $0)?.isOracleDefect ?? false } }
    }

    package var tool, version: String
    package var revision: String?
    package var command: String
    package var seed: UInt64
    package var options: RunOptions
    package var cases, failingCases: Int
    package var seconds, casesPerSecond: Double
    package var interrupted: Bool
    /// False while the run goes (the reports are rewritten every few seconds).
    package var complete: Bool
    package var oracles: [OracleName: Counts]
    package var failures: [Failure]

    /// True when some oracle was proved wrong during the run (reports give those a column).
    var hasOracleDefects: Bool { oracles.values.contains { ($0.oracleDefects ?? 0) > 0 } }
    /// Absent in reports from before bugs were grouped.
    package var bugs: [Bug]?
    /// How many cases used each generator feature, and met each pair of features (`FeatureTally`;
    /// layout runs; absent in reports from before they were counted).
    package var features: [String: Int]?
    package var featurePairs: [String: Int]?

    /// The feature counts as one value (nil when the report has none).
    package var featureTally: FeatureTally? {
        guard let features, let featurePairs else { return nil }
        return FeatureTally(features: features, pairs: featurePairs)
    }
}

extension FuzzReport {
    package func summary() -> FuzzSummary {
        var numbers: [String: Int] = [:]
        for bug in bugs {
            for failure in bug.failures { numbers[failure.signature.folder] = bug.number }
        }
        return FuzzSummary(
            tool: "plumb", version: version, revision: revision, command: commandLine, seed: result.options.seed,
            options: result.options.run,
            cases: result.cases, failingCases: result.failingCases, seconds: (result.seconds * 1000).rounded() / 1000,
            casesPerSecond: result.seconds > 0 ? (Double(result.cases) / result.seconds * 10).rounded() / 10 : 0,
            interrupted: result.interrupted, complete: result.complete,
            oracles: Dictionary(
                uniqueKeysWithValues: result.options.oracles.map { oracle in
                    let tally = result.tally[oracle] ?? OracleTally()
                    return (
                        oracle,
                        FuzzSummary.Counts(
                            passed: tally.passed, skipped: tally.skipped, failed: tally.failed, absent: tally.absent,
                            oracleDefects: tally.oracleDefects > 0 ? tally.oracleDefects : nil)
                    )
                }),
            failures: result.failures.map { summary($0, bug: numbers[$0.signature.folder]) },
            bugs: bugs.map(summary), features: result.features?.features, featurePairs: result.features?.pairs)
    }

    private func summary(_ bug: FuzzBug) -> FuzzSummary.Bug {
        let first = bug.failures[0]
        return FuzzSummary.Bug(
            number: bug.number, signatures: bug.failures.map(\.signature.folder),
            kinds: bug.failures.map(\.finding.kind.name), message: first.shownFinding.message,
            caseFile: first.minimized == nil ? casePath(first) : minimizedPath(first), replay: replayCommand(first))
    }

    private func summary(_ failure: FuzzFailure, bug: Int?) -> FuzzSummary.Failure {
        let minimized = failure.minimized
        return FuzzSummary.Failure(
            signature: failure.signature.folder, kind: failure.finding.kind, message: failure.finding.message,
            count: failure.count, firstCase: failure.caseIndex, step: failure.finding.step,
            caseFile: casePath(failure), minimizedFile: minimized.map { _ in minimizedPath(failure) },
            minimizedViews: minimized?.value.layoutCase?.views.count,
            minimizedConstraints: minimized?.value.layoutCase?.constraints.count,
            minimizedTries: minimized?.tries, minimizedLines: minimized?.value.script?.operations.count,
            minimizedOutOfTime: minimized?.outOfTime,
            replay: replayCommand(failure), problems: Array(failure.finding.problems.prefix(200)), bug: bug,
            minimizedStep: failure.minimizedFinding?.step,
            minimizedProblems: failure.minimizedFinding.map { Array($0.problems.prefix(200)) })
    }
}
