import ArgumentParser
import Foundation
import LayoutFuzz

/// `plumb fuzz`: generated cases against the oracles until the budget is spent; reports in
/// `--out` (docs/reports.md).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract:
            "Play generated cases on the layout engine (or scripts on the solver) and cross-check every step with the oracles.",
        discussion: """
            Case i of a run is a pure function of the seed, i and the generator options, so a failure \
            is replayed from its case file or rebuilt with plumb replay --seed S --case I.
            --target solver plays operation scripts (FORMAT-v2.md) on the incremental solver instead, \
            judged by the reference, size and repeat oracles; its failures are case.txt scripts.
            Writes OUT/junit.xml (or --junit PATH), OUT/summary.json, OUT/summary.md (also appended to \
            $GITHUB_STEP_SUMMARY when set), OUT/index.html and, for each distinct failure, \
            OUT/failures/<signature>/case.json with verdict.txt (what failed and the replay command) and \
            index.html (pictures of the window at each step). Failures seen on the same minimized case \
            are one bug.
            Ctrl-C stops starting cases, writes the reports for the cases run and exits 130; a second \
            Ctrl-C exits at once (the reports of the last complete write stay).
            Exit status: 0 nothing failed, 1 something did (a failure, or an oracle defect: an \
            oracle proved wrong), 2 bad usage or input, 130 interrupted.
            """)

    @Option(help: "The run's seed (default: a fresh one, printed first).")
    var seed: UInt64?

    @Option(help: "Stop after this long: 30s, 5m, 1h or plain seconds (default 60s).")
    var duration: String?

    @Option(help: "Stop after this many cases (instead of --duration).")
    var cases: Int?

    @OptionGroup var generation: GenerationOptions
    @OptionGroup var oracleOptions: OracleOptions
    @OptionGroup var adapterOptions: AdapterOptions

    @Option(help: "Stop early once this many distinct failures are known.")
    var maxFailures: Int?

    @Option(
        help:
            "Time to shrink each new distinct failure (minimized.json beside its case.json, .txt for scripts); 0 for none."
    )
    var minimizeTimeout: String = "60s"

    @Option(help: "Worker processes playing the cases (default: the number of cores); 0 plays them in this process.")
    var jobs: Int?

    @Option(help: "A case that runs longer is killed and recorded as a hang (with --jobs): 10s, 500ms, …")
    var caseTimeout: String = "10s"

    @Option(help: "Run shard I of N (0-based): cases I, I+N, I+2N, … of the seed, so N jobs cover disjoint cases.")
    var shard: String?

    @Option(help: "Also store each failure's minimized case (or the case) in this corpus folder, named by content.")
    var saveFailures: String?

    @Option(help: "The JUnit XML report (default OUT/junit.xml).")
    var junit: String?

    @Option(help: "The report folder.")
    var out: String = "Reports"

    func validate() throws {
        guard duration == nil || cases == nil else { throw ValidationError("give --duration or --cases, not both") }
        if let duration, DurationText.seconds(duration) == nil {
            throw ValidationError("--duration '\(duration)' is not a duration: use 30s, 5m, 1h or plain seconds")
        }
        if let cases, cases < 1 { throw ValidationError("--cases must be at least 1") }
        if minimizeTimeout != "0" && DurationText.seconds(minimizeTimeout) == nil {
            throw ValidationError(
                "--minimize-timeout '\(minimizeTimeout)' is not a duration: use 60s, 5m, plain seconds or 0")
        }
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be at least 1") }
        if let jobs, jobs < 0 || jobs > 256 { throw ValidationError("--jobs must be from 0 to 256") }
        guard DurationText.seconds(caseTimeout) != nil else {
            throw ValidationError("--case-timeout '\(caseTimeout)' is not a duration: use 10s, 500ms or plain seconds")
        }
        if let shard, RunOptions.Shard(shard) == nil {
            throw ValidationError("--shard '\(shard)' is not I/N with 0 <= I < N, e.g. 0/3")
        }
    }

    func run() throws {
        let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let budget: FuzzOptions.Budget =
            cases.map { .cases($0) } ?? .seconds(duration.flatMap(DurationText.seconds) ?? 60)
        let caseTimeoutSeconds = DurationText.seconds(caseTimeout)!
        // Started first, so that an adapter that does not start fails the run before it does; a
        // layout engine's declaration narrows the cases drawn.
        let target = generation.fuzzTarget
        let adapter = target == .solver ? try adapterOptions.start(for: "fuzz", timeout: caseTimeoutSeconds) : nil
        let layoutAdapter =
            target == .layout ? try adapterOptions.startLayout(for: "fuzz", timeout: caseTimeoutSeconds) : nil
        let options = FuzzOptions(
            seed: seed, budget: budget, target: generation.fuzzTarget, generator: generation.generator,
            scripts: generation.scripts,
            oracles: oracleOptions.chosen, maxFailures: maxFailures,
            minimizeSeconds: DurationText.seconds(minimizeTimeout) ?? 0,
            shard: shard.flatMap(RunOptions.Shard.init) ?? .whole, adapter: adapterOptions.adapter,
            support: layoutAdapter?.support)
        var arguments = Array(CommandLine.arguments.dropFirst())
        if self.seed == nil { arguments += ["--seed", "\(seed)"] }
        let session = FuzzSession(
            options: options, folder: out, junitPath: junit ?? ReportFiles.join(out, "junit.xml"),
            commandLine: RunInfo.commandLine(arguments),
            version: PlumbCommand.version, revision: RunInfo.revision, corpusFolder: saveFailures)
        print("plumb fuzz: seed \(seed)\(options.target == .solver ? ", target solver" : "")")
        print("command: \(session.commandLine)")
        try checkWritable(out)
        if let adapter { print("solver: \(adapter.name), \(adapter.semantics.rawValue) (\(adapter.command))") }
        if let layoutAdapter {
            print(
                "engine: \(layoutAdapter.name), \(layoutAdapter.semantics.strengths.rawValue) (\(layoutAdapter.command)); oracles \(options.oracles.map(\.rawValue).joined(separator: ", "))"
            )
        }
        var line = ProgressLine(budget: budget)
        InterruptFlag.install()
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var executor: any CaseExecutor
        let outcome: FuzzSession.Outcome
        do {
            try session.start()
            executor =
                jobs == 0
                ? InProcessExecutor(oracles: options.oracles, adapter: adapter, layoutAdapter: layoutAdapter)
                : try WorkerPool(
                    jobs: jobs, caseTimeout: caseTimeoutSeconds,
                    setup: WorkerSetup(options, caseTimeout: caseTimeoutSeconds), shouldStop: { InterruptFlag.isRaised }
                )
            outcome = try session.run(
                on: &executor, progress: { line.update($0) }, shouldStop: { InterruptFlag.isRaised })
        } catch {
            throw CommandFailure(.badInput, "plumb fuzz: \(error)")
        }
        line.finish()
        for text in outcome.lines { print(text) }
        StepSummary.append(RunMarkdown.text(outcome.report.summary(), folder: out), command: "plumb fuzz")
        if let failure = executor.startFailure {
            throw CommandFailure(.badInput, "plumb fuzz: \(failure); the reports cover the cases played")
        }
        if outcome.result.interrupted {
            throw CommandFailure(
                .interrupted, "plumb fuzz: interrupted after \(outcome.result.cases) cases; the reports cover them")
        }
        if !outcome.result.passed { throw CommandFailure(.negative, "") }
    }

    /// Fails early (exit 2, nothing written) when the report folder cannot be made.
    private func checkWritable(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CommandFailure(.badInput, "plumb fuzz: --out \(folder): is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                .badInput, "plumb fuzz: --out \(folder): cannot be made: \(error.localizedDescription)")
        }
    }
}
