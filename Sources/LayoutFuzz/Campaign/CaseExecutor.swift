/// What plays the cases (or scripts) of a fuzz run: in this process (`InProcessExecutor`), or in
/// worker processes that a crash or a hang cannot take down with the run (`plumb fuzz --jobs N`).
package protocol CaseExecutor {
    /// Plays cases `indices` of `generator` and returns their outcomes in the same order: all of
    /// them, or the first ones when `deadline` (the run's budget) came first; cases cut short by
    /// it count for nothing.
    mutating func play(_ indices: [Int], of generator: FuzzGenerator, until deadline: ContinuousClock.Instant?)
        -> [CaseOutcome]
    /// Plays one given case (a shrink candidate) the way the run's cases are played, so that a
    /// crash or a hang in it is a finding, not the end of the run; a case still running after
    /// `seconds` (when shorter than the case timeout) is stopped and is a hang.
    func play(_ value: FuzzInput, within seconds: Double?) -> CaseOutcome
    /// How many cases one call should be given to keep every job busy.
    var batchSize: Int { get }
    /// How long a case may run before it is a hang (nil: no limit, as in this process).
    var caseTimeout: Double? { get }
    /// Why no more cases can be played (a worker could not be started), once that happened.
    var startFailure: WorkerStartError? { get }
}

extension CaseExecutor {
    package var startFailure: WorkerStartError? { nil }
}

/// One case's findings and oracle counts: all the fuzz loop needs from playing it.
package struct CaseOutcome: Codable, Equatable, Sendable {
    package var findings: [Finding]
    /// Counts by oracle.
    package var tally: [OracleName: OracleTally]
    /// `CaseVerdict.observationSeconds`.
    package var observationSeconds = 0.0

    package init(findings: [Finding], tally: [OracleName: OracleTally] = [:]) {
        self.findings = findings
        self.tally = tally
    }

    package init(_ verdict: CaseVerdict) {
        findings = verdict.findings
        tally = verdict.tally
        observationSeconds = verdict.observationSeconds
    }
}

/// Plays each case here, one after the other: a layout case with the layout oracles, a script
/// with the solver oracles (of the ones chosen).
package struct InProcessExecutor: CaseExecutor {
    let cases: CasePlayer
    let scripts: ScriptFuzzPlayer
    /// The layout engine behind a pipe that cases are played on (nil: ours, in process).
    let layoutAdapter: AdapterCasePlayer?

    /// `adapter`: the solver behind a pipe that scripts are played on (nil: ours, in process);
    /// `layoutAdapter`: the layout engine behind a pipe that cases are played on.
    package init(oracles: [OracleName], adapter: SolverAdapter? = nil, layoutAdapter: LayoutAdapter? = nil) {
        cases = CasePlayer(oracles: oracles)
        scripts = adapter.map { ScriptFuzzPlayer(oracles: oracles, adapter: $0) } ?? ScriptFuzzPlayer(oracles: oracles)
        self.layoutAdapter = layoutAdapter.map { AdapterCasePlayer(oracles: oracles, adapter: $0) }
    }

    package var batchSize: Int { 1 }
    package var caseTimeout: Double? { nil }

    /// Plays `value` here (nothing can stop it early: `seconds` is not used).
    package func play(_ value: FuzzInput, within seconds: Double? = nil) -> CaseOutcome {
        switch value {
        case let .layout(value): CaseOutcome(layoutAdapter?.play(value) ?? cases.play(value))
        case let .script(script): CaseOutcome(scripts.play(script))
        }
    }

    package mutating func play(
        _ indices: [Int], of generator: FuzzGenerator, until deadline: ContinuousClock.Instant? = nil
    ) -> [CaseOutcome] {
        // One at a time (the loop checks the budget), and through `play(_:)`, so that a crash has
        // the same innermost frames, hence the same signature, as when its case is given whole.
        indices.map { play(generator.makeInput($0)) }
    }
}
