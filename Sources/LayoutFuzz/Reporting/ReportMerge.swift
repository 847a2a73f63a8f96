import Foundation

/// `plumb merge DIR... --out DIR`: the report folders of the shards of one run (`--shard I/N`,
/// one CI job each) as one report: cases, failing cases and oracle counts summed; failures
/// grouped by signature, their counts summed and their first case the smallest over the shards
/// (its case files copied from that shard); the time the longest shard took. Reads each shard's
/// `junit.xml` back with libxml2 (`JUnitReader`: well-formed, counts true to the children) and
/// its `summary.json`, and refuses a shard whose two disagree (a shard still writing, or files
/// of two runs: seed, shard, cases and the set of failing testcases must match); the counts and
/// failures come from the summaries, each failure with its case files. The merged JUnit, summary and folders are written as a
/// run writes them.
package enum ReportMerge {
    package struct MergeError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    package static func merge(_ folders: [String]) throws(MergeError) -> FuzzResult {
        guard !folders.isEmpty else { throw MergeError(message: "name at least one report folder") }
        var summaries: [(folder: String, summary: FuzzSummary)] = []
        for folder in folders {
            let path = ReportFiles.join(folder, "summary.json")
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MergeError(message: "\(path): no such file")
            }
            do {
                summaries.append((folder, try JSONDecoder().decode(FuzzSummary.self, from: data)))
            } catch {
                throw MergeError(message: "\(path): not a plumb fuzz summary: \(error)")
            }
        }
        for (folder, summary) in summaries { try agree(folder, summary) }
        try distinctShards(summaries)
        let first = summaries[0].summary
        for (folder, summary) in summaries.dropFirst() {
            var options = summary.options
            var expected = first.options
            options.shard = .whole
            expected.shard = .whole
            guard summary.seed == first.seed, options == expected else {
                throw MergeError(
                    message:
                        "\(folder): another run (seed \(summary.seed), options differ from \(summaries[0].folder)); only shards of one run merge"
                )
            }
        }
        let oracles = first.options.oracles
        var run = first.options
        run.shard = .whole
        var result = FuzzResult(
            options: FuzzOptions(
                seed: first.seed, budget: .cases(summaries.reduce(0) { $0 + $1.summary.cases }), run: run))
        result.cases = summaries.reduce(0) { $0 + $1.summary.cases }
        result.failingCases = summaries.reduce(0) { $0 + $1.summary.failingCases }
        result.seconds = summaries.map(\.summary.seconds).max() ?? 0
        result.interrupted = summaries.contains { $0.summary.interrupted }
        result.complete = summaries.allSatisfy { $0.summary.complete }
        // Feature counts add up when every shard has them (reports from before they were counted do not).
        let tallies = summaries.compactMap { $0.summary.featureTally }
        if tallies.count == summaries.count, let first = tallies.first {
            result.features = tallies.dropFirst().reduce(first, +)
        } else {
            result.features = nil
        }
        for (_, summary) in summaries {
            for oracle in oracles {
                guard let counts = summary.oracles[oracle] else { continue }
                var tally = OracleTally()
                tally.passed = counts.passed
                tally.skipped = counts.skipped
                tally.failed = counts.failed
                tally.absent = counts.absent ?? 0
                result.tally[oracle, default: OracleTally()] += tally
            }
        }
        // Failures: by signature, the earliest case wins.
        var best: [String: (folder: String, failure: FuzzSummary.Failure)] = [:]
        var counts: [String: Int] = [:]
        for (folder, summary) in summaries {
            for failure in summary.failures {
                counts[failure.signature, default: 0] += failure.count
                if let known = best[failure.signature], known.failure.firstCase <= failure.firstCase { continue }
                best[failure.signature] = (folder, failure)
            }
        }
        // A case's findings come in oracle order (then error, crash, hang): the order one run finds them.
        func rank(_ signature: String) -> (Int, FindingKind, String) {
            let entry = best[signature]!.failure
            return (entry.firstCase, entry.kind, signature)
        }
        for signature in best.keys.sorted(by: { rank($0) < rank($1) }) {
            let (folder, entry) = best[signature]!
            let caseFolder = ReportFiles.join(folder, "failures/\(signature)")
            let value: FuzzInput
            let ext = FuzzInput.fileExtension(of: run.target)
            do {
                value = try FuzzInput.read(contentsOf: ReportFiles.join(caseFolder, "case.\(ext)"))
            } catch {
                throw MergeError(message: "\(error)")
            }
            let finding = Finding(kind: entry.kind, step: entry.step, problems: entry.problems)
            var failure = FuzzFailure(
                signature: finding.signature, finding: finding, caseIndex: entry.firstCase, value: value)
            failure.count = counts[signature]!
            if let minimized = try? FuzzInput.read(contentsOf: ReportFiles.join(caseFolder, "minimized.\(ext)")) {
                failure.minimized = ShrinkResult(
                    value: minimized, signature: failure.signature, tries: entry.minimizedTries ?? 0, seconds: 0,
                    outOfTime: entry.minimizedOutOfTime ?? false)
                if let step = entry.minimizedStep, let problems = entry.minimizedProblems {
                    failure.minimizedFinding = Finding(kind: entry.kind, step: step, problems: problems)
                }
            }
            result.failures.append(failure)
        }
        return result
    }

    /// Each shard once, of one split: a folder given twice (however spelled: paths are compared
    /// resolved), two folders holding the same shard (a copy), or shards of different counts
    /// (`1/2` with `0/3`) would count some cases twice or miss some.
    static func distinctShards(_ summaries: [(folder: String, summary: FuzzSummary)]) throws(MergeError) {
        var seenFolder: [String: String] = [:]
        var seenShard: [String: String] = [:]
        let count = summaries[0].summary.options.shard.count
        for (folder, summary) in summaries {
            let resolved = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
            if let earlier = seenFolder[resolved] {
                throw MergeError(message: "\(folder): given twice (as \(earlier)); each shard merges once")
            }
            seenFolder[resolved] = folder
            let shard = summary.options.shard
            guard shard.count == count else {
                throw MergeError(
                    message:
                        "\(folder): shard \(shard) with \(summaries[0].folder)'s shard \(summaries[0].summary.options.shard): shards of \(count) and of \(shard.count) do not make one run"
                )
            }
            if let earlier = seenShard[shard.description] {
                throw MergeError(
                    message: "\(folder): \(earlier) and \(folder) are both shard \(shard); each shard merges once")
            }
            seenShard[shard.description] = folder
        }
    }

    /// The shard's JUnit report, read back, says what its summary says: the same run, the same
    /// number of cases, the same failures.
    static func agree(_ folder: String, _ summary: FuzzSummary) throws(MergeError) {
        let path = ReportFiles.join(folder, "junit.xml")
        guard FileManager.default.fileExists(atPath: path) else {
            throw MergeError(
                message:
                    "\(path): no such file (each shard's junit.xml must be in its report folder: run the shards without --junit, or copy it there)"
            )
        }
        let junit: JUnitReport
        do {
            junit = try JUnitReader.read(contentsOf: path)
        } catch {
            throw MergeError(message: "\(error)")
        }
        let properties = Dictionary(
            junit.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard junit.name == "plumb fuzz", let seed = properties["seed"] else {
            throw MergeError(message: "\(path): not a plumb fuzz report")
        }
        let failing = Set(junit.suites.flatMap(\.cases).filter { $0.failure != nil }.map(\.name))
        guard seed == "\(summary.seed)", properties["cases"] == "\(summary.cases)",
            properties["shard"] == "\(summary.options.shard)",
            failing == Set(summary.failures.map(\.signature))
        else {
            throw MergeError(
                message:
                    "\(path) and summary.json disagree (seed \(seed), \(properties["cases"] ?? "?") cases, \(failing.count) failures against seed \(summary.seed), \(summary.cases) cases, \(summary.failures.count) failures): a shard still running, or files of two runs"
            )
        }
    }
}
