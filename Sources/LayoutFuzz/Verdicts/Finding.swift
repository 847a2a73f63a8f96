/// Something wrong that a case showed: an oracle that failed after a step, or the engine
/// refusing a step of a valid case (`error`).
public struct Finding: Equatable, Sendable, Codable {
    /// The oracle that failed, or what went wrong before one could judge.
    public var kind: FindingKind
    /// 0 for the initial layout, k for the state after `steps[k-1]`.
    public var step: Int
    /// Everything that differs, one line each; the first is the finding's message.
    public var problems: [String]

    public init(kind: FindingKind, step: Int, problems: [String]) {
        self.kind = kind
        self.step = step
        self.problems = problems.isEmpty ? ["(no detail)"] : problems
    }

    /// The one-line message: the first problem.
    public var message: String { problems[0] }

    /// What identifies the failure across cases (`FailureSignature`).
    public var signature: FailureSignature { FailureSignature(kind: kind, message: message) }
}
