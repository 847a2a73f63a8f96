import LayoutFuzz

/// `plumb bench --scripts [SECONDS]`: the solver fuzzer's throughput, scripts per second on one
/// core (generated scripts of the default size, every solver oracle), on our solver in process
/// and, with `--adapter CMD`, on the solver behind that adapter; and where the time goes: each
/// oracle's share (the rest is generating the scripts), and for the adapter the share spent
/// waiting for its answers (the pipe and the solver behind it) and the requests per script.
enum ScriptBenchReport {
    struct Shape: Encodable {
        var workload = "scripts"
        var solver: String
        var semantics: String
        var mean_lines: Double
        var scripts: Int
        var seconds: Double
        var scripts_per_second: Double
        /// Fraction of the time in each oracle; `generation` is drawing the scripts.
        var time_share: [String: Double]
        /// With an adapter: the fraction of the time spent waiting for its answers, and requests
        /// per script.
        var adapter_wait_share: Double?
        var requests_per_script: Double?
        var seed: UInt64
    }

    static func run(seconds: Double, adapter: SolverAdapter?, seed: UInt64 = 1) -> [String] {
        var lines = [line(seconds: seconds, adapter: nil, seed: seed)]
        if let adapter { lines.append(line(seconds: seconds, adapter: adapter, seed: seed)) }
        return lines
    }

    private static func line(seconds: Double, adapter: SolverAdapter?, seed: UInt64) -> String {
        let options = FuzzOptions(seed: seed, budget: .seconds(seconds), target: .solver)
        let generator = ScriptGenerator(seed: seed)
        let meanLines = Double((0..<200).reduce(0) { $0 + generator.makeScript($1).operations.count }) / 200
        var executor = InProcessExecutor(oracles: options.oracles, adapter: adapter)
        let (requests, waited) = (adapter?.requests ?? 0, adapter?.requestSeconds ?? 0)
        let result = FuzzCampaign(options).run(on: &executor)
        let share = FuzzBenchReport.timeShares(result, rest: "generation")
        var shape = Shape(
            solver: adapter?.name ?? "plumbline", semantics: (adapter?.semantics ?? .lexicographic).rawValue,
            mean_lines: rounded(meanLines),
            scripts: result.cases, seconds: rounded(result.seconds),
            scripts_per_second: rounded(Double(result.cases) / result.seconds),
            time_share: share, seed: seed)
        if let adapter, result.cases > 0 {
            shape.adapter_wait_share = rounded((adapter.requestSeconds - waited) / result.seconds)
            shape.requests_per_script = rounded(Double(adapter.requests - requests) / Double(result.cases))
        }
        return JSONLine.encode(shape)
    }

    private static func rounded(_ value: Double) -> Double { FuzzBenchReport.rounded(value) }
}
