import Foundation
import Testing

#if PLUMB_FAULTS
    import Cassowary
#endif

/// `plumb minimize` as a subprocess: a failing case shrinks to a smaller one that fails the same
/// way; a passing case has nothing to shrink; bad input exits 2. And `plumb fuzz` writes a
/// minimized.json beside each failure's case.json.
@Suite struct MinimizeCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func a_passing_case_has_nothing_to_shrink() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let run = try Plumb.run(["minimize", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "plumb minimize: \(path) does not fail: nothing to shrink\n")
        #expect(!folder.exists("minimized.json"))
    }

    @Test func bad_input_exits_2() throws {
        let path = try folder.file("bad.json", "{")
        #expect(try Plumb.run(["minimize", path]).status == 2)
        #expect(
            try Plumb.run(["minimize", try folder.file("box.json", CaseFixture.box), "--minimize-timeout", "soon"])
                .status == 2)
    }

    #if PLUMB_FAULTS
        @Test func a_failing_case_shrinks_and_still_fails_the_same_way() throws {
            let path = try folder.file("box.json", CaseFixture.box)
            let plant = ["PLUMB_PLANT": PlantedFault.droppedInequality.rawValue]
            let run = try Plumb.run(["minimize", path, "-o", folder.path("small.json")], environment: plant)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("1 views, 5 constraints, 2 steps -> 1 views, 2 constraints, 0 steps"), "\(run)")
            let small = try String(contentsOfFile: folder.path("small.json"), encoding: .utf8)
            #expect(small.contains("\"minWidth\"") && small.contains("\"narrow\""), "\(small)")  // the preferred width makes the width determined
            let replayed = try Plumb.run(["replay", folder.path("small.json")], environment: plant)
            #expect(replayed.status == 1 && replayed.stdout.contains("FAILED reference at step 0"), "\(replayed)")
            #expect(try Plumb.run(["replay", folder.path("small.json")]).status == 0)
        }

        /// The candidates are played in a worker, so a case that traps shrinks like any other.
        @Test func a_crashing_case_shrinks_in_a_worker() throws {
            let path = try folder.file(
                "crash.json",
                """
                {"version": 1, "window": {"width": 320, "height": 480},
                 "views": [{"id": "a", "parent": "window", "kind": "image"}, {"id": "b", "parent": "window", "kind": "view"}],
                 "constraints": [
                   {"id": "w", "first": {"item": "b", "attribute": "width"}, "relation": "==", "constant": 40},
                   {"id": "x", "first": {"item": "a", "attribute": "centerX"}, "relation": ">=", "second": {"item": "window", "attribute": "centerX"}, "priority": 250},
                   {"id": "t", "first": {"item": "b", "attribute": "top"}, "relation": "==", "second": {"item": "window", "attribute": "top"}}],
                 "steps": [{"op": "setConstant", "constraint": "w", "value": 60}]}
                """)
            let plant = ["PLUMB_PLANT": PlantedFault.crashOnShape.rawValue]
            let run = try Plumb.run(["minimize", path, "-o", folder.path("small.json")], environment: plant)
            #expect(run.status == 0, "\(run)")
            #expect(
                run.stdout.contains("signature: crash: signal N (SIGILL)") && run.stdout.contains("planted crash"),
                "\(run)")
            #expect(run.stdout.contains("2 views, 3 constraints, 1 steps -> 1 views, 1 constraints, 0 steps"), "\(run)")
            let replayed = try Plumb.run(["replay", folder.path("small.json")], environment: plant)
            #expect(replayed.status != 0 && replayed.stderr.contains("Fatal error: planted crash"), "\(replayed)")
        }

        @Test func fuzz_writes_a_minimized_case_beside_each_failure() throws {
            let out = folder.path("reports")
            let run = try Plumb.run(
                [
                    "fuzz", "--seed", "1", "--cases", "10000", "--max-failures", "1", "--minimize-timeout", "30s",
                    "--out", out,
                    "--save-failures", folder.path("corpus"),
                ],
                environment: ["PLUMB_PLANT": PlantedFault.offByOneConstant.rawValue])
            #expect(run.status == 1, "\(run)")
            let failures = try FileManager.default.contentsOfDirectory(atPath: out + "/failures")
            let signature = try #require(failures.first)
            #expect(
                Set(try FileManager.default.contentsOfDirectory(atPath: "\(out)/failures/\(signature)")) == [
                    "case.json", "index.html", "minimized.json", "verdict.txt",
                ])
            let verdict = try String(contentsOfFile: "\(out)/failures/\(signature)/verdict.txt", encoding: .utf8)
            #expect(verdict.contains("minimized: ") && verdict.contains(" -> "), "\(verdict)")
            #expect(
                verdict.contains(
                    "replay: swift run -c release plumb replay \(out)/failures/\(signature)/minimized.json"),
                "\(verdict)")
            // The minimized case went into the corpus under its content name, byte for byte.
            let saved = folder.listing("corpus")
            #expect(saved.count == 1 && saved[0].count == 21 && saved[0].hasSuffix(".json"), "\(saved)")
            let minimized = try Data(contentsOf: URL(fileURLWithPath: "\(out)/failures/\(signature)/minimized.json"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("corpus/\(saved[0])"))) == minimized)
        }
    #endif
}
