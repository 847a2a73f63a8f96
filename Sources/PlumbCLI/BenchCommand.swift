import ArgumentParser
import Benchmarking
import Cassowary
import ConstraintSystem
import Foundation
import LayoutFuzz

/// `plumb bench FILE...`: times the incremental solver on FORMAT.md workloads, one JSON line per
/// file with the keys of `../shared/bench/kiwi-bench.py`; or, with `--generate`, writes a
/// workload.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the incremental solver on constraint-system files (use a release build).",
        discussion: """
            Prints one JSON object per file: build_us, suggest_us, churn_us (the same measurements \
            as kiwi-bench.py) and set_constant_us, in microseconds, each the minimum over its repeats.
            plumb bench --generate chain N | grid R C | tree N [SEED] writes a workload instead.
            plumb bench --layout N [SEED] times the layout engine on a screen of N views: layout \
            from scratch against one constant changed and laid out again (local and cascading).
            plumb bench --scaling [N...] [--plot FILE] times how the layout engine grows: the first \
            layout in µs per view and one edit's median at 250, 1000, 4000 and 10000 views (or N...), \
            screens of seeds 1 to 3; --plot writes both against the views as an SVG.
            plumb bench --reference FILE... | chain N | grid R C | tree N [SEED] times the exact \
            reference, dense and certified side by side: solve, bounds, determined, and the certificate paths.
            plumb bench --fuzz N... measures plumb fuzz: cases per second on one core for cases of up \
            to N views, with all oracles, the reference alone and without it (--budget / 3 seconds each).
            plumb bench --scripts [SECONDS] [--adapter CMD] measures plumb fuzz --target solver: \
            scripts per second on one core on our solver and through the adapter, with where the time goes.
            plumb bench --animation [VIEWS] [SEED] gives the per-tick cost (p50, p90, p99, max) of \
            animating one constant at 120 Hz on a screen of 1000 views, against the 8.33 ms budget; \
            plumb bench --fitting [CALLS] the cost of a fitting-size call on a self-sizing cell.
            Exit status: 0 every file ran, 1 a system is unsatisfiable, 2 bad input.
            """)

    @Argument(help: "Workload files (FORMAT.md), or with --generate the kind and its sizes.")
    var arguments: [String] = []

    @Flag(help: "Write a workload to standard output: chain N, grid R C or tree N [SEED].")
    var generate = false

    @Flag(help: "Time the layout engine on a generated screen: --layout N [SEED].")
    var layout = false

    @Flag(help: "How the layout engine's cost grows with the screen: --scaling [N...] [--plot FILE].")
    var scaling = false

    @Option(help: "With --scaling: write the figures as an SVG plot to this file.")
    var plot: String?

    @Flag(help: "Time the exact reference, dense against certified: --reference FILE... or a workload (tree 100).")
    var reference = false

    @Flag(help: "Measure the fuzz harness's throughput for cases of up to N views: --fuzz N...")
    var fuzz = false

    @Flag(help: "Measure the solver fuzzer's throughput, scripts per second: --scripts [SECONDS] [--adapter CMD].")
    var scripts = false

    @OptionGroup var adapterOptions: AdapterOptions

    @Flag(help: "Per-tick cost of animating one constant at 120 Hz on a generated screen: --animation [VIEWS] [SEED].")
    var animation = false

    @Flag(help: "Cost of one fitting-size call on a self-sizing cell: --fitting [CALLS].")
    var fitting = false

    @Option(help: "At most N repeats per figure.")
    var `repeat`: Int = 2000

    @Option(help: "Timing budget per workload in seconds, a quarter per figure.")
    var budget: Double = 15

    @Option(help: "Seconds a warm-up pass may take before its figure is cut short.")
    var limit: Double = 60

    func validate() throws {
        guard !arguments.isEmpty || animation || fitting || scripts || scaling else {
            throw ValidationError(
                "name at least one workload file, or --generate KIND SIZES, --layout N, --fuzz N..., --animation or --fitting"
            )
        }
        if plot != nil && !scaling { throw ValidationError("--plot goes with --scaling") }
        guard [generate, layout, scaling, fuzz, animation, fitting, scripts, reference].filter({ $0 }).count <= 1 else {
            throw ValidationError(
                "--generate, --layout, --scaling, --fuzz, --animation, --fitting, --scripts and --reference exclude each other"
            )
        }
        guard `repeat` >= 1, budget > 0, limit > 0 else {
            throw ValidationError("--repeat, --budget and --limit must be positive")
        }
    }

    func run() throws {
        if generate {
            print(try WorkloadRequest(arguments).text(), terminator: "")
            return
        }
        if animation {
            print(try AnimationBenchReport.animation(arguments))
            return
        }
        if fitting {
            print(try AnimationBenchReport.fitting(arguments))
            return
        }
        if scripts {
            let seconds = arguments.isEmpty ? 20 : Double(arguments[0]) ?? 0
            guard arguments.count <= 1, seconds > 0 else {
                throw CommandFailure(
                    .badInput,
                    "plumb bench --scripts: expected the seconds per line (e.g. 20), got '\(arguments.joined(separator: " "))'"
                )
            }
            for line in ScriptBenchReport.run(seconds: seconds, adapter: try adapterOptions.start(for: "bench")) {
                print(line)
            }
            return
        }
        if reference {
            do {
                for (name, system) in try ReferenceBenchReport.systems(arguments) {
                    print(ReferenceBenchReport.line(name, system, budget: budget / 5))
                }
            } catch let error as FormatError {
                throw CommandFailure(.badInput, "plumb bench: \(error)")
            }
            return
        }
        if fuzz {
            for line in FuzzBenchReport.run(sizes: try FuzzBenchReport.request(arguments), seconds: budget / 3) {
                print(line)
            }
            return
        }
        if scaling {
            let sizes = try LayoutScalingReport.request(arguments)
            let points = LayoutScalingReport.run(sizes) { print($0) }
            for line in LayoutScalingReport.table(points) { print(line) }
            if let plot {
                let svg = ScalingPlot.svg(
                    points, title: "Plumbline layout engine: first layout and one edit against screen size")
                do {
                    try ReportFiles.write(svg, to: plot)
                } catch {
                    throw CommandFailure(.badInput, "plumb bench: cannot write \(plot): \(error.localizedDescription)")
                }
                print("plot: \(plot)")
            }
            return
        }
        if layout {
            let (views, seed) = try LayoutBenchReport.request(arguments)
            print(
                LayoutBenchReport.json(
                    LayoutBenchmark.run(views: views, seed: seed, budget: budget, maxRepeats: `repeat`)))
            return
        }
        var options = SolverBenchmark.Options()
        options.maxRepeats = `repeat`
        options.budget = budget
        options.limit = limit
        var worst = PlumbExit.success
        for path in arguments {
            do {
                let system = try FormatReader.read(contentsOf: path)
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                let result = try SolverBenchmark.run(system, workload: name, options: options)
                print(BenchReport.json(result))
            } catch let error as FormatError {
                FileHandle.standardError.write(Data("plumb bench: \(error)\n".utf8))
                worst = .badInput
            } catch {
                FileHandle.standardError.write(Data("plumb bench: \(path): \(error)\n".utf8))
                if worst == .success { worst = .negative }
            }
        }
        if worst != .success { throw CommandFailure(worst, "") }
    }
}

/// `chain N`, `grid R C` or `tree N [SEED]`.
struct WorkloadRequest {
    let system: ConstraintSystem
    let title: String

    init(_ words: [String]) throws {
        let numbers = words.dropFirst().map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil && $0! > 0 && $0! <= 1_000_000 }) else {
            throw CommandFailure(
                .badInput,
                "plumb bench --generate: sizes must be whole numbers from 1 to 1000000, got '\(words.dropFirst().joined(separator: " "))'"
            )
        }
        let n = numbers.map { $0! }
        switch (words.first, n.count) {
        case ("chain", 1):
            system = Workload.chain(n[0])
            title = "chain of \(n[0]) views"
        case ("grid", 2):
            system = Workload.grid(rows: n[0], columns: n[1])
            title = "grid of \(n[0])x\(n[1]) views"
        case ("tree", 1), ("tree", 2):
            let seed = UInt64(n.count == 2 ? n[1] : 1)
            system = Workload.tree(n[0], seed: seed)
            title = "tree of \(n[0]) views, seed \(seed)"
        default:
            throw CommandFailure(
                .badInput,
                "plumb bench --generate: expected chain N, grid R C or tree N [SEED], got '\(words.joined(separator: " "))'"
            )
        }
    }

    func text() -> String { FormatWriter.write(system, title: "Workload: \(title) (plumb bench --generate)") }
}

/// One JSON line per benchmarked workload, keys as kiwi-bench.py writes them.
enum BenchReport {
    struct Shape: Encodable {
        var workload: String
        var constraints: Int
        var variables: Int
        var build_us: Double
        var suggest_us: Double?
        var churn_us: Double?
        var set_constant_us: Double?
        var repeats: [String: Int]
        var partial: [String]?
        var solver: String
    }

    static func json(_ result: SolverBenchmark.Result) -> String {
        func us(_ value: Double?) -> Double? { value.map { ($0 * 1000).rounded() / 1000 } }
        let shape = Shape(
            workload: result.workload, constraints: result.constraints, variables: result.variables,
            build_us: us(result.buildMicroseconds)!, suggest_us: us(result.suggestMicroseconds),
            churn_us: us(result.churnMicroseconds), set_constant_us: us(result.setConstantMicroseconds),
            repeats: Dictionary(uniqueKeysWithValues: result.repeats.map { ($0.key, $0.value) }),
            partial: result.notes.isEmpty ? nil : result.notes,
            solver: "plumbline-cassowary \(PlumbCommand.version)")
        return JSONLine.encode(shape)
    }
}
