import Foundation
import LayoutFuzz
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A fuzz run's reports: valid JUnit with the counts of its children, the failure folders and
/// the summary; and the same bytes (apart from times) for the same seed and options.
@Suite struct FuzzReportTests {
    static func run(_ options: FuzzOptions) -> FuzzResult {
        #if PLUMB_FAULTS
            // A bug, so that the reports have failures to show.
            return PlantedFaultName.planting([.solver(.offByOneConstant)]) { FuzzCampaign(options).run() }
        #else
            return FuzzCampaign(options).run()
        #endif
    }

    static let options = FuzzOptions(
        seed: 99, budget: .cases(12), generator: GeneratorOptions(maxViews: 5, maxSteps: 5))

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plumb-report-\(UUID().uuidString)").path
    }

    /// Every file under `folder` with its bytes, times removed.
    static func contents(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)!
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            files[path] = withoutTimes(text.replacingOccurrences(of: folder, with: "ROOT"))
        }
        return files
    }

    static func withoutTimes(_ text: String) -> String {
        text.replacing(try! Regex("time=\"[0-9.]+\""), with: "time=\"T\"")
            .replacing(try! Regex("name=\"duration\" value=\"[0-9.]+\""), with: "name=\"duration\" value=\"T\"")
            .replacing(try! Regex("\"(seconds|casesPerSecond)\" : [0-9.e+-]+"), with: "\"$1\" : T")
            // index.html's and summary.md's run time.
            .replacing(try! Regex("[0-9.]+ s \\([0-9.]+ cases/s\\)"), with: "T s (T cases/s)")
            .replacing(try! Regex("failing\\) in [0-9.]+ s"), with: "failing) in T s")
    }

    @Test func twoRunsWithTheSameSeedWriteTheSameBytesApartFromTimes() throws {
        let a = Self.folder()
        let b = Self.folder()
        defer {
            try? FileManager.default.removeItem(atPath: a)
            try? FileManager.default.removeItem(atPath: b)
        }
        for folder in [a, b] {
            try FuzzReport(
                result: Self.run(Self.options), folder: "Reports", commandLine: "plumb fuzz --seed 99", version: "test",
                revision: nil
            )
            .writing(into: folder)
        }
        let first = try Self.contents(a)
        let second = try Self.contents(b)
        #expect(first.keys.sorted() == second.keys.sorted())
        #expect(first.keys.contains("summary.json") && first.keys.contains("junit.xml"))
        for key in first.keys.sorted() { #expect(first[key] == second[key], "\(key) differs") }
        #if PLUMB_FAULTS
            #expect(first.keys.contains { $0.hasPrefix("failures/") && $0.hasSuffix("/case.json") })
        #endif
        let other = FuzzOptions(seed: 100, budget: .cases(12), generator: GeneratorOptions(maxViews: 5, maxSteps: 5))
        let c = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: c) }
        try FuzzReport(
            result: Self.run(other), folder: "Reports", commandLine: "plumb fuzz --seed 99", version: "test",
            revision: nil
        ).writing(into: c)
        #expect(try Self.contents(c)["summary.json"] != first["summary.json"], "another seed gives the same run")
    }

    @Test func theJUnitReportHasOneSuitePerOracleAndOneTestcasePerDistinctFailure() throws {
        let result = Self.run(Self.options)
        let report = FuzzReport(
            result: result, folder: "Reports", commandLine: "plumb fuzz --seed 99 --cases 12", version: "0.1.0",
            revision: "abc")
        let xml = report.junit().xml()
        let parsed = try ParsedReport(xml)
        let suites = parsed.attributes("testsuite")
        #expect(
            suites.prefix(OracleName.all(for: .layout).count).map { $0["name"] }
                == OracleName.all(for: .layout).map(\.rawValue))
        let testcases = parsed.attributes("testcase")
        #expect(parsed.attributes("testsuites").first?["tests"] == "\(testcases.count)")
        #expect(parsed.attributes("testsuites").first?["failures"] == "\(parsed.attributes("failure").count)")
        #expect(parsed.attributes("failure").count == result.failures.count)
        #expect(
            Set(parsed.attributes("property").compactMap { $0["name"] }) == [
                "seed", "target", "cases", "duration", "oracles", "shard", "command", "version", "revision",
            ])
        for failure in result.failures {
            #expect(testcases.contains { $0["name"] == failure.signature.folder })
            #expect(
                parsed.texts["failure"]?.contains {
                    $0.contains(
                        "Replay: swift run -c release plumb replay Reports/failures/\(failure.signature.folder)/case.json"
                    )
                } == true)
        }
        JenkinsSchema.expectValid(xml, "FuzzReportTests")
        #if PLUMB_FAULTS
            #expect(!result.failures.isEmpty)
        #endif
    }

    #if PLUMB_FAULTS
        /// An oracle proved wrong (a planted reference fault) is listed apart in every report: a
        /// testsuite of its own whose testcase holds an `<error type="oracle-defect">` (valid for
        /// Jenkins' schema, counted in `errors`, not `failures`), its own count in `summary.json`,
        /// and an "oracle's, not the engine's" bug in `summary.md`.
        @Test func anOracleDefectIsAnErrorOfItsOwnSuiteNeverAnEngineFailure() throws {
            let options = FuzzOptions(
                seed: 99, budget: .cases(3), generator: GeneratorOptions(maxViews: 5, maxSteps: 5),
                oracles: [.reference])
            let result = PlantedFaultName.planting([.reference(.optionalGreaterOrEqualErrorWrongSign)]) {
                FuzzCampaign(options).run()
            }
            let failure = try #require(result.failures.first)
            #expect(result.failures.allSatisfy { $0.finding.kind == .oracleDefect(.reference) })
            let report = FuzzReport(result: result, folder: "Reports", commandLine: "c", version: "v", revision: nil)
            let xml = report.junit().xml()
            let parsed = try ParsedReport(xml)
            #expect(parsed.attributes("failure").isEmpty)
            #expect(parsed.attributes("error").count == result.failures.count)
            #expect(parsed.attributes("error").allSatisfy { $0["type"] == "oracle-defect" })
            #expect(parsed.attributes("testsuites").first?["errors"] == "\(result.failures.count)")
            #expect(parsed.attributes("testsuites").first?["failures"] == "0")
            #expect(parsed.attributes("testsuite").map { $0["name"] } == ["reference", "oracle-defect-reference"])
            JenkinsSchema.expectValid(xml, "FuzzReportTests.oracleDefect")

            let summary = report.summary()
            #expect(summary.failures.first?.kind == .oracleDefect(.reference))
            #expect(summary.failures.first?.signature.hasPrefix("oracle-defect-reference-") == true)
            #expect(summary.oracles[.reference]?.failed == 0)
            #expect((summary.oracles[.reference]?.oracleDefects ?? 0) > 0)
            let json = try JSONEncoder().encode(summary)
            #expect(try JSONDecoder().decode(FuzzSummary.self, from: json) == summary, "the kind reads back")
            let markdown = RunMarkdown.text(summary, folder: "Reports")
            #expect(markdown.contains("| oracle | passed | failed | skipped | oracle defect |"))
            #expect(markdown.contains("(an oracle's, not the engine's): oracle-defect-reference"))
            #expect(failure.finding.problems[0].hasPrefix("the reference is wrong"))
        }

        @Test func aLaterRunInTheSameFolderLeavesOnlyItsOwnFailureFolders() throws {
            let root = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let failing = Self.run(Self.options)
            try #require(!failing.failures.isEmpty)
            try FuzzReport(result: failing, folder: "R", commandLine: "c", version: "v", revision: nil).writing(
                into: root)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: root + "/failures").count == failing.failures.count)
            let clean = FuzzCampaign(Self.options).run()
            try #require(clean.passed)
            try FuzzReport(result: clean, folder: "R", commandLine: "c", version: "v", revision: nil).writing(
                into: root)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/failures").isEmpty)
        }
    #endif

    @Test func checkpointsHandOverTheResultSoFarWhileTheRunGoes() {
        var seen: [(cases: Int, complete: Bool)] = []
        let result = FuzzCampaign(
            FuzzOptions(seed: 5, budget: .cases(3), generator: GeneratorOptions(maxViews: 3, maxSteps: 2))
        )
        .run(checkpointSeconds: 0, checkpoint: { seen.append(($0.cases, $0.complete)) })
        #expect(seen.map(\.cases) == [1, 2, 3])
        #expect(seen.allSatisfy { !$0.complete })
        #expect(result.complete && result.cases == 3)
    }

    @Test func theSummaryCountsEveryOracleAndNamesEachFailure() throws {
        let result = Self.run(Self.options)
        let summary = FuzzReport(result: result, folder: "R", commandLine: "c", version: "v", revision: nil).summary()
        #expect(summary.cases == 12 && summary.seed == 99)
        #expect(summary.oracles.keys.sorted() == OracleName.all(for: .layout))
        #expect(summary.oracles[.invariants].map { $0.passed + $0.failed } ?? 0 >= 12)
        #expect(summary.failures.map(\.signature) == result.failures.map(\.signature.folder))
        #expect(
            summary.failures.allSatisfy { $0.caseFile.hasPrefix("R/failures/") && $0.replay.hasSuffix($0.caseFile) })
        #expect(summary.failingCases == result.failingCases)
    }
}

extension FuzzReport {
    /// Writes the report with its folder under `root` (so the replay commands stay relative).
    func writing(into root: String) throws {
        var copy = self
        copy.folder = root
        try copy.write(junitPath: root + "/junit.xml")
    }
}
