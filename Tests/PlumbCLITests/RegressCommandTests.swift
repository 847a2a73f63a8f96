import Foundation
import Testing

#if PLUMB_FAULTS
    import Cassowary
#endif

/// `plumb regress DIR` run as a subprocess: every case file of a corpus in byte-wise path order,
/// one JUnit testsuite per folder and one testcase per file; exit 1 when a case fails, 2 (and no
/// report) when the corpus cannot be read.
@Suite struct RegressCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    #if PLUMB_FAULTS
        /// A case that crashes again fails as a crash in the report; the cases after it still run.
        @Test func a_case_that_crashes_is_a_failing_testcase_and_the_run_goes_on() throws {
            let corpus = try folder.folder("corpus")
            _ = try folder.file(
                "corpus/a-crash.json",
                """
                {"version": 1, "window": {"width": 320, "height": 480}, "views": [{"id": "a", "parent": "window", "kind": "image"}],
                 "constraints": [{"id": "x", "first": {"item": "a", "attribute": "centerX"}, "relation": ">=",
                                  "second": {"item": "window", "attribute": "centerX"}, "priority": 250}], "steps": []}
                """)
            _ = try folder.file("corpus/b-box.json", CaseFixture.box)
            let out = folder.path("reports")
            let run = try Plumb.run(
                ["regress", corpus, "--out", out], environment: ["PLUMB_PLANT": PlantedFault.crashOnShape.rawValue])
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stdout.contains("FAIL a-crash.json: crash at step 0: signal ")
                    && run.stdout.contains("ok   b-box.json"), "\(run)")
            JenkinsSchema.expectValidFile(out + "/junit.xml")
            let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
            #expect(junit.tests == 2 && junit.failures == 1)
            #expect(junit.cases.first?.failure?.type == "crash")
            // In this process (--jobs 0) the crash ends the run, as a debugger wants it.
            let here = try Plumb.run(
                ["regress", corpus, "--out", out, "--jobs", "0"],
                environment: ["PLUMB_PLANT": PlantedFault.crashOnShape.rawValue])
            #expect(here.status != 0 && here.status != 1 && here.stderr.contains("planted crash"), "\(here)")
        }
    #endif

    @Test func a_corpus_of_good_cases_gives_a_testsuite_per_folder_and_a_testcase_per_file_in_order() throws {
        let corpus = try folder.folder("corpus")
        _ = try folder.file("corpus/beta/b.json", CaseFixture.stillBox)
        _ = try folder.file("corpus/alpha/b.json", CaseFixture.box)
        _ = try folder.file("corpus/alpha/a.json", CaseFixture.stillBox)
        // Neither a hidden folder nor a file that is not .json is part of the corpus.
        _ = try folder.file("corpus/.hidden/broken.json", "{")
        _ = try folder.file("corpus/alpha/notes.txt", "not a case")
        let out = folder.path("reports")
        let run = try Plumb.run(["regress", corpus, "--out", out])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                ok   alpha/a.json
                ok   alpha/b.json
                ok   beta/b.json
                3 cases, 0 failed; report: \(out)/junit.xml

                """)

        let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
        #expect(junit.name == "plumb regress")
        #expect(junit.tests == 3 && junit.failures == 0)
        #expect(junit.suites.map(\.name) == ["alpha", "beta"])
        #expect(junit.suites.map { $0.cases.map(\.name) } == [["alpha/a.json", "alpha/b.json"], ["beta/b.json"]])
        #expect(
            junit.suites.map { $0.cases.map(\.classname) } == [
                ["plumb.regress.alpha", "plumb.regress.alpha"], ["plumb.regress.beta"],
            ])
        #expect(junit.suites.map(\.tests) == [2, 1])
        #expect(junit.suites.first?.properties["corpus"] == corpus && junit.suites.first?.properties["cases"] == "3")
        #expect(junit.suites.dropFirst().allSatisfy { $0.properties.isEmpty }, "each property once in the file")
    }

    /// Sorting by path puts `a/b/c.json` between `a/a.json` and `a/d.json`; folder `a` is still
    /// one testsuite, and so are the files at the top (`.`).
    @Test func a_folder_split_by_a_subfolder_in_path_order_is_still_one_testsuite() throws {
        let corpus = try folder.folder("corpus")
        for name in ["a/a.json", "a/b/c.json", "a/d.json", "a.json", "b/e.json", "c.json"] {
            _ = try folder.file("corpus/" + name, CaseFixture.stillBox)
        }
        let out = folder.path("reports")
        let run = try Plumb.run(["regress", corpus, "--out", out, "--oracles", "invariants"])
        #expect(run.status == 0, "\(run)")
        let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
        #expect(junit.suites.map(\.name) == [".", "a", "a/b", "b"])
        #expect(
            junit.suites.map { $0.cases.map(\.name) } == [
                ["a.json", "c.json"], ["a/a.json", "a/d.json"], ["a/b/c.json"], ["b/e.json"],
            ])
        #expect(junit.tests == 6)
    }

    #if PLUMB_FAULTS
        /// With the constant change planted one too far, the case that changes a constant fails and
        /// the one without edits still passes.
        @Test func a_failing_case_is_a_failure_testcase_and_exits_1() throws {
            let corpus = try folder.folder("corpus")
            let edited = try folder.file("corpus/edits/constant.json", CaseFixture.box)
            _ = try folder.file("corpus/edits/still.json", CaseFixture.stillBox)
            let xml = folder.path("ci/regress.xml")
            let run = try Plumb.run(
                ["regress", corpus, "--junit", xml, "--out", folder.path("reports")],
                environment: ["PLUMB_PLANT": "offByOneConstant"])
            #expect(run.status == 1, "\(run)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("FAIL edits/constant.json: ") == true, "\(run)")
            #expect(lines.dropFirst().first == "ok   edits/still.json")
            #expect(lines.last == "2 cases, 1 failed; report: \(xml)")

            let junit = try JUnitDocument(contentsOf: xml)
            #expect(junit.tests == 2 && junit.failures == 1)
            #expect(junit.suites.first?.failures == 1)
            let failed = try #require(junit.cases.first { $0.failure != nil })
            #expect(failed.name == "edits/constant.json")
            let failure = try #require(failed.failure)
            #expect(failure.message.contains(" at step 1: box.height: "), "\(failure.message)")
            #expect(failure.body.contains("Replay: swift run -c release plumb replay \(edited)"), "\(failure.body)")
            #expect(junit.cases.first { $0.name == "edits/still.json" }?.failure == nil)
            #expect(!folder.exists("reports/junit.xml"), "--junit replaces OUT/junit.xml")
        }
    #endif

    @Test(arguments: ["empty", "missing", "file"])
    func a_corpus_that_is_not_a_folder_of_cases_exits_2_and_writes_no_report(kind: String) throws {
        let corpus: String
        switch kind {
        case "empty": corpus = try folder.folder("corpus")
        case "missing": corpus = folder.path("corpus")
        default: corpus = try folder.file("corpus", CaseFixture.box)
        }
        let message = ["empty": "holds no .json case files", "missing": "no such folder", "file": "is a file"][kind]!
        let run = try Plumb.run(["regress", corpus, "--out", folder.path("reports")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("plumb regress: \(corpus): (root): \(message)"), "\(run)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
        #expect(!folder.exists("reports/junit.xml"))
    }
}
