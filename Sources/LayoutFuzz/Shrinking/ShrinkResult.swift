/// What shrinking gave: the smallest input found that still fails with the signature.
public struct ShrinkResult<Value: Sendable>: Sendable {
    public var value: Value
    public var signature: FailureSignature
    /// Candidates played.
    public var tries: Int
    public var seconds: Double
    /// True when the budget ran out before a round changed nothing.
    public var outOfTime: Bool

    public init(value: Value, signature: FailureSignature, tries: Int, seconds: Double, outOfTime: Bool) {
        self.value = value
        self.signature = signature
        self.tries = tries
        self.seconds = seconds
        self.outOfTime = outOfTime
    }

    /// The same result with the value wrapped or converted.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> ShrinkResult<Other> {
        ShrinkResult<Other>(value: transform(value), signature: signature, tries: tries, seconds: seconds, outOfTime: outOfTime)
    }
}
