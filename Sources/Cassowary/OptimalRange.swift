/// The values a variable takes over the optimal set of a solver's system: every solution in
/// which the required constraints hold and each optional priority's error is as small as it is at
/// the current optimum (see `Solver.ranges(of:)`).
public struct OptimalRange: Sendable, Equatable, CustomStringConvertible {
    /// The value at the solver's current solution (what `updateVariables()` reports).
    public let value: Double
    /// The least value over the optimal set; nil when it is unbounded below.
    public let lowest: Double?
    /// The greatest value over the optimal set; nil when it is unbounded above.
    public let highest: Double?

    /// True when the optimum determines the variable: both ends are finite and no further apart
    /// than `Tolerance.sameValue · max(1, |lowest|, |highest|)` (rounding, not a real segment).
    public let isDetermined: Bool

    init(value: Double, lowest: Double?, highest: Double?) {
        self.value = value
        self.lowest = lowest
        self.highest = highest
        if let lowest, let highest {
            let scale = max(1, abs(lowest), abs(highest))
            isDetermined = highest - lowest <= Tolerance.sameValue * scale
        } else {
            isDetermined = false
        }
    }

    /// A variable the optimum fixes at `value` (read off the tableau without a linear program).
    init(determined value: Double) {
        self.init(value: value, lowest: value, highest: value)
    }

    public var description: String {
        if isDetermined { return "\(value) (determined)" }
        return "[\(lowest.map { "\($0)" } ?? "-inf"), \(highest.map { "\($0)" } ?? "+inf")] at \(value)"
    }
}
