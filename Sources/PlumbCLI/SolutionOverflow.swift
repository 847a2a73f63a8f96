import ConstraintSystem

/// An answer that does not fit in a `Double`: every number of the system is finite, yet a value,
/// a range's end or a priority's error is infinite (`y == 2*x` with `x == 1e308`). The commands
/// that print or compare answers refuse it as bad input (exit 2) naming the first such number,
/// instead of trapping while formatting it or comparing with an infinite tolerance.
enum SolutionOverflow {
    /// `name = inf` for the first value (by name), range end or error that is not finite, or nil.
    static func first(_ solution: SystemSolution, ranges: [(name: String, low: Double?, high: Double?)] = []) -> String?
    {
        if let value = solution.values.first(where: { !$0.value.isFinite }) { return "\(value.name) = \(value.value)" }
        if let range = ranges.first(where: { !($0.low ?? 0).isFinite || !($0.high ?? 0).isFinite }) {
            return "\(range.name) = \(!(range.low ?? 0).isFinite ? range.low! : range.high!)"
        }
        if let error = solution.errors.first(where: { !$0.error.isFinite }) {
            return "error @\(error.priority) = \(error.error)"
        }
        return nil
    }

    /// Exit 2 with `plumb COMMAND: FILE: the answer does not fit in a Double (WHAT)` when the
    /// answer overflows.
    static func refuse(
        _ solution: SystemSolution, ranges: [(name: String, low: Double?, high: Double?)] = [],
        command: String, file: String
    ) throws {
        guard let what = first(solution, ranges: ranges) else { return }
        throw CommandFailure(
            .badInput,
            "plumb \(command): \(file): the answer does not fit in a Double (\(what)); the system's numbers are too large"
        )
    }
}
