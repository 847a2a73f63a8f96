import Benchmarking

/// `plumb bench --animation [N] [SEED]` and `plumb bench --fitting [CALLS]`: their arguments and
/// their JSON lines (microseconds; distributions as count, p50, p90, p99, max, mean).
enum AnimationBenchReport {
    struct Spread: Encodable {
        var count: Int
        var p50, p90, p99, max, mean: Double

        init(_ d: AnimationBenchmark.Distribution) {
            func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            count = d.count
            p50 = rounded(d.p50)
            p90 = rounded(d.p90)
            p99 = rounded(d.p99)
            max = rounded(d.max)
            mean = rounded(d.mean)
        }
    }

    struct Animation: Encodable {
        var workload: String
        var views, fps: Int
        var budget_us: Double
        var local_start_us, cascade_start_us: Double
        var local_moved_views, cascade_moved_views: Int
        var local_tick_us, cascade_tick_us: Spread
        var ticks_over_budget: Int
        var engine: String
    }

    struct Fitting: Encodable {
        var workload: String
        var call_us: Spread
        var engine: String
    }

    static func numbers(_ words: [String], flag: String, usage: String, defaults: [Int]) throws -> [Int] {
        let numbers = words.compactMap { Int($0) }
        guard numbers.count == words.count, words.count <= defaults.count,
            numbers.allSatisfy({ $0 >= 1 && $0 <= 1_000_000 })
        else {
            throw CommandFailure(
                .badInput, "plumb bench \(flag): expected \(usage), got '\(words.joined(separator: " "))'")
        }
        return numbers + defaults.dropFirst(numbers.count)
    }

    static func animation(_ words: [String]) throws -> String {
        let n = try numbers(words, flag: "--animation", usage: "[VIEWS] [SEED]", defaults: [1000, 1])
        let result = AnimationBenchmark.run(views: n[0], seed: UInt64(n[1]))
        return JSONLine.encode(
            Animation(
                workload: "animation-tree-\(result.views)", views: result.views, fps: result.framesPerSecond,
                budget_us: (result.budgetMicroseconds * 100).rounded() / 100,
                local_start_us: (result.localStartMicroseconds * 100).rounded() / 100,
                cascade_start_us: (result.cascadeStartMicroseconds * 100).rounded() / 100,
                local_moved_views: result.localMovedViews, cascade_moved_views: result.cascadeMovedViews,
                local_tick_us: Spread(result.localTicks), cascade_tick_us: Spread(result.cascadeTicks),
                ticks_over_budget: result.ticksOverBudget, engine: "plumbline-layout \(PlumbCommand.version)"))
    }

    static func fitting(_ words: [String]) throws -> String {
        let n = try numbers(words, flag: "--fitting", usage: "[CALLS]", defaults: [10_000])
        return JSONLine.encode(
            Fitting(
                workload: "self-sizing-cell", call_us: Spread(AnimationBenchmark.fitting(calls: n[0])),
                engine: "plumbline-layout \(PlumbCommand.version)"))
    }
}
