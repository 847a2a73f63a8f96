import Foundation
import LayoutCase

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
package struct CaseShrinker {
    package var oracles: [OracleName]
    /// Seconds the shrinking may take.
    package var budget: Double

    package init(oracles: [OracleName] = OracleName.all(for: .layout), budget: Double = 60) {
        self.oracles = oracles
        self.budget = budget
    }

    /// Plays a candidate and returns its findings.
    package typealias Trial = (Case) -> [Finding]

    package typealias Result = ShrinkResult<Case>

    /// Shrinks `value`, which must fail with `signature` (nil: the signature of its first finding).
    /// `failingAt` is the step of that failure when the caller has just seen it (the case is then
    /// not played once more first). `trial` plays the candidates (nil: in this process, with the
    /// shrinker's oracles); no try starts later than `reservePerTry` seconds before the budget
    /// ends (a hang's tries each take the whole case timeout); `shouldStop` ends it early, as the
    /// budget does (an interrupt). Returns nil when it does not fail at all.
    package func shrink(
        _ value: Case, keeping signature: FailureSignature? = nil, failingAt step: Int? = nil, trial: Trial? = nil,
        reservePerTry: Double = 0, shouldStop: @escaping () -> Bool = { false }
    ) -> Result? {
        let trial = trial ?? { [oracles] candidate in CasePlayer(oracles: oracles).play(candidate).findings }
        return Search.shrink(
            value, keeping: signature, failingAt: step, trial: trial, isValid: CaseFile.isValid, budget: budget,
            reservePerTry: reservePerTry,
            shouldStop: shouldStop, passes: CaseShrinker.passes)
    }

    /// Each pass returns a smaller failing case, or nil when it found none.
    static let passes: [@Sendable (Case, inout Search<Case>) -> Case?] = [
        { value, search in CaseShrinker.truncateSteps(value, &search) },
        { value, search in
            search.ddmin(value, items: value.steps.indices.map { $0 }) { value, kept in
                var copy = value
                copy.steps = kept.map { value.steps[$0] }
                return copy
            }
        },
        { value, search in
            search.ddmin(value, items: value.constraints.map(\.id)) { value, kept in
                value.removingConstraints(Set(value.constraints.map(\.id)).subtracting(kept))
            }
        },
        { value, search in CaseShrinker.removeViews(value, &search) },
        { value, search in CaseSimplifier.simplify(value, &search) },
    ]

    /// Steps after the failing one cannot matter.
    static func truncateSteps(_ value: Case, _ search: inout Search<Case>) -> Case? {
        guard let step = search.lastFailingStep, step < value.steps.count else { return nil }
        var copy = value
        copy.steps = Array(value.steps.prefix(step))
        return search.fails(copy) ? copy : nil
    }

    /// Whole subtrees first (the first views are the outermost), then single views with their
    /// children hoisted.
    static func removeViews(_ value: Case, _ search: inout Search<Case>) -> Case? {
        var current = value
        var found = false
        for id in value.views.map(\.id) where !search.outOfTime {
            guard current.views.contains(where: { $0.id == id }) else { continue }
            if search.fails(current.removingViews([id])) {
                current = current.removingViews([id])
                found = true
            } else if let hoisted = current.hoistingChildren(of: id), hoisted.views.count < current.views.count,
                search.fails(hoisted)
            {
                current = hoisted
                found = true
            }
        }
        return found ? current : nil
    }
}
