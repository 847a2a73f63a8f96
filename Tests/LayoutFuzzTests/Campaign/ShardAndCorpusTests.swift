import Foundation
import LayoutCase
import Testing

@testable import LayoutFuzz

/// Shards of one seed split its cases between them, and a corpus stores each case once under a
/// name made from its content.
@Suite struct ShardAndCorpusTests {
    static func counts(_ result: FuzzResult) -> [OracleName: [Int]] {
        result.tally.mapValues { [$0.passed, $0.skipped, $0.failed] }
    }

    @Test func threeShardsPlayTheSameCasesAsTheWholeRunBetweenThem() {
        let generator = GeneratorOptions(maxViews: 4, maxSteps: 3)
        let whole = FuzzCampaign(FuzzOptions(seed: 8, budget: .cases(30), generator: generator)).run()
        let shards = (0..<3).map {
            FuzzCampaign(
                FuzzOptions(seed: 8, budget: .cases(30), generator: generator, shard: .init(index: $0, count: 3))
            ).run()
        }
        #expect(shards.map(\.cases) == [10, 10, 10])
        var summed: [OracleName: [Int]] = [:]
        for shard in shards {
            for (oracle, values) in Self.counts(shard) {
                summed[oracle] = zip(summed[oracle] ?? [0, 0, 0], values).map { $0 + $1 }
            }
        }
        #expect(summed == Self.counts(whole))
        #expect(whole.cases == 30)
    }

    /// Plays nothing; remembers which cases it was given.
    struct RecordingExecutor: CaseExecutor {
        var played: [Int] = []
        var batchSize: Int { 4 }
        var caseTimeout: Double? { nil }
        func play(_ value: FuzzInput, within seconds: Double?) -> CaseOutcome { CaseOutcome(findings: [], tally: [:]) }
        mutating func play(_ indices: [Int], of generator: FuzzGenerator, until deadline: ContinuousClock.Instant?)
            -> [CaseOutcome]
        {
            played += indices
            return indices.map { _ in CaseOutcome(findings: [], tally: [:]) }
        }
    }

    @Test func threeShardsCoverDisjointCasesThatMakeUpTheWhole() {
        var covered: [[Int]] = []
        for index in 0..<3 {
            var executor = RecordingExecutor()
            let result = FuzzCampaign(FuzzOptions(seed: 8, budget: .cases(31), shard: .init(index: index, count: 3)))
                .run(on: &executor)
            #expect(result.cases == executor.played.count)
            covered.append(executor.played)
        }
        #expect(covered[0] == Array(stride(from: 0, to: 31, by: 3)))
        #expect(covered[1] == Array(stride(from: 1, to: 31, by: 3)))
        #expect(
            Set(covered[0]).isDisjoint(with: covered[1]) && Set(covered[1]).isDisjoint(with: covered[2])
                && Set(covered[0]).isDisjoint(with: covered[2]))
        #expect(covered.flatMap { $0 }.sorted() == Array(0..<31))
    }

    @Test func aCaseIsSavedOnceUnderItsContentNameAndDuplicatesAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-corpus-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let value = FuzzInput.layout(CaseRunnerTests.bar)
        let base = FuzzInput.layout(CaseStateTests.base)
        let first = try Corpus.save(value, into: folder)
        #expect(first.isNew && first.path.hasSuffix("/" + Corpus.contentName(value)))
        #expect(try Corpus.save(value, into: folder).isNew == false)
        #expect(Corpus.contentName(value).count == 21 && Corpus.contentName(value) != Corpus.contentName(base))
        try CaseFile.write(CaseRunnerTests.bar, to: folder + "/copy.json")
        try CaseFile.write(CaseStateTests.base, to: folder + "/other.json")
        #expect(try Corpus.dedupe(folder) == ["copy.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [Corpus.contentName(value), Corpus.contentName(base)].sorted())
    }
}
