import ConstraintSystem

/// What one solver oracle said about a whole script: its outcome, the number of operations
/// played when it failed (a finding's step: that prefix of the script fails the same way) or
/// the script's length, and how many points it judged.
struct ScriptJudgement {
    var outcome: OracleOutcome
    var step: Int
    var points: Int

    static func passed(_ script: OperationScript, points: Int) -> ScriptJudgement {
        ScriptJudgement(outcome: .passed, step: script.operations.count, points: points)
    }
}
