import Histogram
import LayoutEngine

/// The cost of animation and of fitting, as distributions (HdrHistogram, microseconds):
/// - per tick while one constant of a generated screen (`LayoutTree`) animates at 120 Hz, once for
///   an edit that moves one view and once for one that moves every view below it, against the
///   frame budget (8.33 ms);
/// - per `systemLayoutSizeFitting` call on a `SelfSizingCell`.
package enum AnimationBenchmark {
    package struct Distribution: Sendable {
        package var count: Int
        package var p50, p90, p99, max, mean: Double
    }

    package struct Result: Sendable {
        package var views: Int
        package var framesPerSecond: Int
        package var budgetMicroseconds: Double
        /// The `animate` call itself: the block's layout and the tracks made.
        package var localStartMicroseconds, cascadeStartMicroseconds: Double
        package var localTicks, cascadeTicks: Distribution
        package var localMovedViews, cascadeMovedViews: Int
        package var ticksOverBudget: Int
    }

    package static func run(views: Int, seed: UInt64 = 1, seconds: Double = 1) -> Result {
        let tree = LayoutTree(views: views, seed: seed)
        let loop = RunLoop(framesPerSecond: 120)
        loop.add(tree.window)
        loop.tick()
        var over = 0
        func animate(_ constraint: LayoutConstraint) -> (start: Double, ticks: Distribution, moved: Int) {
            let views = tree.window.subtree()
            let before = views.map(\.frame)
            let clock = ContinuousClock()
            let started = clock.now
            loop.animate(
                withDuration: seconds, curve: .easeInOut,
                animations: {
                    constraint.constant += 20
                    tree.window.layoutIfNeeded()
                })
            let start = microseconds(clock.now - started)
            let moved = zip(views, before).filter { $0.0.frame != $0.1 }.count
            var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
            while loop.isAnimating {
                loop.tick()
                _ = histogram.record(UInt64((loop.lastTickSeconds * 1e6 * 100).rounded()))  // hundredths of a microsecond
                if loop.lastTickSeconds > loop.frameBudget { over += 1 }
            }
            return (start, distribution(histogram), moved)
        }
        let local = animate(tree.badgeWidth)
        let cascade = animate(tree.barHeight)
        return Result(
            views: tree.viewCount, framesPerSecond: loop.framesPerSecond, budgetMicroseconds: loop.frameBudget * 1e6,
            localStartMicroseconds: local.start, cascadeStartMicroseconds: cascade.start, localTicks: local.ticks,
            cascadeTicks: cascade.ticks,
            localMovedViews: local.moved, cascadeMovedViews: cascade.moved, ticksOverBudget: over)
    }

    /// `calls` fitting-size calls on a self-sizing cell.
    package static func fitting(calls: Int) -> Distribution {
        let content = SelfSizingCell(text: "A longer line of text that wraps over a few lines in the cell").content
        var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
        let clock = ContinuousClock()
        var sink = 0.0
        for _ in 0..<max(1, calls) {
            let started = clock.now
            sink +=
                content.systemLayoutSizeFitting(
                    Size(width: 262, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSize
                ).height
            _ = histogram.record(UInt64((microseconds(clock.now - started) * 100).rounded()))
        }
        precondition(sink > 0, "the cell has a height")
        return distribution(histogram)
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) * 1e-12
    }

    /// The histogram (hundredths of a microsecond) in microseconds.
    static func distribution(_ histogram: Histogram<UInt64>) -> Distribution {
        func us(_ value: UInt64) -> Double { Double(value) / 100 }
        return Distribution(
            count: Int(histogram.totalCount), p50: us(histogram.valueAtPercentile(50)),
            p90: us(histogram.valueAtPercentile(90)),
            p99: us(histogram.valueAtPercentile(99)), max: us(histogram.max), mean: histogram.mean / 100)
    }
}
