import Benchmarking

/// `plumb bench --layout N [SEED]`: its arguments and its JSON line.
enum LayoutBenchReport {
    struct Shape: Encodable {
        var workload: String
        var views: Int
        var scratch_us: Double
        var local_edit_us: Double
        var local_ratio: Double
        var cascade_edit_us: Double
        var cascade_ratio: Double
        var cascade_moved_views: Int
        var first_layout_per_view_us: Double
        var repeats: [String: Int]
        var engine: String
    }

    static func request(_ words: [String]) throws -> (views: Int, seed: UInt64) {
        let numbers = words.compactMap { Int($0) }
        guard (1...2).contains(words.count), numbers.count == words.count, numbers[0] >= 2, numbers[0] <= 100_000,
            numbers.count == 1 || numbers[1] >= 0
        else {
            throw CommandFailure(
                .badInput,
                "plumb bench --layout: expected N [SEED] with N from 2 to 100000, got '\(words.joined(separator: " "))'"
            )
        }
        return (numbers[0], UInt64(numbers.count == 2 ? numbers[1] : 1))
    }

    static func json(_ result: LayoutBenchmark.Result) -> String {
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        let shape = Shape(
            workload: "layout-tree-\(result.views)", views: result.views,
            scratch_us: rounded(result.scratchMicroseconds),
            local_edit_us: rounded(result.localEditMicroseconds), local_ratio: rounded(result.localRatio),
            cascade_edit_us: rounded(result.cascadeEditMicroseconds), cascade_ratio: rounded(result.cascadeRatio),
            cascade_moved_views: result.cascadeMovedViews,
            first_layout_per_view_us: rounded(result.firstLayoutPerViewMicroseconds), repeats: result.repeats,
            engine: "plumbline-layout \(PlumbCommand.version)")
        return JSONLine.encode(shape)
    }
}
