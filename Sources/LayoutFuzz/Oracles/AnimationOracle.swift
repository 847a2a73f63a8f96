import ConstraintSystem
import LayoutEngine

/// `animation`: every tick of every animation, against what the harness knows from outside the
/// engine (when the block ran, the timing in frames, each moved view's shown frame before and
/// model frame after). Until its last tick a linear animation shows exactly
/// `from + (to - from) × elapsed / duration` (so never leaves the segment), an eased one stays
/// between `from` and `to`; from the last tick on a view shows its model frame (the layout
/// without animation); the completion runs once, on the last tick, with `true` (a later
/// animation taking a view over relaxes only this). A spring may overshoot: only its end is checked.
enum AnimationOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let records = seen.runner.records
        guard !records.animations.isEmpty, seen.ranLoop || records.animations.contains(where: { $0.step == seen.step })
        else {
            return .absent("no animation in flight")
        }
        var problems: [String] = []
        for sample in records.samples { problems += sampleProblems(sample, records.animations[sample.animation]) }
        let now = seen.runner.runLoop.frame
        for (index, animation) in records.animations.enumerated() {
            problems += completionProblems(animation, index: index, now: now)
        }
        return problems.isEmpty ? .passed : .failed(Array(problems.prefix(8)))
    }

    static func sampleProblems(_ sample: AnimationSample, _ animation: AnimationRecord) -> [String] {
        guard let move = animation.moves.first(where: { $0.id == sample.id }) else { return [] }
        let at =
            "\(sample.id) at tick \(sample.frame) of the animation of step \(animation.step) (last tick \(animation.lastTick))"
        let tolerance = 1e-9 * max(1, scale(move.from), scale(move.to))
        if sample.frame >= animation.lastTick {
            return close(sample.shown, sample.model, tolerance)
                ? [] : ["\(at): shows \(text(sample.shown)), its frame is \(text(sample.model))"]
        }
        switch animation.curve {
        case .linear:
            let elapsed = Double(sample.frame - animation.calledAt) - animation.delay
            let fraction = animation.frames > 0 ? min(1, max(0, elapsed / animation.frames)) : 0
            let expected = Rect(
                x: move.from.minX + (move.to.minX - move.from.minX) * fraction,
                y: move.from.minY + (move.to.minY - move.from.minY) * fraction,
                width: move.from.width + (move.to.width - move.from.width) * fraction,
                height: move.from.height + (move.to.height - move.from.height) * fraction)
            return close(sample.shown, expected, tolerance)
                ? [] : ["\(at): a linear curve shows \(text(sample.shown)), expected \(text(expected))"]
        case .easeIn, .easeOut, .easeInOut:
            let pairs = [
                (sample.shown.minX, move.from.minX, move.to.minX), (sample.shown.minY, move.from.minY, move.to.minY),
                (sample.shown.width, move.from.width, move.to.width),
                (sample.shown.height, move.from.height, move.to.height),
            ]
            let inside = pairs.allSatisfy { x, a, b in x >= min(a, b) - tolerance && x <= max(a, b) + tolerance }
            return inside
                ? []
                : ["\(at): shows \(text(sample.shown)), outside the way from \(text(move.from)) to \(text(move.to))"]
        case .spring:
            return []
        }
    }

    static func completionProblems(_ animation: AnimationRecord, index: Int, now: Int) -> [String] {
        let calls = animation.completions
        let name = "the completion of the animation of step \(animation.step)"
        if calls.count > 1 {
            return [
                "\(name) ran \(calls.count) times (ticks \(calls.map { String($0.frame) }.joined(separator: ", ")))"
            ]
        }
        guard !animation.wasTakenOver else { return [] }
        if let call = calls.first, call.frame != animation.lastTick || !call.finished {
            return [
                "\(name) ran on tick \(call.frame) with \(call.finished), expected tick \(animation.lastTick) with true"
            ]
        }
        if calls.isEmpty, now >= animation.lastTick {
            return ["\(name) has not run by tick \(now); its last tick was \(animation.lastTick)"]
        }
        return []
    }

    private static func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    private static func scale(_ r: Rect) -> Double { max(abs(r.minX), abs(r.minY), abs(r.width), abs(r.height)) }

    private static func text(_ r: Rect) -> String {
        "(\(NumberText.format(r.minX)), \(NumberText.format(r.minY)), \(NumberText.format(r.width)), \(NumberText.format(r.height)))"
    }
}
