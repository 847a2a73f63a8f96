import Foundation
import Testing

/// `plumb replay` run as a subprocess: a case, step by step, with every oracle's verdict; on a
/// failure what failed and the frames that differ; exit 0, 1, or 2 on bad usage.
@Suite struct ReplayCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let allOk =
        "invariants ok, cycle ok, reference ok, spec ok, rebuild ok, order ok, mirror ok, vfl n/a, stack n/a, animation n/a, fitting n/a, ambiguity ok, add-remove ok"
    /// Before the first step the engine has no history for `rebuild` to judge.
    static let initialOk = allOk.replacingOccurrences(of: "rebuild ok", with: "rebuild n/a")

    @Test func a_case_that_holds_prints_every_step_with_every_oracle_and_exits_0() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let run = try Plumb.run(["replay", path])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                replaying \(path): 1 views, 5 constraints, 2 steps
                step 0 initial layout: \(Self.initialOk)
                step 1 setConstant: \(Self.allOk)
                step 2 tick: \(Self.allOk)
                ok: every oracle held at every step

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func oracles_chooses_the_verdicts_shown() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let run = try Plumb.run(["replay", "--oracles", "reference,invariants", path])
        #expect(run.status == 0, "\(run)")
        let steps = run.stdout.split(separator: "\n").filter { $0.hasPrefix("step ") }
        #expect(
            steps == [
                "step 0 initial layout: invariants ok, reference ok", "step 1 setConstant: invariants ok, reference ok",
                "step 2 tick: invariants ok, reference ok",
            ])
    }

    @Test(arguments: [
        [String](), ["--seed", "1"], ["--case", "0"], ["CASE", "--seed", "1", "--case", "0"],
        ["--seed", "1", "--case=-1"],
    ])
    func without_exactly_a_file_or_a_seed_and_a_case_exits_2(words: [String]) throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let run = try Plumb.run(["replay"] + words.map { $0 == "CASE" ? path : $0 })
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: "), "\(run)")
    }

    /// `--swift` prints the test Tests/ReproducerTests holds for the case, byte for byte (run from
    /// the package root, as the file's header names the case), and exits 0.
    @Test func swift_prints_the_reproducer_test_of_a_case() throws {
        let root = ArchitectureTests.root
        let expected = try String(
            contentsOf: root.appendingPathComponent("Tests/ReproducerTests/Reproduce_marginsAppliedTwice.swift"),
            encoding: .utf8)
        let run = try Plumb.run(["replay", "Corpus/planted/marginsAppliedTwice.json", "--swift"], in: root)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == expected)
        #expect(run.stderr.isEmpty)
    }

    /// A generated case has no file: the test is named after its seed and index, and the header's
    /// replay line rebuilds it.
    @Test func swift_names_a_generated_case_by_its_seed_and_index() throws {
        let run = try Plumb.run(["replay", "--seed", "1", "--case", "0", "--max-views", "3", "--swift"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\n// Case: case 0 of seed 1\n"), "\(run)")
        #expect(
            run.stdout.contains("\n// Replay: swift run -c release plumb replay --seed 1 --case 0 --max-views 3\n"),
            "\(run)")
        #expect(run.stdout.contains("\n@Test func reproduce_seed1_case0() throws {\n"), "\(run)")
    }

    @Test func swift_refuses_an_operation_script_and_show() throws {
        let script = try folder.file("s.txt", "version 2\nx == 1 @ 1000\ncheck x=1\n")
        let onScript = try Plumb.run(["replay", script, "--swift"])
        #expect(onScript.status == 2, "\(onScript)")
        #expect(onScript.stdout.isEmpty)
        #expect(
            onScript.stderr.contains("--swift writes layout cases only; \(script) is an operation script"),
            "\(onScript)")
        let path = try folder.file("box.json", CaseFixture.box)
        let withShow = try Plumb.run(["replay", path, "--swift", "--show"])
        #expect(withShow.status == 2, "\(withShow)")
        #expect(withShow.stderr.contains("--swift prints only the test; leave out --show"), "\(withShow)")
    }

    /// `--html OUT` writes the replay's page beside the usual listing: a clean case says every
    /// oracle held, with a film of its steps and the case as code.
    @Test func html_writes_the_replays_page() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let page = folder.path("pages/box.html")
        let run = try Plumb.run(["replay", path, "--html", page])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("page: \(page)\n"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<p class=\"clean passed\" id=\"clean\">Every oracle held.</p>"))
        #expect(html.contains("<figure class=\"step\" data-step=\"0\""))
        #expect(html.contains("<code id=\"replay\">swift run -c release plumb replay \(path)</code>"))
        #expect(html.contains("let box = "), "the case as code")
        #expect(!html.contains("class=\"engine differs\""))
        #expect(try Plumb.run(["replay", path, "--swift", "--html", page]).status == 2)
    }

    #if PLUMB_FAULTS
        /// The page of a failing replay marks the view that differs; a script's, its failing line.
        @Test func html_of_a_failing_replay_shows_the_difference() throws {
            let path = try folder.file("box.json", CaseFixture.box)
            let page = folder.path("box.html")
            let run = try Plumb.run(
                ["replay", path, "--html", page], environment: ["PLUMB_PLANT": "droppedInequality"])
            #expect(run.status == 1, "\(run)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("<h1>reference failed</h1>"))
            #expect(html.contains("<rect class=\"engine differs\" data-view=\"box\" data-solver=\"engine\""))
            #expect(
                html.contains(
                    "<tr data-view=\"box\" class=\"failed\"><td>box</td><td>(10, 20, 50, 30)</td><td>(10, 20, 200, 30)</td><td>width</td></tr>"
                ))

            let script = try folder.file(
                "s.txt", "version 2\nc0: x0 == 0 @ 1000\nc1: x0 + x1 == 1 @ 250\nedit x1 750\n")
            let scriptPage = folder.path("s.html")
            let replay = try Plumb.run(
                ["replay", script, "--html", scriptPage], environment: ["PLUMB_PLANT": "wrongSignInPivot"])
            #expect(replay.status == 1, "\(replay)")
            let text = try String(contentsOfFile: scriptPage, encoding: .utf8)
            #expect(text.contains("<span class=\"failing\" id=\"failing-line\">   4  edit x1 750</span>"), "\(replay)")
            #expect(text.contains("<span>   2  c0: x0 == 0 @ 1000</span>"))
        }

        /// With required inequalities dropped the box is 50 wide where the reference solver makes it
        /// 200: the reference oracle fails at the initial layout, play stops there, and the box's
        /// frame is shown both ways.
        @Test func a_reference_failure_prints_the_finding_and_the_frames_that_differ() throws {
            let path = try folder.file("box.json", CaseFixture.box)
            let run = try Plumb.run(["replay", path], environment: ["PLUMB_PLANT": "droppedInequality"])
            #expect(run.status == 1, "\(run)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.filter { $0.hasPrefix("step ") } == [
                    "step 0 initial layout: invariants ok, cycle ok, reference FAILED, spec FAILED, rebuild n/a, order ok, mirror ok, vfl n/a, stack n/a, animation n/a, fitting n/a, ambiguity ok, add-remove ok"
                ])
            #expect(lines.contains("FAILED reference at step 0: box.width: frame gives 50, reference 200"), "\(run)")
            let heading = try #require(
                lines.firstIndex(of: "frames that differ (in the superview's coordinates; incremental vs reference):"),
                "\(run)")
            #expect(Array(lines[(heading + 1)...]) == ["  box: (10, 20, 50, 30) vs (10, 20, 200, 30) (width)"])
            #expect(!run.stdout.contains("ok: every oracle held"))
        }

        /// The in-place constant change goes one too far: the box is 41 high after step 1, where a
        /// fresh engine makes it 40.
        @Test func a_failure_after_an_edit_names_its_step_and_stops_there() throws {
            let path = try folder.file("box.json", CaseFixture.box)
            let run = try Plumb.run(["replay", path], environment: ["PLUMB_PLANT": "offByOneConstant"])
            #expect(run.status == 1, "\(run)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.filter { $0.hasPrefix("step ") }.map { $0.prefix { $0 != ":" } } == [
                    "step 0 initial layout", "step 1 setConstant",
                ])
            #expect(lines.contains { $0.hasPrefix("step 1 setConstant: ") && $0.contains("FAILED") }, "\(run)")
            #expect(
                lines.contains {
                    $0.hasPrefix("FAILED ") && $0.contains(" at step 1: box.height: ") && $0.contains("41")
                }, "\(run)")
        }

        /// A fuzz failure's case file and the case rebuilt from the seed (with the run's generator
        /// options, as verdict.txt says) are the same case and replay the same way.
        @Test func the_seed_and_index_rebuild_the_case_the_fuzz_run_saved() throws {
            let out = folder.path("reports")
            let planted = ["PLUMB_PLANT": "offByOneConstant"]
            let fuzz = try Plumb.run(
                ["fuzz", "--seed", "1", "--cases", "100", "--max-views", "3", "--max-failures", "1", "--out", out],
                environment: planted)
            #expect(fuzz.status == 1, "\(fuzz)")
            let signature = try #require(folder.listing("reports/failures").first { !$0.contains("/") }, "\(fuzz)")
            let casePath = "\(out)/failures/\(signature)/case.json"
            let verdict = try String(contentsOfFile: "\(out)/failures/\(signature)/verdict.txt", encoding: .utf8)
            let rebuild = try #require(
                verdict.split(separator: "\n").first { $0.hasPrefix("rebuild from the seed: ") }, "\(verdict)")
            let prefix = "rebuild from the seed: swift run -c release plumb "
            try #require(rebuild.hasPrefix(prefix), "\(rebuild)")
            let words = rebuild.dropFirst(prefix.count).split(separator: " ").map(String.init)
            #expect(
                words.starts(with: ["replay", "--seed", "1", "--case"]) && words.suffix(2) == ["--max-views", "3"],
                "\(words)")

            let fromSeed = try Plumb.run(words + ["--show"], environment: planted)
            let fromFile = try Plumb.run(["replay", casePath], environment: planted)
            #expect(fromSeed.status == 1 && fromFile.status == 1, "\(fromSeed)\n\(fromFile)")
            let shown = try #require(fromSeed.stdout.range(of: "replaying case ")).lowerBound
            #expect(
                Data(fromSeed.stdout[..<shown].utf8) == FileManager.default.contents(atPath: casePath),
                "--show prints the saved bytes")
            let verdicts = { (run: Plumb.Run) in
                run.stdout.split(separator: "\n").filter { $0.hasPrefix("step ") || $0.hasPrefix("FAILED ") }
            }
            #expect(!verdicts(fromFile).isEmpty)
            #expect(verdicts(fromSeed) == verdicts(fromFile))
        }
    #endif
}
