/// The oracles' outcomes after one step (step 0: the initial layout).
package struct StepVerdict: Equatable, Sendable {
    package var step: Int
    /// `initial layout` or the step's op.
    package var label: String
    package var outcomes: [(oracle: OracleName, outcome: OracleOutcome)]

    package static func == (a: StepVerdict, b: StepVerdict) -> Bool {
        a.step == b.step && a.label == b.label && a.isUnsettled == b.isUnsettled
            && a.outcomes.elementsEqual(b.outcomes) { $0.oracle == $1.oracle && $0.outcome == $1.outcome }
    }

    /// Why nothing is judged after a step whose layout never settled.
    package static let unsettled = "the layout did not settle (feedback loop)"

    /// True when the step's layout never settled, so no oracle judged it.
    package var isUnsettled = false

    /// `ok`, `FAILED` or `skipped` per oracle, for a replay's listing.
    package var summary: String {
        outcomes.map { entry in
            switch entry.outcome {
            case .passed: "\(entry.oracle.rawValue) ok"
            case .skipped: "\(entry.oracle.rawValue) skipped"
            case .absent: "\(entry.oracle.rawValue) n/a"
            case .failed: "\(entry.oracle.rawValue) FAILED"
            case .oracleDefect: "\(entry.oracle.rawValue) ORACLE DEFECT"
            }
        }.joined(separator: ", ")
    }
}
