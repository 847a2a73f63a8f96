/// How a case went: the verdict of every step played, and the findings of the first step that
/// had any (play stops there: later steps would build on a state already known to be wrong).
public struct CaseVerdict: Equatable, Sendable {
    public var steps: [StepVerdict] = []
    public var findings: [Finding] = []
    /// At the failing step: the views whose frames differ from the reference's optimum.
    public var differingFrames: [FrameDifference] = []
    /// How often each oracle passed, was skipped and failed, over the steps played.
    public var tally: [OracleName: OracleTally] = [:]

    public var passed: Bool { findings.isEmpty }

    public init() {}
}
