import ConstraintSystem

/// The `reference` oracle on a script: the solver under test and the exact reference in
/// lockstep (`ScriptComparison`), every operation a point: the same accept or reject decision,
/// the same errors at every priority, the same value for every variable the optimum determines.
/// Where the solutions differ and `Attribution` proves the reference wrong, an oracle defect.
enum ScriptReferenceOracle {
    static func check(_ script: OperationScript, on solver: any ScriptSolver) throws(ScriptPlayError) -> ScriptJudgement
    {
        let compared = try ScriptComparison.compare(
            script, solver: solver, everyStep: true, stoppingAtUndefinedLabels: true)
        guard let first = compared.differences.first else { return .passed(script, points: compared.steps.count) }
        let problems = compared.differences.filter { $0.index == first.index }.map(\.description)
        // Attribution: where the reference is the one proved wrong, an oracle defect.
        let outcome: OracleOutcome =
            compared.oracleProofs[first.index].map { .oracleDefect($0.lines + problems) } ?? .failed(problems)
        return ScriptJudgement(outcome: outcome, step: first.index + 1, points: compared.steps.count)
    }
}
