#if PLUMB_FAULTS
    import Foundation
    import LayoutFuzz
    import Testing

    /// One bug, one row: a bug that several oracles see on the same case is one bug in the
    /// reports, with its symptoms per oracle, and its verdict is the minimized case's own.
    @Suite struct BugGroupingTests {
        /// A dropped inequality fails `reference` and `spec` on the same cases (measured: seed 1,
        /// the first cases, 4 bugs under 8 signatures).
        static func run() -> FuzzResult {
            let options = FuzzOptions(
                seed: 1, budget: .cases(300), generator: GeneratorOptions(), maxFailures: 6, minimizeSeconds: 60)
            return PlantedFaultName.planting([.solver(.droppedInequality)]) { FuzzCampaign(options).run() }
        }

        @Test func failuresWithTheSameMinimizedCaseAreOneBug() throws {
            let result = Self.run()
            let bugs = result.bugs
            #expect(result.failures.count >= 4)
            #expect(bugs.count < result.failures.count, "no two failures grouped: \(result.failures.map(\.signature))")
            #expect(bugs.map(\.number) == Array(1...bugs.count))
            #expect(bugs.flatMap(\.failures).count == result.failures.count)
            for bug in bugs where bug.failures.count > 1 {
                let cases = Set(bug.failures.map { $0.minimized?.value.fileBytes ?? Data("\($0.caseIndex)".utf8) })
                #expect(cases.count == 1, "bug \(bug.number): more than one case")
            }
            // Distinct bugs have distinct minimized cases.
            let keys = bugs.map { $0.failures[0].minimized?.value.fileBytes }
            #expect(Set(keys.compactMap { $0 }).count == keys.compactMap { $0 }.count)
            let grouped = try #require(bugs.first { $0.failures.count > 1 })
            let kinds = Set(grouped.failures.map(\.finding.kind))
            #expect(kinds.count == grouped.failures.count, "one symptom per oracle")

            // The reports say it: summary.json's bugs and each failure's bug, the console, JUnit.
            let report = FuzzReport(
                result: result, folder: "R", commandLine: "plumb fuzz --seed 1", version: "test", revision: nil)
            let summary = report.summary()
            #expect(summary.bugs?.count == bugs.count)
            #expect(
                summary.bugs?.first { $0.number == grouped.number }?.signatures
                    == grouped.failures.map(\.signature.folder))
            for failure in summary.failures {
                #expect(failure.bug != nil)
            }
            let other = grouped.failures[1]
            let details = try #require(
                report.junit().suites.flatMap(\.cases).first { $0.name == other.signature.folder }?.failure?.details)
            #expect(
                details.contains(
                    "bug \(grouped.number) of the run, also seen as \(grouped.failures[0].signature.folder)"))
        }

        @Test func theVerdictIsTheMinimizedCasesOwn() throws {
            let result = Self.run()
            let report = FuzzReport(
                result: result, folder: "R", commandLine: "plumb fuzz --seed 1", version: "test", revision: nil)
            for failure in result.failures {
                let shrunk = try #require(failure.minimized, "\(failure.signature): not minimized")
                let shown = try #require(
                    failure.minimizedFinding, "\(failure.signature): no verdict on the minimized case")
                #expect(shown.signature == failure.signature)
                // Played again, the minimized case gives that very finding.
                let again = PlantedFaultName.planting([.solver(.droppedInequality)]) {
                    CasePlayer().play(shrunk.value.layoutCase!)
                }
                #expect(again.findings.contains(shown), "\(failure.signature)")
                let verdict = report.verdict(failure)
                #expect(
                    verdict.hasPrefix(
                        "\(failure.finding.kind) failed at step \(shown.step) of the minimized case: \(shown.message)\nfirst found at step \(failure.finding.step) of case \(failure.caseIndex) (seed 1): "
                    ), "\(verdict)")
                #expect(
                    report.summary().failures.first { $0.signature == failure.signature.folder }?.minimizedProblems
                        == shown.problems)
            }
            // The messages differ somewhere: the original case's numbers are not the minimized case's.
            #expect(result.failures.contains { $0.minimizedFinding?.message != $0.finding.message })
        }
    }
#endif
