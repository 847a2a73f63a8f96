import Foundation

/// The shrinkers' bookkeeping (`CaseShrinker`, `ScriptShrinker`): plays candidates, counts them,
/// watches the clock, and runs greedy chunked delta debugging over any list of parts.
struct Search<Value> {
    let trial: (Value) -> [Finding]
    /// What reading the value's file accepts: an invalid candidate is never played.
    let isValid: (Value) -> Bool
    let target: FailureSignature
    let deadline: ContinuousClock.Instant
    var tries = 0
    /// The step of the target finding in the last failing candidate.
    var lastFailingStep: Int?

    let shouldStop: () -> Bool

    var outOfTime: Bool { ContinuousClock.now >= deadline || shouldStop() }

    init(
        trial: @escaping (Value) -> [Finding], isValid: @escaping (Value) -> Bool, target: FailureSignature,
        deadline: ContinuousClock.Instant,
        shouldStop: @escaping () -> Bool
    ) {
        self.trial = trial
        self.isValid = isValid
        self.shouldStop = shouldStop
        self.target = target
        self.deadline = deadline
    }

    /// True when `candidate` is valid and fails with the target signature.
    mutating func fails(_ candidate: Value) -> Bool {
        guard isValid(candidate) else { return false }
        tries += 1
        guard let finding = trial(candidate).first(where: { $0.signature == target }) else { return false }
        lastFailingStep = finding.step
        return true
    }

    /// Greedy chunked delta debugging: tries removing chunks of `items` (halves, then quarters,
    /// down to single items), keeping every removal after which `build` still fails.
    mutating func ddmin<Item>(_ value: Value, items: [Item], build: (Value, [Item]) -> Value) -> Value? {
        var kept = items
        var current = value
        var found = false
        var chunk = max(1, kept.count / 2)
        while chunk >= 1 && !kept.isEmpty && !outOfTime {
            var start = 0
            var removedAny = false
            while start < kept.count && !outOfTime {
                let candidateItems = Array(kept[..<start] + kept[min(kept.count, start + chunk)...])
                let candidate = build(value, candidateItems)
                if fails(candidate) {
                    kept = candidateItems
                    current = candidate
                    found = true
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = removedAny ? min(chunk, max(1, kept.count / 2)) : chunk / 2
        }
        return found ? current : nil
    }
}

extension Search where Value: Sendable {
    /// The shrinkers' loop: `passes` in turn, each returning a smaller failing value or nil, until
    /// a whole round changes nothing or the budget (less `reservePerTry`) is spent. `value` must
    /// fail with `signature` (nil: the signature of its first finding); with `failingAt`, the
    /// caller has just seen it fail at that step and it is not played once more first. Nil when
    /// it does not fail at all.
    static func shrink(
        _ value: Value, keeping signature: FailureSignature?, failingAt step: Int?,
        trial: @escaping (Value) -> [Finding],
        isValid: @escaping (Value) -> Bool, budget: Double, reservePerTry: Double, shouldStop: @escaping () -> Bool,
        passes: [@Sendable (Value, inout Search) -> Value?]
    ) -> ShrinkResult<Value>? {
        guard let target = signature ?? trial(value).first?.signature else { return nil }
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, budget - reservePerTry) * 1000))
        var search = Search(trial: trial, isValid: isValid, target: target, deadline: deadline, shouldStop: shouldStop)
        if let step, signature != nil {
            search.lastFailingStep = step
        } else {
            guard search.fails(value) else { return nil }
        }
        var current = value
        let start = ContinuousClock.now
        var changed = true
        while changed && !search.outOfTime {
            changed = false
            for pass in passes where !search.outOfTime {
                if let smaller = pass(current, &search) {
                    current = smaller
                    changed = true
                }
            }
        }
        return ShrinkResult(
            value: current, signature: target, tries: search.tries, seconds: (ContinuousClock.now - start).seconds,
            outOfTime: search.outOfTime)
    }
}
