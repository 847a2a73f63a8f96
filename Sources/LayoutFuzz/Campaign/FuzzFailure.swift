/// One distinct failure of a run: its signature, the finding of the first case that showed it,
/// that case, and how many findings had the signature.
public struct FuzzFailure: Sendable {
    public var signature: FailureSignature
    public var finding: Finding
    public var caseIndex: Int
    public var value: FuzzInput
    public var count = 1
    /// The case shrunk with the same signature, when shrinking ran (`FuzzOptions.minimizeSeconds`).
    public var minimized: ShrinkResult<FuzzInput>?
}
