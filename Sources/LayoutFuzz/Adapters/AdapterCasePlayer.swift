import ConstraintSystem
import LayoutCase
import LayoutSpec

/// Plays a case on a layout engine behind the layout protocol (docs/layout-protocol.md): loads
/// its window, views and constraints, then plays each step, judging the frames answered after
/// the load and after every step (`AdapterOracles`), and stops at the first step with a finding,
/// as `CasePlayer` does for our engine. The engine refusing part of a case is a finding of kind
/// `error`; the adapter crashing or hanging, of kind `crash` or `hang` (a fresh process serves
/// the next case).
package struct AdapterCasePlayer: Sendable {
    package var oracles: [OracleName]
    let sessions: AdapterSessions

    /// `oracles` less the ones that cannot judge an adapter.
    package init(oracles: [OracleName] = AdapterOracles.names, adapter: LayoutAdapter) {
        self.oracles = oracles.filter { AdapterOracles.names.contains($0) }.sorted()
        sessions = AdapterSessions(adapter)
    }

    package var adapter: LayoutAdapter { sessions.live }

    /// Plays `value` (narrowed to what the engine supports); `observe` sees each step's verdict.
    package func play(_ given: Case, observe: (StepVerdict) -> Void = { _ in }) -> CaseVerdict {
        play(given) { _, verdict in observe(verdict) }
    }

    /// Plays `value`; `observe` sees each step judged, with what the oracles looked at (nil for a
    /// step whose layout never settled). `CaseFilm.record(_:on:)` records it.
    func play(_ given: Case, observe: (AdapterStep?, StepVerdict) -> Void) -> CaseVerdict {
        let value = adapter.support.narrowed(given)
        var verdict = CaseVerdict()
        var state = value.state(afterSteps: 0)
        var answer: LayoutAdapter.Answer
        do {
            answer = try adapter.load(value)
        } catch {
            verdict.findings = [AdapterCasePlayer.finding(error, step: 0, doing: "loading the case")]
            return verdict
        }
        for index in 0...value.steps.count {
            if index > 0 {
                let step = value.steps[index - 1]
                do {
                    answer = try adapter.play(step)
                } catch {
                    verdict.findings = [AdapterCasePlayer.finding(error, step: index, doing: "steps[\(index - 1)]")]
                    return verdict
                }
                AdapterCasePlayer.apply(step, to: &state)
            }
            let label = index == 0 ? "initial layout" : value.steps[index - 1].op
            switch answer {
            case .frames: break
            case .unsettled:
                var step = StepVerdict(
                    step: index, label: label, outcomes: oracles.map { ($0, .skipped(StepVerdict.unsettled)) })
                step.isUnsettled = true
                verdict.steps.append(step)
                observe(nil, step)
                return verdict
            case let .refused(message):
                let what = index == 0 ? "the case" : "steps[\(index - 1)]"
                verdict.findings = [
                    Finding(kind: .error, step: index, problems: ["the engine refuses \(what): \(message)"])
                ]
                return verdict
            }
            guard case let .frames(frames, broken) = answer else { return verdict }
            let seen = AdapterStep(sessions: sessions, state: state, step: index, frames: frames, broken: broken)
            let stepVerdict = judge(seen, label: label, into: &verdict)
            observe(seen, stepVerdict)
            if let failure = seen.failure {
                verdict.findings.append(AdapterCasePlayer.finding(failure, step: index, doing: "an oracle's request"))
            }
            guard verdict.passed else { return verdict }
        }
        return verdict
    }

    /// A step applied to the state; a visual format's constraints as the spec reads the string,
    /// with the views in the window then.
    static func apply(_ step: CaseStep, to state: inout Case) {
        guard case let .addFormat(format) = step else {
            state.apply(step)
            return
        }
        let superviews = Dictionary(state.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        let made = FormatExpander.expand(format, views: state.views.map(\.id)) { superviews[$0] } ?? []
        for constraint in made { state.apply(.addConstraint(constraint)) }
    }

    private func judge(_ seen: AdapterStep, label: String, into verdict: inout CaseVerdict) -> StepVerdict {
        var step = StepVerdict(step: seen.step, label: label, outcomes: [])
        for oracle in oracles {
            let start = ContinuousClock.now
            let outcome = AdapterOracles.check(oracle, seen)
            step.outcomes.append((oracle, outcome))
            verdict.record(oracle, outcome, step: seen.step, seconds: (ContinuousClock.now - start).seconds)
        }
        verdict.steps.append(step)
        return step
    }

    /// The finding of an adapter that failed: `crash`, `hang`, or `error` for an error answer or
    /// one the protocol does not allow.
    static func finding(_ failure: ScriptSolverError, step: Int, doing what: String) -> Finding {
        let kind: FindingKind =
            switch failure.kind {
            case .crashed: .crash
            case .hung: .hang
            case .failed, .protocolViolation: .error
            }
        return Finding(
            kind: kind, step: step, problems: ["\(what): the engine \(failure.kind.rawValue): \(failure.message)"])
    }
}
