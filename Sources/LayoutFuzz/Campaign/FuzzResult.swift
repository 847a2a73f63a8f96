/// What a run did and found.
package struct FuzzResult: Sendable {
    package var options: FuzzOptions
    package var cases = 0
    /// Cases with at least one finding.
    package var failingCases = 0
    package var seconds = 0.0
    package var interrupted = false
    /// False in the reports written while the run goes.
    package var complete = false
    package var tally: [OracleName: OracleTally] = [:]
    /// Time spent reading the steps for the oracles (`CaseVerdict.observationSeconds`).
    package var observationSeconds = 0.0
    /// Distinct failures in the order they were first found.
    package var failures: [FuzzFailure] = []
    /// How many of the cases used each generator feature and each pair (nil for solver scripts).
    package var features: FeatureTally?

    /// Nothing run yet.
    package init(options: FuzzOptions) {
        self.options = options
        if options.target == .layout { features = FeatureTally(for: options.generator.features) }
    }

    package var passed: Bool { failures.isEmpty }

    func finished(after seconds: Double) -> FuzzResult {
        var copy = self
        copy.seconds = seconds
        copy.complete = true
        return copy
    }
}
