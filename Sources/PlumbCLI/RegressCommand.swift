import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb regress DIR`: every case of a corpus, in a fixed order, with JUnit XML of one testcase
/// per case file. What a pull-request job runs.
struct RegressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regress",
        abstract: "Replay every case file of a corpus folder and write a JUnit report.",
        discussion: """
            Reads every .json file under DIR (sorted by path) before playing any; a file that does not \
            read stops the run with its path and nothing is written. One testsuite per folder, one \
            testcase per file. Cases are played in a worker process, so one that crashes or hangs \
            again is a failing testcase (crash, hang) and the others still run; --jobs 0 plays them here.
            Exit status: 0 every case passed, 1 some failed, 2 bad usage or input.
            """)

    @Argument(help: "The corpus folder (e.g. Corpus).")
    var folder: String

    @OptionGroup var oracleOptions: OracleOptions

    @OptionGroup var adapterOptions: AdapterOptions

    @Option(help: "1 plays the cases in a worker process (a crash or a hang is a failing testcase); 0 in this process.")
    var jobs: Int = 1

    @Option(help: "A case that runs longer is killed and fails as a hang: 10s, 500ms, …")
    var caseTimeout: String = "10s"

    func validate() throws {
        guard jobs == 0 || jobs == 1 else { throw ValidationError("--jobs must be 0 or 1") }
        guard DurationText.seconds(caseTimeout) != nil else {
            throw ValidationError("--case-timeout '\(caseTimeout)' is not a duration: use 10s, 500ms or plain seconds")
        }
    }

    @Option(help: "The JUnit XML report (default OUT/junit.xml).")
    var junit: String?

    @Option(help: "The report folder.")
    var out: String = "Reports"

    func run() throws {
        let entries: [Corpus.Entry]
        do {
            entries = try Corpus.read(folder)
        } catch {
            throw CommandFailure(.badInput, "plumb regress: \(error)")
        }
        if adapterOptions.adapter != nil, let script = entries.first(where: { $0.value.target == .solver }) {
            throw CommandFailure(
                .badInput,
                "plumb regress: --adapter plays layout cases on the engine behind it; \(script.relativePath) is a solver script (give a folder of layout cases)"
            )
        }
        var run = RegressionRun(oracles: oracleOptions.chosen)
        let executor: any CaseExecutor =
            jobs == 0
            ? InProcessExecutor(
                oracles: oracleOptions.chosen, layoutAdapter: try adapterOptions.startLayout(for: "regress"))
            : try WorkerPool.forGivenInputs(
                caseTimeout: DurationText.seconds(caseTimeout)!, oracles: oracleOptions.chosen,
                adapter: adapterOptions.adapter, command: "regress")
        run.play(entries, on: executor) { outcome in
            if let finding = outcome.findings.first {
                print("FAIL \(outcome.entry.relativePath): \(finding.kind) at step \(finding.step): \(finding.message)")
            } else {
                print("ok   \(outcome.entry.relativePath)")
            }
        }
        var properties = [
            JUnitReport.Property("corpus", folder),
            JUnitReport.Property("cases", "\(entries.count)"),
            JUnitReport.Property("oracles", oracleOptions.chosen.map(\.rawValue).joined(separator: ",")),
            JUnitReport.Property("command", RunInfo.commandLine(Array(CommandLine.arguments.dropFirst()))),
            JUnitReport.Property("version", PlumbCommand.version),
        ]
        if let revision = RunInfo.revision { properties.append(JUnitReport.Property("revision", revision)) }
        let junitPath = junit ?? ReportFiles.join(out, "junit.xml")
        do {
            try ReportFiles.write(run.junit(properties: properties).xml(), to: junitPath)
        } catch {
            throw CommandFailure(.badInput, "plumb regress: cannot write \(junitPath): \(error.localizedDescription)")
        }
        print("\(entries.count) cases, \(run.failed) failed; report: \(junitPath)")
        if run.failed > 0 { throw CommandFailure(.negative, "") }
    }
}
