import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb merge DIR... --out DIR`: the report folders of a run's shards as one report.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of one run's shards into one report.",
        discussion: """
            Each DIR is the --out folder of one `plumb fuzz --shard I/N` job of the same seed and \
            options, holding its junit.xml, summary.json and failures/. Each junit.xml is read back \
            with libxml2 and must agree with its summary. Writes OUT/junit.xml, OUT/summary.json, OUT/summary.md, \
            OUT/index.html and OUT/failures/ as one run would: counts summed, each failure once with its count summed \
            and its earliest case.
            Exit status: 0 nothing failed, 1 something did, 2 bad usage or input.
            """)

    @Argument(help: "The shards' report folders.")
    var folders: [String]

    @Option(help: "The merged report folder.")
    var out: String = "Reports"

    @Option(help: "The merged JUnit XML report (default OUT/junit.xml).")
    var junit: String?

    func run() throws {
        let result: FuzzResult
        do {
            result = try ReportMerge.merge(folders)
        } catch {
            throw CommandFailure(.badInput, "plumb merge: \(error)")
        }
        let report = FuzzReport(
            result: result, folder: out, commandLine: RunInfo.commandLine(Array(CommandLine.arguments.dropFirst())),
            version: PlumbCommand.version, revision: RunInfo.revision)
        let junitPath = junit ?? ReportFiles.join(out, "junit.xml")
        do {
            try report.write(junitPath: junitPath, pages: true)
        } catch {
            throw CommandFailure(.badInput, "plumb merge: cannot write the reports: \(ReportFiles.reason(error))")
        }
        print(
            "\(folders.count) shards, \(result.cases) cases, \(result.failingCases) failing, \(result.failures.count) distinct failures; report: \(junitPath)"
        )
        if !result.passed { throw CommandFailure(.negative, "") }
    }
}
