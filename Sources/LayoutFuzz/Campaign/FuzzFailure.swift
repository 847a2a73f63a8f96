/// One distinct failure of a run: its signature, the finding of the first case that showed it,
/// that case, and how many findings had the signature.
package struct FuzzFailure: Sendable {
    package var signature: FailureSignature
    package var finding: Finding
    package var caseIndex: Int
    package var value: FuzzInput
    package var count = 1
    /// The case shrunk with the same signature, when shrinking ran (`FuzzOptions.minimizeSeconds`).
    package var minimized: ShrinkResult<FuzzInput>?
    /// The finding with this signature on the minimized case: its own step and numbers, which
    /// are the ones a person replaying it sees (nil when not minimized, or for a hang, whose
    /// replay would cost a case timeout).
    package var minimizedFinding: Finding?

    /// What the report says failed: the minimized case's finding when there is one.
    package var shownFinding: Finding { minimizedFinding ?? finding }
}
