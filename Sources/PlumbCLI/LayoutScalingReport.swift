import Benchmarking
import Foundation

/// `plumb bench --scaling [N...] [--plot FILE]`: the layout engine's first layout per view and
/// one edit's median at each size (default 250, 1,000, 4,000 and 10,000 views), on screens of
/// three seeds: one JSON line per size, then a table, and with `--plot` an SVG of both against
/// the number of views (ScalingPlot).
enum LayoutScalingReport {
    static let defaultSizes = [250, 1_000, 4_000, 10_000]
    static let seeds: [UInt64] = [1, 2, 3]

    struct Shape: Encodable {
        var workload: String
        var views: Int
        var seeds: Int
        var first_layout_per_view_us: Double
        var first_layout_per_view_us_by_seed: [Double]
        var first_layout_runs: Int
        var edit_median_us: Double
        var edit_median_us_by_seed: [Double]
        var engine: String
        /// The allocator the figures were measured on (`Allocator`).
        var allocator: String
    }

    static func request(_ words: [String]) throws -> [Int] {
        guard !words.isEmpty else { return defaultSizes }
        let sizes = words.compactMap { Int($0) }
        guard sizes.count == words.count, words.count <= 8, sizes.allSatisfy({ (2...100_000).contains($0) }) else {
            throw CommandFailure(
                .badInput,
                "plumb bench --scaling: expected up to 8 sizes from 2 to 100000 views, got '\(words.joined(separator: " "))'"
            )
        }
        return sizes
    }

    /// Measures each size, printing its line as soon as it is known; returns the points.
    static func run(_ sizes: [Int], print emit: (String) -> Void) -> [(size: Int, point: LayoutScaling.Point)] {
        sizes.map { size in
            let point = LayoutScaling.measure(size: size, seeds: seeds)
            emit(json(size: size, point))
            return (size, point)
        }
    }

    static func json(size: Int, _ point: LayoutScaling.Point) -> String {
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return JSONLine.encode(
            Shape(
                workload: "layout-scaling-\(size)", views: point.medianViews, seeds: point.views.count,
                first_layout_per_view_us: rounded(point.medianFirstLayoutPerView),
                first_layout_per_view_us_by_seed: point.firstLayoutPerView.map(rounded),
                first_layout_runs: point.firstLayoutRuns,
                edit_median_us: rounded(point.medianEdit), edit_median_us_by_seed: point.editMedian.map(rounded),
                engine: "plumbline-layout \(PlumbCommand.version)", allocator: Allocator.description))
    }

    /// The table a person reads: µs per view and the edit, with each size's per-view cost
    /// against the first size's.
    static func table(_ points: [(size: Int, point: LayoutScaling.Point)]) -> [String] {
        guard let base = points.first?.point.medianFirstLayoutPerView, base > 0 else { return [] }
        var lines = [
            "views   first layout µs/view   × the smallest   one edit, median µs"
        ]
        for (_, point) in points {
            let perView = point.medianFirstLayoutPerView
            lines.append(
                String(
                    format: "%6d   %20.1f   %14.2f   %19.2f", point.medianViews, perView, perView / base,
                    point.medianEdit))
        }
        return lines
    }
}
