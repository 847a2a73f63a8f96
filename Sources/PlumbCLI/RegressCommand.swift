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
            testcase per file.
            Exit status: 0 every case passed, 1 some failed, 2 bad usage or input.
            """)

    @Argument(help: "The corpus folder (e.g. Corpus).")
    var folder: String

    @OptionGroup var oracleOptions: OracleOptions

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
        let player = CasePlayer(oracles: oracleOptions.chosen)
        var suites: [JUnitReport.Suite] = []
        var failed = 0
        for entry in entries {
            let start = ContinuousClock.now
            let verdict = player.play(entry.value)
            let seconds = (ContinuousClock.now - start).seconds
            var test = JUnitReport.TestCase(name: entry.relativePath, classname: "plumb.regress.\(entry.group)", time: seconds)
            if let finding = verdict.findings.first {
                failed += 1
                let replay = (["swift run -c release plumb replay", RunInfo.quoted(entry.path)] + oracleFlags).joined(separator: " ")
                let details = ["Step \(finding.step). Replay: \(replay)", ""] + verdict.findings.flatMap { ["\($0.kind):"] + $0.problems.prefix(200).map { "  \($0)" } }
                test.failure = JUnitReport.Failure(type: finding.kind, message: "\(finding.kind) at step \(finding.step): \(finding.message)", details: details.joined(separator: "\n"))
                print("FAIL \(entry.relativePath): \(finding.kind) at step \(finding.step): \(finding.message)")
            } else {
                print("ok   \(entry.relativePath)")
            }
            // Path order can leave a folder and come back to it (`a/a.json`, `a/b/c.json`,
            // `a/d.json`): its cases join the suite it already has.
            if !suites.contains(where: { $0.name == entry.group }) { suites.append(JUnitReport.Suite(name: entry.group)) }
            let at = suites.firstIndex { $0.name == entry.group }!
            suites[at].cases.append(test)
            suites[at].time += seconds
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
            try ReportFiles.write(JUnitReport(name: "plumb regress", suites: suites, properties: properties).xml(), to: junitPath)
        } catch {
            throw CommandFailure(.badInput, "plumb regress: cannot write \(junitPath): \(error.localizedDescription)")
        }
        print("\(entries.count) cases, \(failed) failed; report: \(junitPath)")
        if failed > 0 { throw CommandFailure(.negative, "") }
    }

    private var oracleFlags: [String] {
        oracleOptions.chosen == OracleName.allCases ? [] : ["--oracles", oracleOptions.oracles]
    }
}
