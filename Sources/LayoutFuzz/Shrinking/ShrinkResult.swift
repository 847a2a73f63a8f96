/// What shrinking gave: the smallest input found that still fails with the signature.
package struct ShrinkResult<Value: Sendable>: Sendable {
    package var value: Value
    package var signature: FailureSignature
    /// Candidates played.
    package var tries: Int
    package var seconds: Double
    /// True when the budget ran out before a round changed nothing.
    package var outOfTime: Bool

    package init(value: Value, signature: FailureSignature, tries: Int, seconds: Double, outOfTime: Bool) {
        self.value = value
        self.signature = signature
        self.tries = tries
        self.seconds = seconds
        self.outOfTime = outOfTime
    }

    /// The same result with the value wrapped or converted.
    package func map<Other: Sendable>(_ transform: (Value) -> Other) -> ShrinkResult<Other> {
        ShrinkResult<Other>(
            value: transform(value), signature: signature, tries: tries, seconds: seconds, outOfTime: outOfTime)
    }
}
