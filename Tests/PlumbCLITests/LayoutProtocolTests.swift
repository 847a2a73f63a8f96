#if PLUMB_FAULTS
    import Cassowary
    import Foundation
    import LayoutEngine
    import Testing

    /// The layout protocol (docs/layout-protocol.md) with our own engine behind it
    /// (`plumb-layout-adapter`, built beside `plumb`): the test that the protocol and the judging
    /// of adapters are right. Through the pipe the engine must play as clean as in process, and a
    /// planted fault must show at the same case and be judged by the same oracle; replay,
    /// minimize and regress take the adapter too.
    @Suite struct LayoutProtocolTests {
        let folder: TemporaryFolder

        init() throws { folder = try TemporaryFolder() }

        /// The engine adapter beside the `plumb` under test.
        static var adapter: String? {
            guard let plumb = Plumb.executable else { return nil }
            let path = plumb.deletingLastPathComponent().appendingPathComponent("plumb-layout-adapter").path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }

        func requireAdapter() throws -> String {
            try #require(
                LayoutProtocolTests.adapter,
                "plumb-layout-adapter was not built beside plumb (swift build --build-tests builds both)")
        }

        @Test func our_engine_behind_the_pipe_plays_a_clean_run() throws {
            let adapter = try requireAdapter()
            let out = folder.path("clean")
            let run = try Plumb.run([
                "fuzz", "--adapter", adapter, "--seed", "5", "--cases", "150", "--jobs", "2", "--out", out,
            ])
            #expect(run.status == 0, "\(run)")
            #expect(
                run.stdout.contains(
                    "engine: plumbline-engine, lexicographic (\(adapter)); oracles spec, rebuild, order, mirror, add-remove"
                ), "\(run)")
            #expect(run.stdout.contains("150 cases in"), "\(run)")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            let options = try #require(summary["options"] as? [String: Any])
            #expect(options["adapter"] as? String == adapter)
            let support = try #require(options["support"] as? [String: Any])
            #expect(support["kinds"] as? [String] == ["view", "label", "image", "stack"])
            let oracles = try #require(summary["oracles"] as? [String: [String: Any]])
            for name in ["spec", "rebuild", "order", "mirror", "add-remove"] {
                #expect(
                    (oracles[name]?["passed"] as? Int ?? 0) > 100, "\(name) judged too little: \(oracles[name] ?? [:])")
            }
        }

        /// Each fault at the first case the in-process run finds it (seed 1), by the same oracle (the
        /// cases of the generator these first cases were recorded with: `--swarm off`).
        static let planted: [(fault: String, firstCase: Int)] = [
            (PlantedViewFault.marginsAppliedTwice.rawValue, 0),
            (PlantedViewFault.leadingNotFlippedInRightToLeft.rawValue, 0),
            (PlantedFault.staleValueAfterSetConstant.rawValue, 7),
            (PlantedFault.droppedInequality.rawValue, 0),
        ]

        @Test(arguments: planted)
        func a_planted_fault_shows_through_the_pipe_as_in_process(fault: String, firstCase: Int) throws {
            let adapter = try requireAdapter()
            let plant = ["PLUMB_PLANT": fault]
            let common = ["--seed", "1", "--cases", "40", "--max-failures", "1", "--jobs", "1", "--swarm", "off"]
            let piped = try Plumb.run(
                ["fuzz", "--adapter", adapter, "--out", folder.path("piped-\(fault)")] + common, environment: plant)
            let direct = try Plumb.run(
                ["fuzz", "--oracles", "spec,rebuild,order,mirror,add-remove", "--out", folder.path("direct-\(fault)")]
                    + common, environment: plant)
            #expect(piped.status == 1 && direct.status == 1, "\(piped)\n\(direct)")
            for run in [piped, direct] {
                #expect(run.stdout.contains("BUG 1 (spec; first case \(firstCase))"), "\(run)")
            }
        }

        @Test func replay_minimize_and_regress_take_the_adapter() throws {
            let adapter = try requireAdapter()
            let out = folder.path("reports")
            let plant = ["PLUMB_PLANT": PlantedViewFault.marginsAppliedTwice.rawValue]
            let run = try Plumb.run(
                [
                    "fuzz", "--adapter", adapter, "--seed", "1", "--cases", "3", "--max-failures", "1", "--swarm",
                    "off",
                    "--out", out,
                ],
                environment: plant)
            #expect(run.status == 1, "\(run)")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            let failure = try #require((summary["failures"] as? [[String: Any]])?.first)
            let minimized = try #require(failure["minimizedFile"] as? String)
            let replay = try #require(failure["replay"] as? String)
            #expect(replay.contains("--adapter \(adapter)"), "\(replay)")

            let replayed = try Plumb.run(["replay", "--adapter", adapter, minimized], environment: plant)
            #expect(replayed.status == 1 && replayed.stdout.contains("engine: plumbline-engine"), "\(replayed)")
            #expect(replayed.stdout.contains("FAILED spec at step 0"), "\(replayed)")
            #expect(try Plumb.run(["replay", "--adapter", adapter, minimized]).status == 0)
            let seeded = try Plumb.run(
                ["replay", "--adapter", adapter, "--seed", "1", "--case", "0", "--swarm", "off"], environment: plant)
            #expect(seeded.status == 1, "\(seeded)")

            let again = folder.path("again.json")
            let shrunk = try Plumb.run(
                ["minimize", "--adapter", adapter, minimized, "--output", again, "--minimize-timeout", "20s"],
                environment: plant)
            #expect(shrunk.status == 0 && shrunk.stdout.contains("written: \(again)"), "\(shrunk)")

            let corpus = folder.path("corpus")
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: minimized, toPath: corpus + "/margins.json")
            let failing = try Plumb.run(
                ["regress", corpus, "--adapter", adapter, "--out", folder.path("regress")], environment: plant)
            #expect(failing.status == 1 && failing.stdout.contains("FAIL margins.json: spec at step 0"), "\(failing)")
            let passing = try Plumb.run(["regress", corpus, "--adapter", adapter, "--out", folder.path("regress2")])
            #expect(passing.status == 0, "\(passing)")
        }

        @Test func an_adapter_that_speaks_another_protocol_is_bad_input() throws {
            let run = try Plumb.run([
                "fuzz", "--adapter", "echo plumb-solver 1 weighted x", "--cases", "1", "--out", folder.path("bad"),
            ])
            #expect(run.status == 2, "\(run)")
            #expect(run.stderr.contains("not a layout hello"), "\(run)")
        }
    }
#endif
