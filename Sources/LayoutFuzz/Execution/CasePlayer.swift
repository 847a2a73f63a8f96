import LayoutCase
import LayoutEngine
import LayoutSpec

/// Plays a case on the layout engine and runs the oracles after the initial layout and after
/// every step, stopping at the first step with a finding (later steps would build on a state
/// already known to be wrong). The engine refusing part of a case is a finding of kind `error`:
/// generated cases are always ones the engine should take.
package struct CasePlayer: Sendable {
    package var oracles: [OracleName]

    /// `oracles` less the ones that judge solver scripts.
    package init(oracles: [OracleName] = OracleName.all(for: .layout)) {
        self.oracles = oracles.filter { $0.judges(.layout) }.sorted()
    }

    /// Plays `value`; `observe` sees each step's verdict as it is reached (a replay prints them).
    package func play(_ value: Case, observe: (StepVerdict) -> Void = { _ in }) -> CaseVerdict {
        play(value) { _, verdict in observe(verdict) }
    }

    /// Plays `value`; `observe` sees each step judged, with what the oracles looked at
    /// (`CaseFilm` records it).
    func play(_ value: Case, observe: (StepObservation, StepVerdict) -> Void) -> CaseVerdict {
        var verdict = CaseVerdict()
        let runner: CaseRunner
        do {
            runner = try CaseRunner(value)
        } catch {
            verdict.findings = [Finding(kind: .error, step: 0, problems: ["the engine refuses \(error)"])]
            return verdict
        }
        var state = value.state(afterSteps: 0)
        var formats: [SpecLayout.FormatCall] = []
        let memo = CaseMemo()
        let initial = StepObservation(
            runner: runner, state: state, step: 0, trace: take(runner), ranLoop: false, memo: memo)
        var stepVerdict = judge(initial, label: "initial layout", into: &verdict)
        observe(initial, stepVerdict)
        guard verdict.passed, !stepVerdict.isUnsettled else { return verdict }
        for (index, step) in value.steps.enumerated() {
            let conflictsBefore = runner.window.conflicts.count
            if case let .addFormat(format) = step {
                formats.append(SpecLayout.FormatCall(format: format, views: state.views.map { ($0.id, $0.parent) }))
            }
            do {
                try runner.run(step, at: "steps[\(index)]")
            } catch {
                verdict.findings = [Finding(kind: .error, step: index + 1, problems: ["the engine refuses \(error)"])]
                return verdict
            }
            if case .addFormat = step {
                for constraint in runner.formatConstraints { state.apply(.addConstraint(constraint)) }
            } else {
                state.apply(step)
            }
            let seen = StepObservation(
                runner: runner, state: state, step: index + 1, trace: take(runner), ranLoop: step.op == "tick",
                formats: formats,
                conflictsBefore: conflictsBefore, memo: memo)
            stepVerdict = judge(seen, label: step.op, into: &verdict)
            observe(seen, stepVerdict)
            guard verdict.passed, !stepVerdict.isUnsettled else { return verdict }
        }
        return verdict
    }

    private func judge(_ seen: StepObservation, label: String, into verdict: inout CaseVerdict) -> StepVerdict {
        var step = StepVerdict(step: seen.step, label: label, outcomes: [])
        // A layout that never settled (the case's constraints feed the frames back into the
        // system, as a view pinned inside its own safe area can) is the case's doing, as in
        // UIKit: nothing is judged on it, and the case ends there.
        let unsettled = seen.trace.contains { if case .feedbackLoop = $0 { true } else { false } }
        step.isUnsettled = unsettled
        if !unsettled && oracles.contains(where: \.readsTheExport) {
            // The export and the snapshot every comparing oracle reads, timed on their own: not
            // charged to whichever oracle happens to ask first.
            let start = ContinuousClock.now
            _ = seen.snapshot
            verdict.observationSeconds += (ContinuousClock.now - start).seconds
        }
        for oracle in oracles {
            let start = ContinuousClock.now
            let outcome = unsettled ? .skipped(StepVerdict.unsettled) : CasePlayer.run(oracle, seen)
            step.outcomes.append((oracle, outcome))
            verdict.record(oracle, outcome, step: seen.step, seconds: (ContinuousClock.now - start).seconds)
        }
        verdict.steps.append(step)
        if !verdict.passed { verdict.differingFrames = seen.frameDifferences() }
        _ = take(seen.runner)  // what the oracles made the engine do (add-remove) is not the next step's
        return step
    }

    private static func run(_ oracle: OracleName, _ seen: StepObservation) -> OracleOutcome {
        switch oracle {
        case .invariants: InvariantsOracle.check(seen)
        case .cycle: CycleOracle.check(seen)
        case .reference: ReferenceOracle.check(seen)
        case .spec: SpecOracle.check(seen)
        case .rebuild: RebuildOracle.check(seen)
        case .order: OrderOracle.check(seen)
        case .mirror: MirrorOracle.check(seen)
        case .vfl: FormatOracle.check(seen)
        case .stack: StackOracle.check(seen)
        case .animation: AnimationOracle.check(seen)
        case .fitting: FittingOracle.check(seen)
        case .ambiguity: AmbiguityOracle.check(seen)
        case .addRemove: AddRemoveOracle.check(seen)
        case .size, .rerun: .skipped("judges solver scripts")  // never chosen: see init
        }
    }

    /// The trace since the last call, emptied.
    private func take(_ runner: CaseRunner) -> [TraceEvent] {
        defer { runner.window.trace.removeAll(keepingCapacity: true) }
        return runner.window.trace
    }
}
