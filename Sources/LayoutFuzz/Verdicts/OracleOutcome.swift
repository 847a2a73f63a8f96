/// What one oracle said after one step.
public enum OracleOutcome: Equatable, Sendable {
    case passed
    /// The oracle does not apply here (the reason says why: conflicting required constraints, a
    /// case with left/right anchors for `mirror`, …).
    case skipped(String)
    case failed([String])
}
