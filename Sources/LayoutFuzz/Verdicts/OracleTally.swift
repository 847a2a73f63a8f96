/// Counts of one oracle's outcomes.
package struct OracleTally: Equatable, Sendable, Codable {
    package var passed = 0
    package var skipped = 0
    package var failed = 0
    /// Steps without what the oracle judges (`OracleOutcome.absent`).
    package var absent = 0
    /// Steps at which the oracle disagreed and was proved wrong itself (`OracleOutcome.oracleDefect`):
    /// not failures of the engine, and not passes either.
    package var oracleDefects = 0
    /// Time spent in the oracle.
    package var seconds = 0.0

    package init() {}

    /// The share of the steps with the oracle's feature at which it was skipped (0 when none had it).
    package var skipRate: Double {
        let present = passed + skipped + failed + oracleDefects
        return present == 0 ? 0 : Double(skipped) / Double(present)
    }

    package static func += (a: inout OracleTally, b: OracleTally) {
        a.passed += b.passed
        a.skipped += b.skipped
        a.failed += b.failed
        a.absent += b.absent
        a.oracleDefects += b.oracleDefects
        a.seconds += b.seconds
    }
}
