import LayoutFuzz
import ReferenceSolver

/// `plumb bench --fuzz N...`: the harness's throughput, cases per second on one core, for cases
/// of up to N views: the core mix with its oracles, then with stack views, formats, animations
/// and fitting calls and every oracle, with the reference oracle alone, and with only the
/// oracles that need no reference solve (invariants, cycle); and where the time goes (each
/// oracle's share, the rest being generation and playing the steps on the engine).
enum FuzzBenchReport {
    struct Shape: Encodable {
        var workload = "fuzz"
        var max_views: Int
        var mean_views: Double
        var mean_steps: Double
        var oracles: String
        var cases: Int
        var seconds: Double
        var cases_per_second: Double
        /// Fraction of the time in each oracle; `engine` is generating and playing the cases.
        var time_share: [String: Double]
        /// The reference's method, and how often each certificate path was taken.
        var reference: String
        var paths: [String: Int]
        /// Why the proposals solved from scratch could not be certified.
        var gave_up: [String: Int]
        var seed: UInt64
    }

    /// The core mix with the oracles it had before stack views, formats, animations and
    /// fitting (issue 9) came in, then everything, everything but `spec` (and `ambiguity`, which
    /// reads the spec's solution): what the harness cost before UIKit's rules were written a
    /// second time (issue 19), then the newer mix with fewer oracles. Everything is measured with
    /// the certified reference and once with the dense one, side by side (issue 21).
    static let configurations:
        [(name: String, features: GeneratorOptions.FeatureSet, oracles: [OracleName], method: ReferenceSolver.Method)] =
            [
                ("core", .core, [.invariants, .cycle, .reference, .rebuild, .order, .mirror, .addRemove], .certified),
                ("all", .all, OracleName.all(for: .layout), .certified),
                ("all", .all, OracleName.all(for: .layout), .dense),
                (
                    "without-spec", .all, OracleName.all(for: .layout).filter { $0 != .spec && $0 != .ambiguity },
                    .certified
                ),
                ("reference", .all, [.reference], .certified),
                ("without-reference", .all, [.invariants, .cycle], .certified),
            ]

    /// The largest size measured with the dense reference too.
    static let denseLimit = 30

    static func request(_ words: [String]) throws -> [Int] {
        let sizes = words.map { Int($0) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil && $0! >= 1 && $0! <= 1000 }) else {
            throw CommandFailure(
                .badInput,
                "plumb bench --fuzz: expected view counts from 1 to 1000 (e.g. 5 20 50), got '\(words.joined(separator: " "))'"
            )
        }
        return sizes.map { $0! }
    }

    /// One line per size and oracle set, each given `seconds`.
    static func run(sizes: [Int], seconds: Double, seed: UInt64 = 1) -> [String] {
        var lines: [String] = []
        for size in sizes {
            // The dense solver takes minutes on a single case of a hundred views: it is measured
            // only where it finishes within the budget's order.
            for configuration in configurations where configuration.method == .certified || size <= denseLimit {
                let generator = GeneratorOptions(maxViews: size, features: configuration.features)
                let sample = (0..<200).map { CaseGenerator(seed: seed, options: generator).makeCase($0) }
                let meanViews = Double(sample.reduce(0) { $0 + $1.views.count }) / Double(sample.count)
                let meanSteps = Double(sample.reduce(0) { $0 + $1.steps.count }) / Double(sample.count)
                ReferenceSolver.defaultMethod = configuration.method
                defer { ReferenceSolver.defaultMethod = .certified }
                let before = CertificateTally.snapshot
                let failuresBefore = CertificateTally.failureSnapshot
                let result = FuzzCampaign(
                    FuzzOptions(
                        seed: seed, budget: .seconds(seconds), generator: generator, oracles: configuration.oracles)
                ).run()
                let share = timeShares(result, rest: "engine")
                lines.append(
                    JSONLine.encode(
                        Shape(
                            max_views: size, mean_views: rounded(meanViews), mean_steps: rounded(meanSteps),
                            oracles: configuration.name,
                            cases: result.cases, seconds: rounded(result.seconds),
                            cases_per_second: rounded(Double(result.cases) / result.seconds),
                            time_share: share, reference: configuration.method.rawValue,
                            paths: CertificateTally.since(before),
                            gave_up: CertificateTally.failures(since: failuresBefore), seed: seed)))
            }
        }
        return lines
    }

    /// Each oracle's fraction of a run's time, `observe` for reading the steps' exported systems
    /// and snapshots (which every comparing oracle reads; before they were timed apart, the first
    /// oracle to ask, `reference`, was charged with them), and the rest under `rest` (what is not
    /// an oracle: generating and playing the inputs).
    static func timeShares(_ result: FuzzResult, rest: String) -> [String: Double] {
        var share: [String: Double] = [:]
        var inOracles = result.observationSeconds
        for oracle in result.options.oracles {
            let spent = result.tally[oracle]?.seconds ?? 0
            inOracles += spent
            share[oracle.rawValue] = rounded(spent / result.seconds)
        }
        if result.observationSeconds > 0 { share["observe"] = rounded(result.observationSeconds / result.seconds) }
        share[rest] = rounded(max(0, result.seconds - inOracles) / result.seconds)
        return share
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
