import Foundation
import LayoutFuzz
import Testing

/// summary.json counts, over the run, the cases that used each generator feature and met each
/// pair: the counts are those of the cases themselves (a recount from the generator agrees, with
/// workers or without), shards add up when merged, and reports from before they were counted
/// still read.
@Suite struct FeatureCountTests {
    static let options = FuzzOptions(
        seed: 5, budget: .cases(40), generator: GeneratorOptions(maxViews: 5, maxSteps: 6), oracles: [.invariants])

    static func recount(_ options: FuzzOptions, _ indices: some Sequence<Int>) -> FeatureTally {
        let generator = CaseGenerator(seed: options.seed, options: options.generator)
        var tally = FeatureTally(for: options.generator.features)
        for index in indices { tally.add(FeatureUse(generator.makeCase(index))) }
        return tally
    }

    @Test func theSummaryCountsWhatTheCasesUsed() throws {
        let result = FuzzCampaign(Self.options).run()
        #expect(result.cases == 40)
        let summary = FuzzReport(
            result: result, folder: "R", commandLine: "plumb fuzz --seed 5", version: "test", revision: nil
        ).summary()
        let recount = Self.recount(Self.options, 0..<40)
        #expect(summary.features == recount.features && summary.featurePairs == recount.pairs)
        // Every feature and pair is listed, met or not, and the counts are of these 40 cases.
        #expect(summary.features?.count == GeneratorFeature.allCases.count)
        let n = GeneratorFeature.allCases.count
        #expect(summary.featurePairs?.count == n * (n - 1) / 2 + 1)
        #expect(summary.features?.values.allSatisfy { (0...40).contains($0) } == true)
        #expect(summary.features?.values.contains { $0 > 0 } == true)

        // Written with the rest of summary.json, keys sorted, and read back.
        let data = ReportFiles.json(summary)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""featurePairs" : {"#) && text.contains(#""animations+animations" : "#))
        #expect(try JSONDecoder().decode(FuzzSummary.self, from: data) == summary)
    }

    @Test func aCoreRunCountsOnlyTheCoreFeatures() {
        var options = Self.options
        options.generator.features = .core
        let tally = FuzzCampaign(options).run().features
        #expect(tally == Self.recount(options, 0..<40))
        #expect(tally?.features.keys.sorted() == GeneratorFeature.drawable(in: .core).map(\.rawValue))
        #expect(tally?.pairs.keys.contains { $0.contains("animations") } == false)
    }

    @Test func aSolverRunHasNoFeatureCounts() {
        let result = FuzzCampaign(FuzzOptions(seed: 1, budget: .cases(3), target: .solver)).run()
        #expect(result.features == nil)
    }

    @Test func shardsAddUp() {
        var parts: [FeatureTally] = []
        for shard in 0..<2 {
            var options = Self.options
            options.shard = RunOptions.Shard(index: shard, count: 2)
            let tally = FuzzCampaign(options).run().features
            #expect(tally == Self.recount(options, stride(from: shard, to: 40, by: 2)))
            if let tally { parts.append(tally) }
        }
        #expect(parts.count == 2 && parts[0] + parts[1] == Self.recount(Self.options, 0..<40))
    }

    @Test func aSummaryFromBeforeTheCountsReads() throws {
        let result = FuzzCampaign(FuzzOptions(seed: 1, budget: .cases(1), oracles: [.invariants])).run()
        var summary = FuzzReport(
            result: result, folder: "R", commandLine: "plumb fuzz", version: "test", revision: nil
        ).summary()
        var object = try #require(
            try JSONSerialization.jsonObject(with: ReportFiles.json(summary)) as? [String: Any])
        object["features"] = nil
        object["featurePairs"] = nil
        let old = try JSONDecoder().decode(
            FuzzSummary.self, from: try JSONSerialization.data(withJSONObject: object))
        summary.features = nil
        summary.featurePairs = nil
        #expect(old == summary && old.featureTally == nil)
    }
}
