import Foundation
import LayoutFuzz
import Testing

#if PLUMB_FAULTS
    import Cassowary
#endif

/// `plumb fuzz` run as a subprocess: what it prints first, the reports it writes (JUnit,
/// summary.json, failure folders), the same bytes for the same seed, the planted solver bugs it
/// must find, and exit 2 on bad usage.
@Suite struct FuzzCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let oracles = [
        "invariants", "cycle", "reference", "spec", "rebuild", "order", "mirror", "vfl", "stack", "animation",
        "fitting", "ambiguity", "add-remove",
    ]

    @Test func a_run_prints_its_seed_and_command_first_and_writes_junit_and_summary() throws {
        let out = folder.path("reports")
        let arguments = ["fuzz", "--seed", "3", "--cases", "15", "--out", out]
        let run = try Plumb.run(arguments)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(2)) == ["plumb fuzz: seed 3", "command: plumb " + arguments.joined(separator: " ")],
            "\(run)")

        let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
        #expect(summary["seed"] as? Int == 3)
        #expect(summary["cases"] as? Int == 15)
        #expect(summary["failingCases"] as? Int == 0)
        #expect((summary["failures"] as? [Any])?.isEmpty == true)
        let counts = try #require(summary["oracles"] as? [String: [String: Int]])
        #expect(counts.keys.sorted() == Self.oracles.sorted())
        // Every oracle is asked after every step played (at least the initial layout of each case).
        let steps = Set(
            counts.values.map { ($0["passed"] ?? 0) + ($0["skipped"] ?? 0) + ($0["failed"] ?? 0) + ($0["absent"] ?? 0) }
        )
        #expect(steps.count == 1 && steps.first! >= 15, "\(counts)")
        #expect(counts.values.allSatisfy { $0["failed"] == 0 })

        let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
        #expect(junit.tests == junit.cases.count)
        #expect(junit.failures == junit.cases.filter { $0.failure != nil }.count)
        #expect(junit.failures == 0)
        #expect(junit.suites.map(\.name) == Self.oracles, "one testsuite per oracle, in running order")
        // The run's properties once in the file, on the first suite (xunitparser stops at a repeat).
        #expect(junit.suites.first?.properties["seed"] == "3" && junit.suites.first?.properties["cases"] == "15")
        #expect(junit.suites.dropFirst().allSatisfy { $0.properties.isEmpty })
        for suite in junit.suites {
            #expect(suite.tests == suite.cases.count, "\(suite.name)")
            #expect(suite.failures == suite.cases.filter { $0.failure != nil }.count, "\(suite.name)")
            // The passing testcase tells the same counts as summary.json.
            let count = try #require(counts[suite.name])
            #expect(
                suite.cases.map(\.output) == [
                    "held at \(count["passed"]!) steps of 15 cases; skipped at \(count["skipped"]!); not applicable at \(count["absent"]!)"
                ])
        }
        #expect(!folder.exists("reports/failures"))
    }

    /// Ctrl-C: the run stops starting cases, writes its reports for the cases it ran and exits
    /// 130, as libFuzzer and AFL++ do.
    @Test func an_interrupted_run_writes_valid_reports_and_exits_130() throws {
        let executable = try #require(Plumb.executable, "the plumb executable was not found")
        let out = folder.path("reports")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["fuzz", "--seed", "4", "--duration", "60s", "--max-views", "3", "--out", out]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
        #expect(summary["interrupted"] as? Bool == true)
        let cases = try #require(summary["cases"] as? Int)
        #expect(cases > 0)
        // Valid against Jenkins' schema, true counts (libxml2 reads it back), and it counts the
        // cases that completed: the summary's, in every suite.
        JenkinsSchema.expectValidFile(out + "/junit.xml")
        let junit = try JUnitReader.read(contentsOf: out + "/junit.xml")
        #expect(junit.properties.first { $0.name == "cases" }?.value == "\(cases)")
        #expect(junit.suites.map(\.name) == Self.oracles)
        let passing = junit.suites.flatMap(\.cases).filter { $0.failure == nil }
        #expect(
            !passing.isEmpty && passing.allSatisfy { $0.output?.contains(" steps of \(cases) cases;") == true },
            "\(junit)")
    }

    /// A Ctrl-C at a terminal, or a cancelled CI job, signals the whole process group: the
    /// workers too. Their cases are stopped, not crashed: the run still ends with exit 130, valid
    /// reports and no crash finding.
    @Test(arguments: [SIGINT, SIGTERM]) func a_signal_to_the_whole_process_group_is_an_interrupt_not_a_crash(
        _ signal: Int32
    ) throws {
        let executable = try #require(Plumb.executable, "the plumb executable was not found")
        let out = folder.path("group\(signal)")
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "fuzz", "--seed", "4", "--duration", "60s", "--max-views", "3", "--jobs", "2", "--out", out,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard getpgid(process.processIdentifier) == process.processIdentifier else {
            process.interrupt()
            process.waitUntilExit()
            print(
                "FuzzCommandTests: process-group interrupt skipped: Foundation did not make plumb a process-group leader here"
            )
            return
        }
        Thread.sleep(forTimeInterval: 3)
        kill(-process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
        #expect(summary["interrupted"] as? Bool == true && summary["complete"] as? Bool == true)
        #expect((summary["cases"] as? Int ?? 0) > 0)
        #expect((summary["failures"] as? [Any])?.isEmpty == true, "\(summary)")
        JenkinsSchema.expectValidFile(out + "/junit.xml")
    }

    @Test func junit_puts_the_xml_where_it_says_and_the_summary_stays_in_out() throws {
        let out = folder.path("reports")
        let xml = folder.path("ci/fuzz.xml")
        let run = try Plumb.run([
            "fuzz", "--seed", "5", "--cases", "2", "--max-views", "2", "--out", out, "--junit", xml,
        ])
        #expect(run.status == 0, "\(run)")
        let junit = try JUnitDocument(contentsOf: xml)
        #expect(junit.name == "plumb fuzz")
        #expect(junit.suites.map(\.name) == Self.oracles)
        #expect(junit.suites.first?.properties["cases"] == "2")
        #expect(!folder.exists("reports/junit.xml"))
        #expect(folder.exists("reports/summary.json"))
        #expect(run.stdout.hasSuffix("reports: \(xml), \(out)/summary.json, \(out)/index.html\n"), "\(run)")
    }

    @Test func without_a_seed_the_run_prints_a_fresh_one_and_a_command_that_repeats_it() throws {
        let work = URL(fileURLWithPath: try folder.folder("work"))
        let run = try Plumb.run(["fuzz", "--cases", "2", "--max-views", "2", "--out", "reports"], in: work)
        // Any seed may find a real bug (exit 1); the point is that the repeat does the same.
        #expect(run.status == 0 || run.status == 1, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let seed = try #require(
            lines.first.flatMap { $0.wholeMatch(of: #/plumb fuzz: seed ([0-9]+)/#) }.map { String($0.1) }, "\(run)")
        let command = "plumb fuzz --cases 2 --max-views 2 --out reports --seed \(seed)"
        #expect(lines.dropFirst().first == "command: \(command)")
        let summary = try String(contentsOfFile: folder.path("work/reports/summary.json"), encoding: .utf8)
        #expect(jsonObject(summary)?["seed"] as? Int == Int(seed))

        let again = try Plumb.run(command.split(separator: " ").dropFirst().map(String.init), in: work)
        #expect(again.status == run.status, "\(again)")
        #expect(again.stdout.hasPrefix("plumb fuzz: seed \(seed)\ncommand: \(command)\n"), "\(again)")
        let repeated = try String(contentsOfFile: folder.path("work/reports/summary.json"), encoding: .utf8)
        #expect(Self.withoutTimes(summary: repeated) == Self.withoutTimes(summary: summary))
    }

    /// No planted fault (nothing fails), and one that makes failure folders to compare too.
    #if PLUMB_FAULTS
        static let plants = ["", PlantedFault.offByOneConstant.rawValue]
    #else
        static let plants = [""]
    #endif

    /// Two runs with the same seed and options, each in a folder of its own (the same relative
    /// `--out`, so that the command lines match too), write the same bytes but for the times.
    @Test(arguments: plants)
    func the_same_seed_and_options_write_the_same_reports(plant: String) throws {
        let environment = plant.isEmpty ? [:] : ["PLUMB_PLANT": plant]
        let arguments = ["fuzz", "--seed", "3", "--cases", "15", "--max-views", "3", "--out", "reports"]
        let folders = try ["one", "two"].map { try folder.folder($0) }
        let runs = try folders.map { try Plumb.run(arguments, environment: environment, in: URL(fileURLWithPath: $0)) }
        for run in runs { #expect(run.status == (plant.isEmpty ? 0 : 1), "\(run)") }

        let summaries = try folders.map {
            try Self.withoutTimes(summary: String(contentsOfFile: $0 + "/reports/summary.json", encoding: .utf8))
        }
        #expect(summaries[0] == summaries[1])
        #expect(!summaries[0].contains("\"seconds\"") && !summaries[0].contains("casesPerSecond"))
        let reports = try folders.map {
            try JUnitDocument.withoutTimes(String(contentsOfFile: $0 + "/reports/junit.xml", encoding: .utf8))
        }
        #expect(reports[0] == reports[1])
        #expect(!reports[0].contains(" time=\"") && !reports[0].contains("\"duration\""))

        let failures = folders.map { TemporaryFolder.files(under: $0 + "/reports/failures") }
        #expect(failures[0] == failures[1])
        if plant.isEmpty {
            #expect(failures[0].isEmpty)
        } else {
            #expect(
                failures[0].keys.contains { $0.hasSuffix("/case.json") },
                "the planted bug was found: \(failures[0].keys)")
            #expect(failures[0].keys.contains { $0.hasSuffix("/verdict.txt") })
        }
    }

    #if PLUMB_FAULTS
        /// Each planted solver bug is found, written up, and replayed from its case file: the case
        /// fails with the bug and passes without it, so the bug is what the run found.
        @Test(arguments: PlantedFaultName.wrongAnswers)  // crashOnShape: WorkerTests
        func a_planted_solver_bug_is_found_and_its_case_replays_only_with_the_bug(fault: PlantedFaultName) throws {
            let out = folder.path("reports")
            let planted = ["PLUMB_PLANT": fault.rawValue]
            // A long case timeout: on a loaded machine a slow debug-build case must not be the
            // run's one failure (a hang) before the planted bug is.
            let run = try Plumb.run(
                [
                    "fuzz", "--seed", "1", "--cases", "10000", "--max-failures", "1", "--case-timeout", "60s", "--out",
                    out,
                ],
                environment: planted)
            #expect(run.status == 1, "\(run)")
            let signatures = folder.listing("reports/failures").filter { !$0.contains("/") }
            try #require(!signatures.isEmpty, "no failure folder: \(run)")

            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            let listed = (summary["failures"] as? [[String: Any]] ?? []).compactMap { $0["signature"] as? String }
            #expect(listed.sorted() == signatures)
            #expect((summary["cases"] as? Int ?? 0) < 10000, "--max-failures 1 stops the run early")
            let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
            #expect(junit.failures == signatures.count)
            #expect(junit.cases.filter { $0.failure != nil }.map(\.name).sorted() == signatures)

            let kinds = Dictionary(
                uniqueKeysWithValues: (summary["failures"] as? [[String: Any]] ?? []).compactMap { failure in
                    (failure["signature"] as? String).map { ($0, failure["kind"] as? String ?? "") }
                })
            for signature in signatures {
                let casePath = "\(out)/failures/\(signature)/case.json"
                #expect(FileManager.default.fileExists(atPath: casePath))
                let verdict = try String(contentsOfFile: "\(out)/failures/\(signature)/verdict.txt", encoding: .utf8)
                let replayLine = try #require(
                    verdict.split(separator: "\n").first { $0.hasPrefix("replay: ") }, "\(verdict)")
                // The replay command names the minimized case (plumb fuzz shrinks each new failure).
                #expect(
                    replayLine
                        == "replay: swift run -c release plumb replay \(out)/failures/\(signature)/minimized.json")
                // The run prints the replay command of each bug: this failure's, or that of the
                // failure it shares its minimized case with.
                let printed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  replay: ") }.map {
                    $0.dropFirst("  replay: swift run -c release plumb replay ".count)
                }
                let mine = try Data(contentsOf: URL(fileURLWithPath: "\(out)/failures/\(signature)/minimized.json"))
                #expect(
                    run.stdout.contains("  \(replayLine)\n")
                        || printed.contains { (try? Data(contentsOf: URL(fileURLWithPath: String($0)))) == mine },
                    "the run prints the same replay command, or its bug's")

                let words = replayLine.split(separator: " ").dropFirst(5).map(String.init)  // "replay:", "swift", "run", "-c", "release"
                try #require(words.first == "plumb")
                let withBug = try Plumb.run(Array(words.dropFirst()), environment: planted)
                #expect(withBug.status == 1, "\(withBug)")
                #expect(withBug.stdout.contains("FAILED \(kinds[signature] ?? "?") at step"), "\(withBug)")
                let withoutBug = try Plumb.run(Array(words.dropFirst()))
                #expect(withoutBug.status == 0, "without \(fault) the case passes: \(withoutBug)")
            }
        }
    #endif

    @Test(arguments: [
        (["--cases", "5", "--duration", "10s"], "give --duration or --cases, not both"),
        (["--duration", "banana"], "--duration 'banana' is not a duration"),
        (["--oracles", "nonsense"], "unknown oracle 'nonsense'"),
        (["--cases", "0"], "--cases must be at least 1"),
    ])
    func bad_usage_exits_2_and_writes_nothing(words: [String], message: String) throws {
        let run = try Plumb.run(["fuzz", "--seed", "1"] + words + ["--out", folder.path("reports")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(message), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(!folder.exists("reports"))
    }

    @Test func an_out_that_is_a_file_exits_2() throws {
        let file = try folder.file("reports", "not a folder\n")
        let run = try Plumb.run(["fuzz", "--seed", "1", "--cases", "1", "--out", file])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "plumb fuzz: --out \(file): is a file, not a folder\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder\n")
    }

    /// summary.json without the lines of its two timing keys.
    static func withoutTimes(summary: String) -> String {
        summary.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                let key = line.drop { $0 == " " }
                return !key.hasPrefix("\"seconds\" :") && !key.hasPrefix("\"casesPerSecond\" :")
            }
            .joined(separator: "\n")
    }
}
