import Foundation

/// Test-case reduction that keeps the failure: delta debugging (Zeller & Hildebrandt 2002,
/// ddmin, here its greedy chunked form) over the edit steps and the constraints, removal of view
/// subtrees and hoisting of children, then simplification of numbers, repeated until a whole
/// round changes nothing or the time budget is spent. A candidate is kept only when it is a valid
/// case (`CaseFile.isValid`: what reading its file accepts) and playing it gives a finding with the **same signature**, so the
/// result fails the same way as the original, never some other way. Deterministic: the same case
/// and oracles give the same result (the budget can only stop it earlier).
///
/// Candidates are played by a `CaseShrinker.Trial`: in this process by default, or in a worker process
/// (`plumb fuzz --jobs N`, `plumb minimize`), where a crash or a hang is a finding like any other
/// and can be shrunk too.
public struct CaseShrinker {
    public var oracles: [OracleName]
    /// Seconds the shrinking may take.
    public var budget: Double

    public init(oracles: [OracleName] = OracleName.allCases, budget: Double = 60) {
        self.oracles = oracles
        self.budget = budget
    }

    /// Plays a candidate and returns its findings.
    public typealias Trial = (Case) -> [Finding]

    public struct Result: Sendable {
        public var value: Case
        public var signature: FailureSignature
        /// Candidates played.
        public var tries: Int
        public var seconds: Double
        /// True when the budget ran out before a round changed nothing.
        public var outOfTime: Bool
    }

    /// Shrinks `value`, which must fail with `signature` (nil: the signature of its first finding).
    /// `failingAt` is the step of that failure when the caller has just seen it (the case is then
    /// not played once more first). `trial` plays the candidates (nil: in this process, with the
    /// shrinker's oracles); no try starts later than `reservePerTry` seconds before the budget
    /// ends (a hang's tries each take the whole case timeout); `shouldStop` ends it early, as the
    /// budget does (an interrupt). Returns nil when it does not fail at all.
    public func shrink(
        _ value: Case, keeping signature: FailureSignature? = nil, failingAt step: Int? = nil, trial: Trial? = nil,
        reservePerTry: Double = 0, shouldStop: @escaping () -> Bool = { false }
    ) -> Result? {
        let trial = trial ?? { [oracles] candidate in CasePlayer(oracles: oracles).play(candidate).findings }
        guard let target = signature ?? trial(value).first?.signature else { return nil }
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, budget - reservePerTry) * 1000))
        var search = Search(trial: trial, target: target, deadline: deadline, shouldStop: shouldStop)
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
            for pass in CaseShrinker.passes where !search.outOfTime {
                if let smaller = pass(current, &search) {
                    current = smaller
                    changed = true
                }
            }
        }
        return Result(value: current, signature: target, tries: search.tries, seconds: (ContinuousClock.now - start).seconds, outOfTime: search.outOfTime)
    }

    /// Each pass returns a smaller failing case, or nil when it found none.
    static let passes: [@Sendable (Case, inout Search) -> Case?] = [
        { value, search in CaseShrinker.truncateSteps(value, &search) },
        { value, search in search.ddmin(value, items: value.steps.indices.map { $0 }) { value, kept in
            var copy = value
            copy.steps = kept.map { value.steps[$0] }
            return copy
        } },
        { value, search in search.ddmin(value, items: value.constraints.map(\.id)) { value, kept in
            value.removingConstraints(Set(value.constraints.map(\.id)).subtracting(kept))
        } },
        { value, search in CaseShrinker.removeViews(value, &search) },
        { value, search in CaseSimplifier.simplify(value, &search) },
    ]

    /// Steps after the failing one cannot matter.
    static func truncateSteps(_ value: Case, _ search: inout Search) -> Case? {
        guard let step = search.lastFailingStep, step < value.steps.count else { return nil }
        var copy = value
        copy.steps = Array(value.steps.prefix(step))
        return search.fails(copy) ? copy : nil
    }

    /// Whole subtrees first (the first views are the outermost), then single views with their
    /// children hoisted.
    static func removeViews(_ value: Case, _ search: inout Search) -> Case? {
        var current = value, found = false
        for id in value.views.map(\.id) where !search.outOfTime {
            guard current.views.contains(where: { $0.id == id }) else { continue }
            if search.fails(current.removingViews([id])) {
                current = current.removingViews([id])
                found = true
            } else if let hoisted = current.hoistingChildren(of: id), hoisted.views.count < current.views.count, search.fails(hoisted) {
                current = hoisted
                found = true
            }
        }
        return found ? current : nil
    }
}

/// The shrinker's bookkeeping: plays candidates, counts them, watches the clock.
struct Search {
    let trial: CaseShrinker.Trial
    let target: FailureSignature
    let deadline: ContinuousClock.Instant
    var tries = 0
    /// The step of the target finding in the last failing candidate.
    var lastFailingStep: Int?

    let shouldStop: () -> Bool

    var outOfTime: Bool { ContinuousClock.now >= deadline || shouldStop() }

    init(trial: @escaping CaseShrinker.Trial, target: FailureSignature, deadline: ContinuousClock.Instant, shouldStop: @escaping () -> Bool) {
        self.trial = trial
        self.shouldStop = shouldStop
        self.target = target
        self.deadline = deadline
    }

    /// True when `candidate` is a valid case that fails with the target signature.
    mutating func fails(_ candidate: Case) -> Bool {
        guard CaseFile.isValid(candidate) else { return false }
        tries += 1
        guard let finding = trial(candidate).first(where: { $0.signature == target }) else { return false }
        lastFailingStep = finding.step
        return true
    }

    /// Greedy chunked delta debugging: tries removing chunks of `items` (halves, then quarters,
    /// down to single items), keeping every removal after which `build` still fails.
    mutating func ddmin<Item: Equatable>(_ value: Case, items: [Item], build: (Case, [Item]) -> Case) -> Case? {
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
