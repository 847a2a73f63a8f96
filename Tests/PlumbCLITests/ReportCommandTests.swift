import Foundation
import Testing

/// `plumb report DIR` writes a run's HTML and Markdown again from its folder; `plumb fuzz` adds
/// its Markdown summary to GitHub's job summary when `GITHUB_STEP_SUMMARY` names a file.
@Suite struct ReportCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func fuzz_appends_its_summary_to_githubs_step_summary_and_report_writes_the_pages_again() throws {
        let out = folder.path("reports")
        let stepSummary = try folder.file("step-summary.md", "earlier step\n")
        let run = try Plumb.run(
            ["fuzz", "--seed", "5", "--cases", "8", "--max-views", "3", "--jobs", "0", "--out", out],
            environment: ["GITHUB_STEP_SUMMARY": stepSummary])
        #expect(run.status == 0, "\(run)")
        let appended = try String(contentsOfFile: stepSummary, encoding: .utf8)
        let markdown = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(appended == "earlier step\n" + markdown, "appended, never replaced")
        #expect(markdown.hasPrefix("## plumb fuzz: nothing failed\n"))
        #expect(run.stdout.contains("reports: \(out)/junit.xml, \(out)/summary.json, \(out)/index.html"))

        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        try FileManager.default.removeItem(atPath: out + "/index.html")
        try FileManager.default.removeItem(atPath: out + "/summary.md")
        let report = try Plumb.run(["report", out])
        #expect(report.status == 0, "\(report)")
        #expect(report.stdout.contains("wrote \(out)/index.html (0 failure pages)"))
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == index)
        #expect(try String(contentsOfFile: out + "/summary.md", encoding: .utf8) == markdown)
    }

    #if PLUMB_FAULTS
        @Test func report_draws_each_failure_with_this_builds_engine() throws {
            let out = folder.path("planted")
            let plant = ["PLUMB_PLANT": "droppedInequality"]
            let run = try Plumb.run(
                // (The generator's cases this test was written for, whose first failure is about a
                // view's frame: the film draws views, not the window.)
                [
                    "fuzz", "--seed", "1", "--cases", "40", "--max-failures", "1", "--jobs", "0", "--swarm", "off",
                    "--out", out,
                ],
                environment: plant)
            #expect(run.status == 1, "\(run)")
            let failures = folder.listing("planted/failures").filter { $0.hasSuffix("/index.html") }
            let page = try #require(failures.first.map { out + "/failures/" + $0 })
            let original = try String(contentsOfFile: page, encoding: .utf8)
            #expect(original.contains("class=\"engine differs\""))
            // Without the bug the same case plays clean, and its page says so.
            #expect(try Plumb.run(["report", out]).status == 0)
            let clean = try String(contentsOfFile: page, encoding: .utf8)
            #expect(!clean.contains("class=\"engine differs\""))
            #expect(clean.contains("every oracle held: the failure does not show in this process"))
            // With it, the page is the run's again, byte for byte.
            #expect(try Plumb.run(["report", out], environment: plant).status == 0)
            #expect(try String(contentsOfFile: page, encoding: .utf8) == original)
        }
    #endif

    @Test func report_without_a_summary_or_with_a_broken_one_exits_2_naming_the_file() throws {
        let missing = try Plumb.run(["report", folder.path("nothing-here")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing-here/summary.json: no such file"), "\(missing)")
        let broken = try folder.folder("broken")
        _ = try folder.file("broken/summary.json", "{\"seed\": \"not a number\"}")
        let run = try Plumb.run(["report", broken])
        #expect(run.status == 2)
        #expect(run.stderr.contains("broken/summary.json: not a plumb fuzz summary"), "\(run)")
        #expect(!folder.exists("broken/index.html"), "nothing written")
    }
}
