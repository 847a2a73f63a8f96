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
}
