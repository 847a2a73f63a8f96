import LayoutEngine

/// How the layout engine's cost grows with the screen (`plumb bench --scaling`): for each size,
/// on `LayoutTree` screens of several seeds, the first layout (build every view and constraint,
/// add them to a window, lay out) per view, and one constant changed then laid out again (a
/// badge's width: it moves one view), each edit timed on its own and the median kept. Linear
/// growth shows as a flat first-layout cost per view and a flat edit cost.
package enum LayoutScaling {
    /// One size, every seed.
    package struct Point: Sendable {
        /// The views of each seed's screen (the tree rounds the size to whole containers).
        package var views: [Int]
        /// The least first layout of each seed, in µs per view.
        package var firstLayoutPerView: [Double]
        /// The median of one edit and its layout for each seed, in µs.
        package var editMedian: [Double]
        /// First layouts timed per seed.
        package var firstLayoutRuns: Int

        /// The median over the seeds.
        package var medianFirstLayoutPerView: Double { LayoutScaling.median(firstLayoutPerView) }
        package var medianEdit: Double { LayoutScaling.median(editMedian) }
        package var medianViews: Int { views.sorted()[views.count / 2] }
    }

    /// Edits timed per seed (an odd count: its median is one of them).
    package static let edits = 201

    /// Times `size` views on `seeds` (at least one), each first layout `runs(size)` times.
    package static func measure(size: Int, seeds: [UInt64]) -> Point {
        var point = Point(views: [], firstLayoutPerView: [], editMedian: [], firstLayoutRuns: runs(size))
        for seed in seeds {
            var best = UInt64.max
            var kept: LayoutTree?
            for _ in 0..<point.firstLayoutRuns {
                kept = nil  // the previous screen is released before the next is timed
                let start = nanoseconds()
                let tree = LayoutTree(views: size, seed: seed)
                tree.window.layoutIfNeeded()
                best = min(best, nanoseconds() - start)
                kept = tree
            }
            guard let tree = kept else { continue }
            point.views.append(tree.viewCount)
            point.firstLayoutPerView.append(Double(best) / 1000 / Double(tree.viewCount))
            point.editMedian.append(editMedian(tree))
        }
        return point
    }

    /// First layouts per seed: fewer as they get longer (one at 10,000 views takes seconds).
    static func runs(_ size: Int) -> Int { size <= 1_000 ? 5 : 2 }

    private static func editMedian(_ tree: LayoutTree) -> Double {
        let constraint = tree.badgeWidth
        let original = constraint.constant
        var times: [Double] = []
        times.reserveCapacity(edits)
        for index in 0..<edits {
            let start = nanoseconds()
            constraint.constant = original + (index % 2 == 0 ? 10 : 0)
            tree.window.layoutIfNeeded()
            times.append(Double(nanoseconds() - start) / 1000)
        }
        constraint.constant = original
        tree.window.layoutIfNeeded()
        return median(times)
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
