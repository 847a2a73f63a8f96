import LayoutEngine

/// Times the layout engine on a `LayoutTree`: building the screen and laying it out from
/// scratch, against changing one constant of the built screen and laying out again. The local
/// edit (one badge's width) moves one view; the cascading edit (the first bar's height) moves
/// every view below it. Each figure is the minimum over repeats (`Repeats`).
package enum LayoutBenchmark {
    package struct Result: Sendable {
        package var views: Int
        /// Build the views and constraints, add them to a window and lay out, in µs.
        package var scratchMicroseconds: Double
        /// One badge's width changed, then `layoutIfNeeded()`, in µs.
        package var localEditMicroseconds: Double
        /// The first bar's height changed, then `layoutIfNeeded()`, in µs.
        package var cascadeEditMicroseconds: Double
        /// Views whose frame the cascading edit changed.
        package var cascadeMovedViews: Int
        package var repeats: [String: Int]

        /// How many local edits cost as much as one layout from scratch.
        package var localRatio: Double { scratchMicroseconds / localEditMicroseconds }
        package var cascadeRatio: Double { scratchMicroseconds / cascadeEditMicroseconds }
        /// The first layout's cost per view, in µs.
        package var firstLayoutPerViewMicroseconds: Double { scratchMicroseconds / Double(views) }
    }

    package static func run(views: Int, seed: UInt64 = 1, budget: Double = 10, maxRepeats: Int = 2000) -> Result {
        let repeats = Repeats(share: budget / 3, limit: budget, maxRepeats: maxRepeats)
        let (scratch, scratchRuns) = repeats.bestOf { () -> UInt64 in
            let start = nanoseconds()
            let tree = LayoutTree(views: views, seed: seed)
            tree.window.layoutIfNeeded()
            return nanoseconds() - start
        }
        let tree = LayoutTree(views: views, seed: seed)
        tree.window.layoutIfNeeded()
        let (local, localRuns) = edits(tree.badgeWidth, in: tree.window, repeats: repeats)
        let before = frames(tree.window)
        tree.barHeight.constant += 10
        tree.window.layoutIfNeeded()
        let moved = zip(before, frames(tree.window)).filter { $0 != $1 }.count
        tree.barHeight.constant -= 10
        tree.window.layoutIfNeeded()
        let (cascade, cascadeRuns) = edits(tree.barHeight, in: tree.window, repeats: repeats)
        return Result(
            views: tree.viewCount, scratchMicroseconds: Double(scratch) / 1000, localEditMicroseconds: local,
            cascadeEditMicroseconds: cascade, cascadeMovedViews: moved,
            repeats: ["scratch": scratchRuns, "local_edit": localRuns, "cascade_edit": cascadeRuns])
    }

    /// Mean µs of one constant change and layout, over batches of 100 alternating changes; the
    /// least batch wins.
    private static func edits(_ constraint: LayoutConstraint, in window: Window, repeats: Repeats) -> (Double, Int) {
        let original = constraint.constant
        let batch = 100
        let (best, runs) = repeats.bestOf { () -> UInt64 in
            let start = nanoseconds()
            for index in 0..<batch {
                constraint.constant = original + (index % 2 == 0 ? 10 : 0)
                window.layoutIfNeeded()
            }
            return nanoseconds() - start
        }
        constraint.constant = original
        window.layoutIfNeeded()
        return (Double(best) / 1000 / Double(batch), runs)
    }

    private static func frames(_ window: Window) -> [Rect] {
        var result: [Rect] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            result.append(view.frame)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
