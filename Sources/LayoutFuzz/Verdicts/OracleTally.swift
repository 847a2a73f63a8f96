/// Counts of one oracle's outcomes.
public struct OracleTally: Equatable, Sendable, Codable {
    public var passed = 0
    public var skipped = 0
    public var failed = 0
    /// Time spent in the oracle.
    public var seconds = 0.0

    public init() {}

    public static func += (a: inout OracleTally, b: OracleTally) {
        a.passed += b.passed
        a.skipped += b.skipped
        a.failed += b.failed
        a.seconds += b.seconds
    }
}
