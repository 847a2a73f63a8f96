/// Counts of one oracle's outcomes.
public struct OracleTally: Equatable, Sendable, Codable {
    public var passed = 0
    public var skipped = 0
    public var failed = 0
    /// Steps without what the oracle judges (`OracleOutcome.absent`).
    public var absent = 0
    /// Time spent in the oracle.
    public var seconds = 0.0

    public init() {}

    /// The share of the steps with the oracle's feature at which it was skipped (0 when none had it).
    public var skipRate: Double {
        let present = passed + skipped + failed
        return present == 0 ? 0 : Double(skipped) / Double(present)
    }

    public static func += (a: inout OracleTally, b: OracleTally) {
        a.passed += b.passed
        a.skipped += b.skipped
        a.failed += b.failed
        a.absent += b.absent
        a.seconds += b.seconds
    }
}
