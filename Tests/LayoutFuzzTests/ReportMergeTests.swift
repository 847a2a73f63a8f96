import Foundation
#if PLUMB_FAULTS
import Cassowary
#endif
@testable import LayoutFuzz
import Testing

/// Three shards of one seed merge into the report of the whole run: counts are the sums, each
/// failure appears once with its summed count and earliest case, and the JUnit is valid.
@Suite struct ReportMergeTests {
    static let generator = GeneratorOptions(maxViews: 4, maxSteps: 3)

    static func run(_ shard: FuzzOptions.Shard) -> FuzzResult {
        let options = FuzzOptions(seed: 12, budget: .cases(30), generator: generator, shard: shard)
        #if PLUMB_FAULTS
        return PlantedFaults.$active.withValue([.offByOneConstant]) { FuzzCampaign(options).run() }
        #else
        return FuzzCampaign(options).run()
        #endif
    }

    @Test func threeShardsMergeIntoTheWholeRunsReport() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var folders: [String] = []
        for index in 0..<3 {
            let folder = "\(root)/shard\(index)"
            try FuzzReport(result: Self.run(.init(index: index, count: 3)), folder: folder, commandLine: "c", version: "v", revision: nil)
                .write(junitPath: folder + "/junit.xml")
            folders.append(folder)
        }
        let merged = try ReportMerge.merge(folders)
        let whole = Self.run(.whole)
        #expect(merged.cases == 30 && merged.cases == whole.cases)
        #expect(merged.failingCases == whole.failingCases)
        #expect(merged.tally.mapValues { [$0.passed, $0.skipped, $0.failed] } == whole.tally.mapValues { [$0.passed, $0.skipped, $0.failed] })
        #expect(merged.failures.map(\.signature) == whole.failures.map(\.signature))
        #expect(merged.failures.map(\.count) == whole.failures.map(\.count))
        #expect(merged.failures.map(\.caseIndex) == whole.failures.map(\.caseIndex))
        #expect(merged.failures.map(\.value) == whole.failures.map(\.value))
        #if PLUMB_FAULTS
        #expect(!merged.failures.isEmpty)
        #endif
        let xml = FuzzReport(result: merged, folder: root + "/merged", commandLine: "m", version: "v", revision: nil).junit().xml()
        let parsed = try ParsedReport(xml)
        #expect(parsed.attributes("testsuites").first?["tests"] == "\(parsed.attributes("testcase").count)")
        #expect(parsed.attributes("failure").count == merged.failures.count)
        try JUnitSchema.expectValid(xml, "ReportMergeTests")
    }

    @Test func reportsOfDifferentRunsDoNotMerge() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-merge-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for seed in [1, 2] as [UInt64] {
            let result = FuzzCampaign(FuzzOptions(seed: seed, budget: .cases(2), generator: Self.generator)).run()
            try FuzzReport(result: result, folder: "\(root)/\(seed)", commandLine: "c", version: "v", revision: nil).write(junitPath: "\(root)/\(seed)/junit.xml")
        }
        #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/1", "\(root)/2"]) }
        #expect(throws: ReportMerge.MergeError.self) { try ReportMerge.merge(["\(root)/missing"]) }
    }
}
