import Foundation
import Testing

@testable import LayoutFuzz

/// Three shards of one seed merge into the report of the whole run: counts are the sums, each
/// failure appears once with its summed count and earliest case, and the JUnit is valid.
@Suite struct ReportMergeTests {
    static let generator = GeneratorOptions(maxViews: 4, maxSteps: 3)

    static func run(_ shard: RunOptions.Shard) -> FuzzResult {
        let options = FuzzOptions(seed: 12, budget: .cases(30), generator: generator, shard: shard)
        #if PLUMB_FAULTS
            return PlantedFaultName.planting([.solver(.offByOneConstant)]) { FuzzCampaign(options).run() }
        #else
            return FuzzCampaign(options).run()
        #endif
    }

    @Test func threeShardsMergeIntoTheWholeRunsReport() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var folders: [String] = []
        for index in 0..<3 {
            let folder = "\(root)/shard\(index)"
            try FuzzReport(
                result: Self.run(.init(index: index, count: 3)), folder: folder, commandLine: "c", version: "v",
                revision: nil
            )
            .write(junitPath: folder + "/junit.xml")
            folders.append(folder)
        }
        let merged = try ReportMerge.merge(folders)
        let whole = Self.run(.whole)
        #expect(merged.cases == 30 && merged.cases == whole.cases)
        #expect(merged.failingCases == whole.failingCases)
        #expect(
            merged.tally.mapValues { [$0.passed, $0.skipped, $0.failed] }
                == whole.tally.mapValues { [$0.passed, $0.skipped, $0.failed] })
        #expect(merged.failures.map(\.signature) == whole.failures.map(\.signature))
        #expect(merged.failures.map(\.count) == whole.failures.map(\.count))
        #expect(merged.failures.map(\.caseIndex) == whole.failures.map(\.caseIndex))
        #expect(merged.failures.map(\.value) == whole.failures.map(\.value))
        #if PLUMB_FAULTS
            #expect(!merged.failures.isEmpty)
        #endif
        let xml = FuzzReport(result: merged, folder: root + "/merged", commandLine: "m", version: "v", revision: nil)
            .junit().xml()
        let parsed = try ParsedReport(xml)
        #expect(parsed.attributes("testsuites").first?["tests"] == "\(parsed.attributes("testcase").count)")
        #expect(parsed.attributes("failure").count == merged.failures.count)
        JenkinsSchema.expectValid(xml, "ReportMergeTests")
    }

    @Test func reportsOfDifferentRunsDoNotMerge() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for seed in [1, 2] as [UInt64] {
            let result = FuzzCampaign(FuzzOptions(seed: seed, budget: .cases(2), generator: Self.generator)).run()
            try FuzzReport(result: result, folder: "\(root)/\(seed)", commandLine: "c", version: "v", revision: nil)
                .write(junitPath: "\(root)/\(seed)/junit.xml")
        }
        #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/1", "\(root)/2"]) }
        #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/missing"]) }
    }

    /// A shard given twice (by the same path or another spelling of it, or a copy of its folder)
    /// would count its cases twice; shards of different splits (1/2 and 1/3) cover some cases
    /// twice and miss others. Each is refused, naming both folders.
    @Test func aShardGivenTwiceOrShardsOfDifferentSplitsAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, shard) in [
            ("a", RunOptions.Shard(index: 0, count: 2)), ("b", .init(index: 1, count: 2)),
            ("c", .init(index: 0, count: 3)),
        ] {
            let options = FuzzOptions(seed: 5, budget: .cases(4), generator: Self.generator, shard: shard)
            try FuzzReport(
                result: FuzzCampaign(options).run(), folder: "\(root)/\(name)", commandLine: "c", version: "v",
                revision: nil
            )
            .write(junitPath: "\(root)/\(name)/junit.xml")
        }
        try FileManager.default.copyItem(atPath: "\(root)/a", toPath: "\(root)/copy")
        #expect(throws: Never.self) { try ReportMerge.merge(["\(root)/a", "\(root)/b"]) }
        for (folders, says) in [
            (["\(root)/a", "\(root)/a"], "given twice"), (["\(root)/a", "\(root)/b", "\(root)/./a"], "given twice"),
            (["\(root)/a", "\(root)/copy"], "both shard 0/2"), (["\(root)/b", "\(root)/c"], "shards of 2 and of 3"),
        ] {
            do {
                _ = try ReportMerge.merge(folders)
                Issue.record("merged \(folders)")
            } catch {
                #expect(error.message.contains(says), "\(error)")
            }
        }
    }

    /// Each shard's junit.xml is read back with libxml2 and must say what its summary says.
    @Test func aShardWhoseJUnitDisagreesWithItsSummaryIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for seed in [1, 2] as [UInt64] {
            let result = FuzzCampaign(FuzzOptions(seed: seed, budget: .cases(2), generator: Self.generator)).run()
            try FuzzReport(result: result, folder: "\(root)/\(seed)", commandLine: "c", version: "v", revision: nil)
                .write(junitPath: "\(root)/\(seed)/junit.xml")
        }
        #expect(throws: Never.self) { try ReportMerge.merge(["\(root)/1"]) }
        try FileManager.default.removeItem(atPath: "\(root)/1/junit.xml")
        try FileManager.default.copyItem(atPath: "\(root)/2/junit.xml", toPath: "\(root)/1/junit.xml")
        let mixed = #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/1"]) }
        #expect(
            mixed?.message.hasPrefix("\(root)/1/junit.xml and summary.json disagree (seed 2, 2 cases") == true,
            "\(String(describing: mixed))")
        let junit = try String(contentsOfFile: "\(root)/2/junit.xml", encoding: .utf8)
        try junit.replacingOccurrences(of: "</testsuites>", with: "").write(
            toFile: "\(root)/2/junit.xml", atomically: true, encoding: .utf8)
        let cut = #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/2"]) }
        #expect(
            cut?.message.hasPrefix("\(root)/2/junit.xml:") == true
                && cut?.message.contains("not well-formed XML") == true, "\(String(describing: cut))")
        try FileManager.default.removeItem(atPath: "\(root)/2/junit.xml")
        let missing = #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/2"]) }
        #expect(
            missing?.message.hasPrefix(
                "\(root)/2/junit.xml: no such file (each shard's junit.xml must be in its report folder") == true,
            "\(String(describing: missing))")
    }
}
