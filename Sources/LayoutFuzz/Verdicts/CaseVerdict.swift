/// How a case went: the verdict of every step played, and the findings of the first step that
/// had any (play stops there: later steps would build on a state already known to be wrong).
package struct CaseVerdict: Equatable, Sendable {
    package var steps: [StepVerdict] = []
    package var findings: [Finding] = []
    /// At the failing step: the views whose frames differ from the reference's optimum.
    package var differingFrames: [FrameDifference] = []
    /// How often each oracle passed, was skipped and failed, over the steps played.
    package var tally: [OracleName: OracleTally] = [:]

    package var passed: Bool { findings.isEmpty }

    package init() {}
}
