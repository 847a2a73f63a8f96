import Testing

@testable import LayoutFuzz

/// A crash's finding comes from the stable part of what the runtime printed: the same crash in two
/// processes (other load addresses, other thread ids, another backtrace time) gives the same
/// message, signature and problems, so that the shrinker matches it again and two runs write the
/// same report.
@Suite struct CrashReportTests {
    /// What Swift 6's backtracer printed for one trap, with the process's own addresses, thread
    /// id and timing.
    static func stderr(base: String, thread: Int, took: String) -> [String] {
        [
            "LayoutFuzz/Foo.swift:3: a line the program wrote",
            "swift-runtime: failed to suspend thread \(thread) while processing a crash; backtraces will be missing information",
            "",
            "*** Signal 4: Backtracing from 0x\(base)0499... done ***",
            "",
            "*** Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN ***",
            "",
            "Thread 0 \"plumb\" crashed:",
            "",
            "  0 [inlined] [system] 0x0000\(base)0499 Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN in plumb at //<compiler-generated>",
            "  1                    0x0000\(base)0499 AnimationRecord.lastTick.getter + 201 in plumb at /work/main/Sources/LayoutFuzz/Execution/RunnerRecords.swift:55:34",
            "  2 [ra]               0x0000\(base)1e26 specialized static AnimationOracle.completionProblems(_:index:now:) + 1221 in plumb at /work/main/Sources/LayoutFuzz/Oracles/AnimationOracle.swift:76:44",
            "failed to suspend thread \(thread) while processing a crash; backtraces will be missing information",
            "Backtrace took \(took)s",
        ]
    }

    @Test func theSameCrashInTwoProcessesGivesTheSameFinding() {
        let first = CrashReport.finding(
            reason: "signal 4 (SIGILL)", lines: Self.stderr(base: "5603dd0f", thread: 29577, took: "0.68"))
        let second = CrashReport.finding(
            reason: "signal 4 (SIGILL)", lines: Self.stderr(base: "560907ff", thread: 31002, took: "0.74"))
        #expect(first.signature == second.signature)
        #expect(first.problems == second.problems)
        #expect(
            first.message
                == "signal 4 (SIGILL): Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN [in AnimationRecord.lastTick.getter < specialized static AnimationOracle.completionProblems(_:index:now:)]"
        )
        #expect(!first.problems.joined().contains("5603dd0f"))
        #expect(!first.problems.joined().contains("29577"))
    }

    @Test func aFatalErrorLineIsTheMessageWithoutItsAddresses() {
        let lines = [
            "LayoutFuzz/Foo.swift:12: Fatal error: planted crash at 0x7ffd1234abcd",
            "*** Signal 4: Backtracing from 0x55aa00112233... done ***",
        ]
        let finding = CrashReport.finding(reason: "signal 4 (SIGILL)", lines: lines)
        #expect(finding.message == "signal 4 (SIGILL): LayoutFuzz/Foo.swift:12: Fatal error: planted crash at 0x…")
    }
}
