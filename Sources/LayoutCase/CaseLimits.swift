import ConstraintSystem
import Foundation

/// The bounds a case file must keep (docs/case-format.md, "Limits"), checked where the file is
/// read so that nothing later can trap on an overflow, run for ever or exhaust memory: every
/// number (constants, sizes, insets, values of steps) at most ten million points either way, a
/// tick's frames, an animation's duration and delay, how many views, constraints and steps, and
/// how deep the view tree goes. A refusal names the JSON path, the value and the bound.
///
/// The numbers are checked on the parsed JSON itself (keys in sorted order, so the same file
/// always names the same place), which covers every numeric field without listing them; the
/// depth is checked on the decoded views.
package enum CaseLimits {
    /// The largest magnitude of any number in a case: ten million points (UIKit's expanded fitting
    /// size, 10000000 × 10000000, is the largest a case uses).
    package static let maxMagnitude = 10_000_000.0
    /// A `tick` step's frames: ten minutes of the run loop at 60 Hz.
    package static let maxFrames = 36_000.0
    /// An animation's duration and delay, in seconds.
    package static let maxSeconds = 3_600.0
    package static let maxViews = 10_000
    package static let maxConstraints = 100_000
    package static let maxSteps = 10_000
    /// Views between the window and the deepest view, the window's children at depth 1.
    package static let maxDepth = 256

    /// Checks the parsed JSON `document` of `value`.
    ///
    /// - Throws: `CaseError` (without the file, which the reader adds) for the first bound broken.
    static func check(_ value: Case, document: Any) throws(CaseError) {
        try checkCounts(value)
        try checkNumbers(document, path: "")
        try checkTicks(value)
        try checkDepth(value)
    }

    /// The frames of every `tick` step together at most `maxFrames`, so that many steps cannot
    /// add up to a run without end either.
    private static func checkTicks(_ value: Case) throws(CaseError) {
        var total = 0
        for (index, step) in value.steps.enumerated() {
            guard case let .tick(frames) = step else { continue }
            total += frames
            if Double(total) > maxFrames {
                throw CaseError(
                    path: "steps[\(index)].frames",
                    message:
                        "the ticks add up to \(total) frames here; a case ticks at most \(NumberText.format(maxFrames)) frames in all"
                )
            }
        }
    }

    private static func checkCounts(_ value: Case) throws(CaseError) {
        // An animation's own steps count among the case's.
        let steps = value.steps.reduce(0) { total, step in
            if case let .animate(animation) = step { return total + 1 + animation.steps.count }
            return total + 1
        }
        let lists: [(String, Int, Int)] = [
            ("views", value.views.count, maxViews), ("constraints", value.constraints.count, maxConstraints),
            ("steps", steps, maxSteps),
        ]
        for (path, count, limit) in lists where count > limit {
            throw CaseError(path: path, message: "\(count) entries; a case has at most \(limit)")
        }
    }

    /// Every number in the document within its bound: `frames`, `duration` and `delay` their
    /// own, any other ten million either way.
    private static func checkNumbers(_ node: Any, path: String) throws(CaseError) {
        if let object = node as? [String: Any] {
            for key in object.keys.sorted() {
                try checkNumbers(object[key]!, path: path.isEmpty ? key : "\(path).\(key)")
            }
        } else if let array = node as? [Any] {
            for (index, element) in array.enumerated() { try checkNumbers(element, path: "\(path)[\(index)]") }
        } else if !(node is String), let number = node as? NSNumber {
            let value = number.doubleValue
            let key = path.split(separator: ".").last.map(String.init) ?? path
            let (limit, what): (Double, String) =
                switch key {
                case "frames": (maxFrames, "a tick is at most \(NumberText.format(maxFrames)) frames")
                case "duration", "delay": (maxSeconds, "at most \(NumberText.format(maxSeconds)) seconds")
                default: (maxMagnitude, "numbers in a case are at most \(NumberText.format(maxMagnitude)) either way")
                }
            guard value.isFinite, abs(value) <= limit else {
                let shown = value.isFinite ? NumberText.format(value) : "\(value)"
                throw CaseError(path: path.isEmpty ? "(root)" : path, message: "\(shown) is over the bound: \(what)")
            }
        }
    }

    /// The depth of each view, declared or added by a step, at most `maxDepth`.
    private static func checkDepth(_ value: Case) throws(CaseError) {
        var depth: [String: Int] = ["window": 0]
        func place(_ view: CaseView, at path: String) throws(CaseError) {
            let level = (depth[view.parent] ?? 0) + 1
            guard level <= maxDepth else {
                throw CaseError(
                    path: "\(path).parent",
                    message: "'\(view.id)' would be \(level) views deep; a view tree is at most \(maxDepth) deep")
            }
            depth[view.id] = level
        }
        for (index, view) in value.views.enumerated() { try place(view, at: "views[\(index)]") }
        for (index, step) in value.steps.enumerated() {
            if case let .addView(view) = step { try place(view, at: "steps[\(index)].view") }
        }
    }
}
