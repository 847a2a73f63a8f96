/// Something wrong that a case showed: an oracle that failed after a step, or the engine
/// refusing a step of a valid case (`error`).
public struct Finding: Equatable, Sendable, Codable {
    /// The oracle's name, or `error`.
    public var kind: String
    /// 0 for the initial layout, k for the state after `steps[k-1]`.
    public var step: Int
    /// Everything that differs, one line each; the first is the finding's message.
    public var problems: [String]

    public init(kind: String, step: Int, problems: [String]) {
        self.kind = kind
        self.step = step
        self.problems = problems.isEmpty ? ["(no detail)"] : problems
    }

    /// The one-line message: the first problem.
    public var message: String { problems[0] }

    /// False for a crash or a hang, which only a worker process survives: those are not played
    /// again in the run's own process, so not shrunk there (shrinking them would need the
    /// candidates played in workers; `plumb replay` plays one in the foreground for a debugger).
    public var isReproducibleInProcess: Bool { kind != "crash" && kind != "hang" }

    /// What identifies the failure across cases (`FailureSignature`).
    public var signature: FailureSignature { FailureSignature(kind: kind, message: message) }
}
