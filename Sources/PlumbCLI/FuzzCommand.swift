import ArgumentParser
import Foundation
import LayoutFuzz
import LayoutCase

/// `plumb fuzz`: generated cases against the oracles until the budget is spent; reports in
/// `--out` (docs/reports.md).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Play generated cases on the layout engine (or scripts on the solver) and cross-check every step with the oracles.",
        discussion: """
            Case i of a run is a pure function of the seed, i and the generator options, so a failure \
            is replayed from its case file or rebuilt with plumb replay --seed S --case I.
            --target solver plays operation scripts (FORMAT-v2.md) on the incremental solver instead, \
            judged by the reference, size and repeat oracles; its failures are case.txt scripts.
            Writes OUT/junit.xml (or --junit PATH), OUT/summary.json and, for each distinct failure, \
            OUT/failures/<signature>/case.json with verdict.txt (what failed and the replay command).
            Ctrl-C stops starting cases, writes the reports for the cases run and exits 130; a second \
            Ctrl-C exits at once (the reports of the last complete write stay).
            Exit status: 0 nothing failed, 1 something did, 2 bad usage or input, 130 interrupted.
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

    @Option(help: "Time to shrink each new distinct failure (minimized.json beside its case.json, .txt for scripts); 0 for none.")
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
            throw ValidationError("--minimize-timeout '\(minimizeTimeout)' is not a duration: use 60s, 5m, plain seconds or 0")
        }
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be at least 1") }
        if let jobs, jobs < 0 || jobs > 256 { throw ValidationError("--jobs must be from 0 to 256") }
        guard DurationText.seconds(caseTimeout) != nil else {
            throw ValidationError("--case-timeout '\(caseTimeout)' is not a duration: use 10s, 500ms or plain seconds")
        }
        if adapterOptions.adapter != nil && generation.fuzzTarget != .solver { throw ValidationError("--adapter needs --target solver") }
        if let shard, FuzzCommand.parseShard(shard) == nil {
            throw ValidationError("--shard '\(shard)' is not I/N with 0 <= I < N, e.g. 0/3")
        }
    }

    func run() throws {
        let seed = seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
        let budget: FuzzOptions.Budget = cases.map { .cases($0) } ?? .seconds(duration.flatMap(DurationText.seconds) ?? 60)
        let options = FuzzOptions(
            seed: seed, budget: budget, target: generation.fuzzTarget, generator: generation.generator, scripts: generation.scripts,
            oracles: oracleOptions.chosen, maxFailures: maxFailures,
            minimizeSeconds: DurationText.seconds(minimizeTimeout) ?? 0, shard: shard.flatMap(FuzzCommand.parseShard) ?? .whole,
            adapter: adapterOptions.adapter)
        var arguments = Array(CommandLine.arguments.dropFirst())
        if self.seed == nil { arguments += ["--seed", "\(seed)"] }
        let commandLine = RunInfo.commandLine(arguments)
        print("plumb fuzz: seed \(seed)\(options.target == .solver ? ", target solver" : "")")
        print("command: \(commandLine)")
        try checkWritable(out)
        let caseTimeoutSeconds = DurationText.seconds(caseTimeout)!
        // Started here first, so that an adapter that does not start fails the run before it does.
        let adapter = try adapterOptions.start(for: "fuzz", timeout: caseTimeoutSeconds)
        if let adapter { print("solver: \(adapter.name), \(adapter.semantics.rawValue) (\(adapter.command))") }

        var line = ProgressLine(budget: budget)
        InterruptFlag.install()
        let junitPath = junit ?? ReportFiles.join(out, "junit.xml")
        let revision = RunInfo.revision
        func report(_ result: FuzzResult) -> FuzzReport {
            FuzzReport(result: result, folder: out, commandLine: commandLine, version: PlumbCommand.version, revision: revision)
        }
        // A valid report from the first moment (no case yet, not complete), as AFL++ writes its
        // stats at start: a run stopped at once never leaves an earlier run's report behind.
        do {
            try report(FuzzResult(options: options)).write(junitPath: junitPath)
        } catch {
            throw CommandFailure(.badInput, "plumb fuzz: cannot write the reports: \(error.localizedDescription)")
        }
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let result: FuzzResult
        if jobs == 0 {
            var executor = InProcessExecutor(oracles: options.oracles, adapter: adapter)
            result = FuzzCampaign(options).run(
                on: &executor, progress: { line.update($0) }, checkpoint: { try? report($0).write(junitPath: junitPath) },
                shouldStop: { InterruptFlag.isRaised })
        } else {
            var pool = WorkerPool(
                jobs: jobs, caseTimeout: caseTimeoutSeconds,
                workerArguments: WorkerPool.arguments(
                    seed: seed, generator: generation.generator(seed: seed), oracles: options.oracles, adapter: options.adapter, adapterTimeout: caseTimeoutSeconds * 0.8),
                executable: WorkerPool.ownExecutable, shouldStop: { InterruptFlag.isRaised })
            result = FuzzCampaign(options).run(
                on: &pool, progress: { line.update($0) }, checkpoint: { try? report($0).write(junitPath: junitPath) },
                shouldStop: { InterruptFlag.isRaised })
        }
        line.finish()
        let final = report(result)
        do {
            try final.write(junitPath: junitPath)
        } catch {
            throw CommandFailure(.badInput, "plumb fuzz: cannot write the reports: \(error.localizedDescription)")
        }
        if let saveFailures {
            for failure in result.failures {
                do {
                    let saved = try Corpus.save(failure.minimized?.value ?? failure.value, into: saveFailures)
                    print("\(saved.isNew ? "saved" : "already in the corpus"): \(saved.path)")
                } catch {
                    throw CommandFailure(.badInput, "plumb fuzz: --save-failures \(saveFailures): \(error.localizedDescription)")
                }
            }
        }
        let rate = result.seconds > 0 ? Double(result.cases) / result.seconds : 0
        print("\(result.cases) cases in \(String(format: "%.1f", result.seconds)) s (\(String(format: "%.1f", rate)) cases/s), \(result.failingCases) failing, \(result.failures.count) distinct failures")
        for failure in result.failures {
            print("FAILED \(failure.signature.folder) (\(failure.count)x, first case \(failure.caseIndex)): \(failure.finding.message)")
            if let shrunk = final.shrinkText(failure) { print("  minimized: \(shrunk)") }
            print("  replay: \(final.replayCommand(failure))")
        }
        print("reports: \(junitPath), \(ReportFiles.join(out, "summary.json"))")
        if result.interrupted { throw CommandFailure(.interrupted, "plumb fuzz: interrupted after \(result.cases) cases; the reports cover them") }
        if !result.passed { throw CommandFailure(.negative, "") }
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
            throw CommandFailure(.badInput, "plumb fuzz: --out \(folder): cannot be made: \(error.localizedDescription)")
        }
    }

    /// `I/N` with 0 <= I < N.
    static func parseShard(_ text: String) -> FuzzOptions.Shard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (0..<count).contains(index) else { return nil }
        return FuzzOptions.Shard(index: index, count: count)
    }
}
