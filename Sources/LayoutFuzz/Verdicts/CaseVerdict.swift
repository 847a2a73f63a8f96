/// How a case went: the verdict of every step played, and the findings of the first step that
/// had any (play stops there: later steps would build on a state already known to be wrong).
package struct CaseVerdict: Equatable, Sendable {
    package var steps: [StepVerdict] = []
    package var findings: [Finding] = []
    /// At the failing step: the views whose frames differ from the reference's optimum.
    package var differingFrames: [FrameDifference] = []
    /// How often each oracle passed, was skipped and failed, over the steps played.
    package var tally: [OracleName: OracleTally] = [:]
    /// Time spent reading each step for the oracles (the engine's exported system and its
    /// snapshot, which every comparing oracle reads), kept apart from every oracle's own time.
    package var observationSeconds = 0.0

    package var passed: Bool { findings.isEmpty }

    package init() {}
}

extension CaseVerdict {
    /// Counts one oracle's `outcome` after `step` (its time, `seconds`), and keeps the finding of
    /// a failure.
    mutating func record(_ oracle: OracleName, _ outcome: OracleOutcome, step: Int, seconds: Double) {
        var count = OracleTally()
        count.seconds = seconds
        switch outcome {
        case .passed: count.passed = 1
        case .skipped: count.skipped = 1
        case .absent: count.absent = 1
        case let .failed(problems):
            count.failed = 1
            findings.append(Finding(kind: .oracle(oracle), step: step, problems: problems))
        case let .oracleDefect(problems):
            count.oracleDefects = 1
            findings.append(Finding(kind: .oracleDefect(oracle), step: step, problems: problems))
        }
        tally[oracle, default: OracleTally()] += count
    }
}
