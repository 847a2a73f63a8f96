/// What one oracle said after one step.
package enum OracleOutcome: Equatable, Sendable {
    case passed
    /// The oracle does not apply here (the reason says why: conflicting required constraints, a
    /// case with left/right anchors for `mirror`, …).
    case skipped(String)
    /// What the oracle judges is not in this step (no stack view for `stack`, no fitting-size
    /// call for `fitting`, …): counted apart from skips, which leave something unjudged.
    case absent(String)
    case failed([String])
    /// The oracle disagreed with the answer it judged, and attribution (`Attribution`) proved the
    /// oracle's own answer wrong: a defect of the oracle, never counted as the engine's failure.
    /// The first lines say what proves it, then what differed.
    case oracleDefect([String])
}
