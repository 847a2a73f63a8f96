/// Something wrong that a case showed: an oracle that failed after a step, or the engine
/// refusing a step of a valid case (`error`).
package struct Finding: Equatable, Sendable, Codable {
    /// The oracle that failed, or what went wrong before one could judge.
    package var kind: FindingKind
    /// 0 for the initial layout, k for the state after `steps[k-1]`.
    package var step: Int
    /// Everything that differs, one line each; the first is the finding's message.
    package var problems: [String]

    package init(kind: FindingKind, step: Int, problems: [String]) {
        self.kind = kind
        self.step = step
        self.problems = problems.isEmpty ? ["(no detail)"] : problems
    }

    /// The one-line message: the first problem.
    package var message: String { problems[0] }

    /// What identifies the failure across cases (`FailureSignature`).
    package var signature: FailureSignature { FailureSignature(kind: kind, message: message) }
}
