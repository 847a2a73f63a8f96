/// The worker protocol (docs/reports.md, "Workers"), both sides of the pipe in one place. A
/// worker's first line of input is its `WorkerSetup` as JSON; every later line is a request (an
/// input index of the seed, or a whole input on one line, `FuzzInput.line`) and is answered with
/// one line of JSON, a `WorkerAnswer`.
package struct WorkerSetup: Codable, Equatable, Sendable {
    /// The run's seed: request `i` is input `i` of it.
    package var seed: UInt64
    /// The run's settings: the generators' knobs, the oracles, the adapter.
    package var options: RunOptions
    /// How long the worker awaits each answer of the adapter (less than the case timeout, so that
    /// the worker, not its parent, tells an adapter's hang).
    package var adapterTimeout: Double

    package init(seed: UInt64, options: RunOptions, adapterTimeout: Double) {
        self.seed = seed
        self.options = options
        self.adapterTimeout = adapterTimeout
    }

    /// For workers that play the cases of a run: its seed and settings, adapter answers awaited
    /// 0.8 of the case timeout.
    package init(_ options: FuzzOptions, caseTimeout: Double) {
        self.init(seed: options.seed, options: options.run, adapterTimeout: adapterShare(of: caseTimeout))
    }

    /// For a worker that plays inputs given whole (`plumb minimize`, `plumb regress`): the seed
    /// and the generators' knobs are not used.
    /// `target`: which protocol `adapter` speaks (a layout engine's or a solver's).
    package static func givenInputs(oracles: [OracleName], adapter: String?, target: FuzzTarget, caseTimeout: Double)
        -> WorkerSetup
    {
        WorkerSetup(
            seed: 0, options: RunOptions(target: target, oracles: oracles, adapter: adapter),
            adapterTimeout: adapterShare(of: caseTimeout))
    }
}

/// How long a worker awaits its adapter: 0.8 of the case timeout.
private func adapterShare(of caseTimeout: Double) -> Double { caseTimeout * 0.8 }

/// A worker's answer to one request.
package struct WorkerAnswer: Codable, Equatable, Sendable {
    /// The index asked for, or `WorkerAnswer.givenInput` for an input given whole.
    package var `case`: Int
    package var outcome: CaseOutcome

    package init(case index: Int, outcome: CaseOutcome) {
        self.case = index
        self.outcome = outcome
    }

    /// The `case` of an answer to an input given whole.
    package static let givenInput = -1
}

/// A worker process that could not be started: the executable and the system's reason.
package struct WorkerStartError: Error, Equatable, Sendable, CustomStringConvertible {
    package var executable: String
    package var reason: String

    package var description: String { "cannot start a worker (\(executable)): \(reason)" }
}
