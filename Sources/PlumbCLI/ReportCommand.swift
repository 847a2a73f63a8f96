import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb report DIR`: the HTML (and Markdown) of a run's report folder written again from its
/// `summary.json` and failure folders: after a run whose pages were not written (an older
/// plumb), or to see a failure's pages with a fix in place (each page plays its case again).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a run's HTML report (index.html, a page per failure) and summary.md again from its folder.",
        discussion: """
            DIR is a plumb fuzz (or merge) report folder: its summary.json and failures/. Each failure's \
            page plays its minimized case (or its case) again in this process to draw it, so the pages \
            show this build's engine against the judges. Also appends summary.md to \
            $GITHUB_STEP_SUMMARY when that is set.
            Exit status: 0 written, 2 bad usage or input.
            """)

    @Argument(help: "The report folder (default Reports).")
    var folder: String = "Reports"

    func run() throws {
        let path = ReportFiles.join(folder, "summary.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.badInput, "plumb report: \(path): no such file")
        }
        let summary: FuzzSummary
        do {
            summary = try JSONDecoder().decode(FuzzSummary.self, from: data)
        } catch {
            throw CommandFailure(.badInput, "plumb report: \(path): not a plumb fuzz summary: \(error)")
        }
        let markdown = RunMarkdown.text(summary, folder: folder)
        do {
            try ReportFiles.write(markdown, to: ReportFiles.join(folder, "summary.md"))
            try ReportPages.write(summary, folder: folder, withPages: true)
        } catch {
            throw CommandFailure(.badInput, "plumb report: \(error)")
        }
        StepSummary.append(markdown, command: "plumb report")
        print(
            "wrote \(ReportFiles.join(folder, "index.html")) (\(summary.failures.count) failure page\(summary.failures.count == 1 ? "" : "s")) and \(ReportFiles.join(folder, "summary.md"))"
        )
    }
}
