import LayoutCase

/// The fuzz loop: case 0, 1, 2, … of the seed (or, in shard I of N, cases I, I + N, I + 2N, …: with
/// `--cases C` the shards of one seed split cases 0 ..< C between them), each generated, played and
/// judged by the oracles, until the budget is spent (or enough distinct failures are known). Failures are grouped by
/// signature: each distinct one keeps its first case (the smallest index) and a count, so a bug
/// that thousands of cases hit is reported once.
package struct FuzzCampaign {
    package let options: FuzzOptions

    package init(_ options: FuzzOptions) {
        self.options = options
    }

    /// Runs the cases. `progress` is called after every case; `checkpoint` gets the result so far
    /// (not `complete`) every `checkpointSeconds`, so that reports are rewritten while the run
    /// goes, libFuzzer- and AFL-style, and a run that dies leaves what it had found; `shouldStop`
    /// is asked before each case (an interrupt). A run whose executor can no longer start workers
    /// ends as an interrupted one does (`executor.startFailure` says why).
    package func run(
        progress: (FuzzProgress) -> Void = { _ in }, checkpointSeconds: Double = 5,
        checkpoint: (FuzzResult) -> Void = { _ in },
        shouldStop: () -> Bool = { false }
    ) -> FuzzResult {
        var executor = InProcessExecutor(oracles: options.oracles)
        return run(
            on: &executor, progress: progress, checkpointSeconds: checkpointSeconds, checkpoint: checkpoint,
            shouldStop: shouldStop)
    }

    /// The same loop with the cases played by `executor`, a batch at a time (outcomes are taken in
    /// case order, so the result does not depend on which job finished first).
    package func run<Executor: CaseExecutor>(
        on executor: inout Executor,
        progress: (FuzzProgress) -> Void = { _ in }, checkpointSeconds: Double = 5,
        checkpoint: (FuzzResult) -> Void = { _ in },
        shouldStop: () -> Bool = { false }
    ) -> FuzzResult {
        let generator = FuzzGenerator(options)
        let clock = ContinuousClock()
        let start = clock.now
        var result = FuzzResult(options: options)
        var known: [FailureSignature: Int] = [:]  // lookup only; `failures` keeps the order
        var index = 0
        var lastCheckpoint = 0.0
        func caseIndex(_ k: Int) -> Int { options.shard.index + k * options.shard.count }
        while !shouldStop() && executor.startFailure == nil {
            let elapsed = (clock.now - start).seconds
            if case let .seconds(limit) = options.budget, elapsed >= limit { return result.finished(after: elapsed) }
            if let limit = options.maxFailures, result.failures.count >= limit {
                return result.finished(after: elapsed)
            }
            var batch: [Int] = []
            while batch.count < executor.batchSize {
                if case let .cases(limit) = options.budget, caseIndex(index + batch.count) >= limit { break }
                batch.append(caseIndex(index + batch.count))
            }
            guard !batch.isEmpty else { return result.finished(after: elapsed) }
            var deadline: ContinuousClock.Instant?
            if case let .seconds(limit) = options.budget { deadline = start + .milliseconds(Int64(limit * 1000)) }
            for (caseIndex, outcome) in zip(batch, executor.play(batch, of: generator, until: deadline)) {
                // Case by case, as one process would: the outcomes past the limit do not count.
                if let limit = options.maxFailures, result.failures.count >= limit { break }
                for (oracle, tally) in outcome.tally { result.tally[oracle, default: OracleTally()] += tally }
                result.observationSeconds += outcome.observationSeconds
                // The case itself, generated again here (the workers report verdicts only), once,
                // when a new failure or the feature counts need it.
                lazy var value = generator.makeInput(caseIndex)
                for finding in outcome.findings {
                    let signature = finding.signature
                    if let at = known[signature] {
                        result.failures[at].count += 1
                        continue
                    }
                    known[signature] = result.failures.count
                    var failure = FuzzFailure(
                        signature: signature, finding: finding, caseIndex: caseIndex, value: value)
                    if let known = knownBug(
                        failure, in: result.failures, on: executor, seconds: remaining(start, clock))
                    {
                        (failure.minimized, failure.minimizedFinding) = known
                    } else {
                        failure.minimized = minimize(
                            value, finding, on: executor, seconds: remaining(start, clock), shouldStop: shouldStop)
                        failure.minimizedFinding = failure.minimized.flatMap {
                            replayed($0.value, finding, on: executor, seconds: remaining(start, clock))
                        }
                    }
                    result.failures.append(failure)
                }
                if !outcome.findings.isEmpty { result.failingCases += 1 }
                if result.features != nil, let layoutCase = value.layoutCase {
                    result.features?.add(FeatureUse(layoutCase))
                }
                index += 1
                result.cases = index
            }
            let now = (clock.now - start).seconds
            progress(
                FuzzProgress(
                    cases: index, failingCases: result.failingCases, distinctFailures: result.failures.count,
                    seconds: now))
            if now - lastCheckpoint >= checkpointSeconds {
                lastCheckpoint = now
                var partial = result
                partial.seconds = now
                checkpoint(partial)
            }
        }
        result.interrupted = true
        return result.finished(after: (clock.now - start).seconds)
    }

    /// One bug often fails several oracles (`invariants`, `reference`, `rebuild`, `add-remove` on
    /// the same case): before shrinking a new failure, the minimized cases of the failures known
    /// so far (those of the same first case first) are played, and the first that shows the new
    /// signature is taken as its minimized case too, so that the two group as one bug in the
    /// reports (`FuzzReport.bugs`). Nil when none does (or the budget is spent).
    private func knownBug<Executor: CaseExecutor>(
        _ failure: FuzzFailure, in failures: [FuzzFailure], on executor: Executor, seconds: Double
    ) -> (ShrinkResult<FuzzInput>, Finding)? {
        guard seconds > 0, failure.finding.kind != .hang else { return nil }
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        var tried: [FuzzInput] = []
        let candidates =
            failures.filter { $0.caseIndex == failure.caseIndex }
            + failures.reversed().filter {
                $0.caseIndex != failure.caseIndex
            }
        for known in candidates.prefix(FuzzCampaign.knownBugTries) {
            guard let shrunk = known.minimized, known.finding.kind != .hang, !tried.contains(shrunk.value) else {
                continue
            }
            tried.append(shrunk.value)
            let left = (deadline - ContinuousClock.now).seconds
            guard left > 0 else { return nil }
            let start = ContinuousClock.now
            guard
                let finding = executor.play(shrunk.value, within: left).findings.first(where: {
                    $0.signature == failure.signature
                })
            else { continue }
            return (
                ShrinkResult(
                    value: shrunk.value, signature: failure.signature, tries: tried.count,
                    seconds: (ContinuousClock.now - start).seconds, outOfTime: false),
                finding
            )
        }
        return nil
    }

    /// How many known failures' minimized cases a new failure tries (`knownBug`).
    static let knownBugTries = 16

    /// The finding with `finding`'s signature on `value` (a minimized case), played once more:
    /// its step and numbers are the minimized case's own. Nil for a hang (a replay would cost a
    /// case timeout) or when the budget is spent.
    private func replayed<Executor: CaseExecutor>(
        _ value: FuzzInput, _ finding: Finding, on executor: Executor, seconds: Double
    ) -> Finding? {
        guard finding.kind != .hang, seconds > 0 else { return nil }
        return executor.play(value, within: seconds).findings.first { $0.signature == finding.signature }
    }

    /// The minimize budget, cut to what is left of a `--duration`.
    private func remaining(_ start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        guard case let .seconds(limit) = options.budget else { return options.minimizeSeconds }
        return min(options.minimizeSeconds, max(0, limit - (clock.now - start).seconds))
    }

    /// Shrinks a new failure, its candidates played by the run's executor (a worker, when the run
    /// has them, so that crashes and hangs shrink too and a candidate that traps cannot end the
    /// run). A hang's every try takes the case timeout, so it is shrunk only when that fits; any
    /// other candidate is stopped when the budget ends (a candidate that hangs then is a hang,
    /// not the failure shrunk), so shrinking never runs past its budget by a case timeout.
    private func minimize<Executor: CaseExecutor>(
        _ value: FuzzInput, _ finding: Finding, on executor: Executor, seconds: Double, shouldStop: () -> Bool
    ) -> ShrinkResult<FuzzInput>? {
        let isHang = finding.kind == .hang
        let reserve = isHang ? executor.caseTimeout ?? 0 : 0
        guard seconds > 0, seconds > reserve, !shouldStop() else { return nil }
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        func trial(_ candidate: FuzzInput) -> [Finding] {
            executor.play(candidate, within: isHang ? nil : (deadline - ContinuousClock.now).seconds).findings
        }
        return withoutActuallyEscaping(shouldStop) { shouldStop in
            value.shrunk(
                oracles: options.oracles, budget: seconds, keeping: finding.signature, failingAt: finding.step,
                trial: trial,
                reservePerTry: reserve, shouldStop: shouldStop)
        }
    }
}
