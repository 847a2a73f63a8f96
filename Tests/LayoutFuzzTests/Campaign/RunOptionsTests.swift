import Foundation
import LayoutFuzz
import Testing

/// One options value for the whole run: summary.json's `options`, a worker's setup line and the
/// flags of a replay command all come from `RunOptions`; finding kinds and oracle names are read
/// once, at the edge, with the path of a bad value.
@Suite struct RunOptionsTests {
    static let options = RunOptions(
        target: .layout, generator: GeneratorOptions(maxViews: 5, maxSteps: 3, features: .core),
        scripts: ScriptGeneratorOptions(maxOperations: 12),
        oracles: [.reference, .spec], maxFailures: 2, minimizeSeconds: 30, shard: RunOptions.Shard(index: 1, count: 3),
        adapter: nil)

    @Test func theOptionsReadBackAsTheyWereWritten() throws {
        let data = ReportFiles.json(Self.options)
        #expect(try JSONDecoder().decode(RunOptions.self, from: data) == Self.options)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // The generators' knobs sit flat among the rest, as summary.json has always had them.
        #expect(
            object.keys.sorted() == [
                "constraintsPerView", "features", "maxDepth", "maxFailures", "maxOperations", "maxSteps",
                "maxVariables", "maxViews", "minimizeSeconds",
                "oracles", "shard", "swarm", "target",
            ])
        #expect(object["shard"] as? String == "1/3" && object["features"] as? String == "core")
    }

    @Test func optionsFromBeforeTheNewerSettingsTakeTheirOldMeaning() throws {
        let old =
            #"{"maxViews": 8, "maxDepth": 4, "constraintsPerView": 4, "maxSteps": 8, "oracles": ["reference"], "minimizeSeconds": 0, "shard": "0/1"}"#
        let options = try JSONDecoder().decode(RunOptions.self, from: Data(old.utf8))
        #expect(
            options.target == .layout && options.generator.features == .core
                && options.scripts == ScriptGeneratorOptions())
        // Before swarm generation every case came from the full mix: its seeds replay off.
        #expect(options.generator.swarm == .off)
    }

    @Test func aBadValueIsRefusedWithItsPath() throws {
        let summary =
            #"{"maxViews": 8, "maxDepth": 4, "constraintsPerView": 4, "maxSteps": 8, "oracles": ["reference", "psychic"], "minimizeSeconds": 0, "shard": "3/2"}"#
        #expect {
            try JSONDecoder().decode(RunOptions.self, from: Data(summary.utf8))
        } throws: { error in
            "\(error)".contains("psychic") && "\(error)".contains("oracles")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FindingKind].self, from: Data(#"["crash", "meltdown"]"#.utf8))
        }
        #expect(
            try JSONDecoder().decode([FindingKind].self, from: Data(#"["crash", "add-remove", "repeat"]"#.utf8)) == [
                .crash, .oracle(.addRemove), .oracle(.rerun),
            ])
    }

    @Test func theReplayFlagsAreTheSettingsThatDifferFromTheDefaultsInDeclarationOrder() {
        #expect(Self.options.caseFlags == ["--max-views", "5", "--max-steps", "3", "--features", "core"])
        var solver = Self.options
        solver.target = .solver
        #expect(solver.caseFlags == ["--target", "solver", "--max-operations", "12"])
        #expect(RunOptions().caseFlags.isEmpty)
        var full = RunOptions()
        full.generator.swarm = .off
        #expect(full.caseFlags == ["--swarm", "off"])
    }

    @Test func findingKindsComeInReportOrder() {
        #expect(
            FindingKind.allCases.last == .oracleDefect(OracleName.allCases.last!)
                && FindingKind.allCases.first == .oracle(.invariants))
        #expect(FindingKind.oracle(.addRemove) < .error && FindingKind.error < .crash)
        // An oracle's defect comes after every failure of the engine.
        #expect(FindingKind.hang < .oracleDefect(.invariants))
        #expect(FindingKind(name: "oracle-defect-reference") == .oracleDefect(.reference))
        #expect(FindingKind.allCases.allSatisfy { FindingKind(name: $0.name) == $0 })
    }

    @Test func aWorkerThatCannotStartIsAnErrorWithItsReason() {
        let missing = URL(fileURLWithPath: "/nonexistent/plumb-\(UUID().uuidString)")
        #expect {
            try WorkerPool(
                jobs: 2, caseTimeout: 1, setup: WorkerSetup(FuzzOptions(seed: 1), caseTimeout: 1), executable: missing)
        } throws: { error in
            (error as? WorkerStartError)?.executable == missing.path
                && "\(error)".hasPrefix("cannot start a worker (\(missing.path)): ")
        }
    }
}
