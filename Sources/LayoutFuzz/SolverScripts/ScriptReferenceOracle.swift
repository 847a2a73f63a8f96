import ConstraintSystem

/// The `reference` oracle on a script: the solver under test and the exact reference in
/// lockstep (`ScriptComparison`), every operation a point: the same accept or reject decision,
/// the same errors at every priority, the same value for every variable the optimum determines.
enum ScriptReferenceOracle {
    static func check(_ script: OperationScript, on solver: any ScriptSolver) throws(ScriptPlayError) -> ScriptJudgement
    {
        let compared = try ScriptComparison.compare(
            script, solver: solver, everyStep: true, stoppingAtUndefinedLabels: true)
        guard let first = compared.differences.first else { return .passed(script, points: compared.steps.count) }
        let problems = compared.differences.filter { $0.index == first.index }.map(\.description)
        return ScriptJudgement(outcome: .failed(problems), step: first.index + 1, points: compared.steps.count)
    }
}
