import Foundation
import LayoutFuzz
import Testing

/// What the HTML and Markdown reports say, read from the files a run writes (the browser test,
/// BrowserReportTests, checks the pages as a browser shows them).
@Suite struct ReportPagesTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pages-\(UUID().uuidString)").path
    }

    @Test func aCleanRunsIndexAndSummarySayNothingFailed() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let options = FuzzOptions(seed: 3, budget: .cases(6), generator: GeneratorOptions(maxViews: 4, maxSteps: 3))
        let result = FuzzCampaign(options).run()
        try #require(result.passed)
        let report = FuzzReport(
            result: result, folder: root, commandLine: "plumb fuzz --seed 3 --cases 6", version: "test", revision: nil)
        try report.write(junitPath: root + "/junit.xml", pages: true)
        let index = try String(contentsOfFile: root + "/index.html", encoding: .utf8)
        #expect(index.contains("<h1>plumb fuzz: nothing failed</h1>"))
        #expect(index.contains("id=\"clean\">Nothing failed: every oracle held at every step of 6 cases.</p>"))
        #expect(index.contains("<code id=\"command\">plumb fuzz --seed 3 --cases 6</code>"))
        for oracle in OracleName.all(for: .layout) {
            #expect(index.contains("<tr data-oracle=\"\(oracle.rawValue)\">"))
        }
        #expect(!index.contains("src=\"http") && !index.contains("href=\"http"), "nothing from the network")
        #expect(!index.contains("<script src") && !index.contains("<link "), "self-contained")
        let markdown = try String(contentsOfFile: root + "/summary.md", encoding: .utf8)
        #expect(markdown.hasPrefix("## plumb fuzz: nothing failed\n"))
        #expect(markdown.contains("| reference | "))
        #expect(markdown.contains("Every oracle held at every step."))
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        #expect(junit.components(separatedBy: "<property name=\"seed\"").count == 2, "each property once in the file")
        #expect(junit.components(separatedBy: "<properties>").count == 2)
    }

    #if PLUMB_FAULTS
        @Test func aFailingRunsReportsShowEachBugWithItsPageAndReplayCommand() throws {
            let root = Self.folder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let options = FuzzOptions(
                seed: 1, budget: .cases(300), generator: GeneratorOptions(), maxFailures: 4, minimizeSeconds: 30)
            let result = PlantedFaultName.planting([.solver(.droppedInequality)]) {
                let result = FuzzCampaign(options).run()
                let report = FuzzReport(
                    result: result, folder: root, commandLine: "plumb fuzz --seed 1", version: "test", revision: nil)
                try? report.write(junitPath: root + "/junit.xml", pages: true)
                return result
            }
            let bugs = result.bugs
            try #require(!bugs.isEmpty)
            let index = try String(contentsOfFile: root + "/index.html", encoding: .utf8)
            #expect(index.components(separatedBy: "<tr class=\"bug\"").count - 1 == bugs.count)
            let markdown = try String(contentsOfFile: root + "/summary.md", encoding: .utf8)
            #expect(markdown.components(separatedBy: "\n### Bug ").count - 1 == bugs.count)
            for failure in result.failures {
                let name = failure.signature.folder
                #expect(index.contains("href=\"failures/\(name)/index.html\""))
                let page = try String(contentsOfFile: root + "/failures/\(name)/index.html", encoding: .utf8)
                let report = FuzzReport(
                    result: result, folder: root, commandLine: "", version: "test", revision: nil)
                #expect(page.contains("<code id=\"replay\">\(report.replayCommand(failure))</code>"))
                #expect(page.contains("<figure class=\"step\""), "\(name): no film")
                #expect(page.contains("data-script=\"none\""), "the script marks the body when it runs")
                #expect(markdown.contains(report.replayCommand(failure)) || markdown.contains("### Bug"))
            }
        }
    #endif

    @Test func markdownEscapesWhatWouldBeMarkup() {
        #expect(RunMarkdown.escaped("a|b <c> *d* `e`\nf") == "a\\|b \\<c\\> \\*d\\* \\`e\\` f")
    }
}
