#if PLUMB_FAULTS
    import Cassowary
    import Foundation
    import LayoutFuzz
    import Testing

    /// `plumb fuzz --target solver` as a user runs it: worker processes, reports whose failures are
    /// scripts (`case.txt`, `minimized.txt`), a JUnit suite per solver oracle, a replay command that
    /// reproduces, the same script rebuilt from the seed, and the minimized script kept in a corpus
    /// that `plumb regress` plays.
    @Suite struct SolverFuzzCommandTests {
        let folder: TemporaryFolder

        init() throws { folder = try TemporaryFolder() }

        @Test func a_solver_run_reports_minimized_scripts_that_replay() throws {
            let out = folder.path("reports")
            let corpus = folder.path("corpus")
            let plant = ["PLUMB_PLANT": PlantedFault.symbolsLeftOnRemoval.rawValue]
            let run = try Plumb.run(
                [
                    "fuzz", "--target", "solver", "--seed", "9", "--cases", "20", "--max-failures", "1", "--jobs", "1",
                    "--save-failures", corpus, "--out", out,
                ],
                environment: plant)
            #expect(run.status == 1, "\(run)")
            #expect(run.stdout.hasPrefix("plumb fuzz: seed 9, target solver\n"), "\(run)")

            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            let options = try #require(summary["options"] as? [String: Any])
            #expect(options["target"] as? String == "solver")
            #expect(options["oracles"] as? [String] == ["reference", "size", "repeat"])
            let failure = try #require((summary["failures"] as? [[String: Any]])?.first)
            #expect(failure["kind"] as? String == "size")
            let caseFile = try #require(failure["caseFile"] as? String)
            let minimized = try #require(failure["minimizedFile"] as? String)
            #expect(caseFile.hasSuffix("/case.txt") && minimized.hasSuffix("/minimized.txt"))
            #expect((failure["minimizedLines"] as? Int ?? 99) <= 8)
            let replay = try #require(failure["replay"] as? String)
            #expect(replay == "swift run -c release plumb replay \(minimized)", "every solver oracle ran: no --oracles")

            let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
            #expect(junit.suites.map(\.name) == ["reference", "size", "repeat"])
            #expect(junit.suites.first { $0.name == "size" }?.cases.first?.failure != nil)
            let verdict = try String(
                contentsOfFile: (caseFile as NSString).deletingLastPathComponent + "/verdict.txt", encoding: .utf8)
            let firstCase = try #require(failure["firstCase"] as? Int)
            #expect(
                verdict.contains(
                    "rebuild from the seed: swift run -c release plumb replay --seed 9 --case \(firstCase) --target solver"
                ), "\(verdict)")

            // The minimized script fails with the bug and passes without it; the seed rebuilds the case.
            #expect(try Plumb.run(["replay", minimized], environment: plant).stdout.contains("FAILED size"))
            #expect(try Plumb.run(["replay", minimized]).status == 0)
            let rebuilt = try Plumb.run(
                ["replay", "--target", "solver", "--seed", "9", "--case", "\(firstCase)", "--show"], environment: plant)
            let written = try String(contentsOfFile: caseFile, encoding: .utf8)
            #expect(rebuilt.status == 1 && rebuilt.stdout.hasPrefix(written), "\(rebuilt)")

            // Kept in the corpus under its content name, and played by plumb regress with the cases.
            let saved = try FileManager.default.contentsOfDirectory(atPath: corpus)
            #expect(saved.count == 1 && saved[0].hasSuffix(".txt") && saved[0].count == 20, "\(saved)")
            try "version 2\nedit x 500\na: x >= 10 @ 1000\nsuggest x=3\nremove a\n".write(
                toFile: corpus + "/edits.txt", atomically: true, encoding: .utf8)
            let clean = try Plumb.run(["regress", corpus, "--out", folder.path("regress")])
            #expect(clean.status == 0, "\(clean)")
            let failing = try Plumb.run(["regress", corpus, "--out", folder.path("regress2")], environment: plant)
            #expect(failing.status == 1 && failing.stdout.contains("FAIL \(saved[0]): size"), "\(failing)")
        }

        @Test func a_bad_target_exits_2() throws {
            let run = try Plumb.run(["fuzz", "--target", "kiwi", "--cases", "1"])
            #expect(run.status == 2 && run.stderr.contains("--target is layout or solver, not 'kiwi'"), "\(run)")
        }
    }
#endif
