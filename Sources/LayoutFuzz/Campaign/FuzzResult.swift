/// What a run did and found.
public struct FuzzResult: Sendable {
    public var options: FuzzOptions
    public var cases = 0
    /// Cases with at least one finding.
    public var failingCases = 0
    public var seconds = 0.0
    public var interrupted = false
    /// False in the reports written while the run goes.
    public var complete = false
    public var tally: [OracleName: OracleTally] = [:]
    /// Distinct failures in the order they were first found.
    public var failures: [FuzzFailure] = []

    /// Nothing run yet.
    public init(options: FuzzOptions) {
        self.options = options
    }

    public var passed: Bool { failures.isEmpty }

    func finished(after seconds: Double) -> FuzzResult {
        var copy = self
        copy.seconds = seconds
        copy.complete = true
        return copy
    }
}
