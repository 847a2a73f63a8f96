import ConstraintSystem

extension ScriptPlayError {
    /// True for the script errors that the solver's own earlier decision causes: a label named
    /// after its add was rejected, or defined again while its earlier add is live
    /// (`ScriptState.resolve`). A generated script cannot foresee a decision that only rounding
    /// makes, so the solver oracles judge such a script up to that line and stop there; a
    /// decision that differs from the reference's is found by `reference` before it.
    var followsFromADecision: Bool {
        guard case let .script(problem) = self, problem.line > 0 else { return false }
        return problem.message.contains("its add was rejected")
            || problem.message.contains("is defined while it is live")
    }
}

extension ScriptPlayer {
    /// The next operation played; nil at the end of the script, and at a line that names a label
    /// the solver's own decision left undefined or defined (`followsFromADecision`), where a
    /// generated script's guess was wrong: the solver oracles judge up to there.
    func stepUntilUndefinedLabel() throws(ScriptPlayError) -> StepOutcome? {
        do {
            return try step()
        } catch  where error.followsFromADecision {
            return nil
        }
    }
}
