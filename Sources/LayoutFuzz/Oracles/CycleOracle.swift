import Foundation
import LayoutEngine

/// `cycle`: the update cycle kept its rules during the step (UIKit's deferred layout):
/// - the constraints pass went bottom-up (each run of `updateConstraints` calls deepest first);
/// - the layout pass went top-down: within a round (`TraceEvent.layoutRound`) no view was laid
///   out after one of its subviews, nor twice (a view laid out again is one that a later round
///   found changed);
/// - drawing happened only in the display pass: never in a step that did not run the run loop,
///   and nothing was updated or laid out after the first `draw` of a cycle;
/// - a view was drawn at most once per cycle (invalidations coalesce), only when visible and not
///   empty, and only inside its bounds;
/// - after the step no view in the window still needs constraints updated or layout, and after a
///   run-loop step no visible, non-empty view still needs display.
///
/// A `tick` of several frames is judged as one sequence: a case sends no events between frames,
/// so every frame after the first must do nothing (a second draw or a layout after drawing is a
/// view invalidated by nothing). A step that ends in a feedback loop is not judged at all
/// (`CasePlayer`).
enum CycleOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        var problems: [String] = []
        var views = Dictionary(
            seen.runner.viewsInWindow().map { ($0.id, $0.view) }, uniquingKeysWith: { first, _ in first })
        let window = seen.runner.window
        if views[window.displayName] == nil { views[window.displayName] = window }
        var lastConstraintsDepth: Int?
        var round = LayoutRound()
        var drawn: Set<String> = []
        var drawing = false
        for event in seen.trace {
            switch event {
            case .feedbackLoop:
                break  // CasePlayer does not judge a step that never settled
            case let .updateConstraints(name):
                if drawing { problems.append("updateConstraints \(name) after the display pass began") }
                let depth = views[name].map(depth) ?? 0
                if let last = lastConstraintsDepth, depth > last {
                    problems.append(
                        "updateConstraints \(name) (depth \(depth)) after a shallower view (depth \(last)): not bottom-up"
                    )
                }
                lastConstraintsDepth = depth
                continue
            case .layoutRound:
                round = LayoutRound()
            case let .layoutSubviews(name):
                if drawing { problems.append("layout of \(name) after the display pass began") }
                if let view = views[name], let problem = round.lay(out: view, named: name) { problems.append(problem) }
            case let .viewWillLayoutSubviews(name), let .viewDidLayoutSubviews(name):
                if drawing { problems.append("layout of \(name) after the display pass began") }
            case let .draw(name, rect):
                if !seen.ranLoop {
                    problems.append("draw \(name) outside the display pass (the step did not run the run loop)")
                }
                drawing = true
                if !drawn.insert(name).inserted { problems.append("draw \(name) twice in one cycle") }
                if let view = views[name] {
                    if isHiddenInTree(view) { problems.append("draw \(name) while hidden") }
                    if view.bounds.isEmpty { problems.append("draw \(name) with empty bounds") }
                    if !contains(view.bounds, rect) {
                        problems.append("draw \(name) of \(rect) outside its bounds \(view.bounds)")
                    }
                }
            case .updateViewConstraints:
                break
            }
            lastConstraintsDepth = nil
        }
        for (id, view) in seen.runner.viewsInWindow() {
            if view.needsUpdateConstraints {
                problems.append("\(id) still needs its constraints updated after the step")
            }
            if view.needsLayout { problems.append("\(id) still needs layout after the step") }
            if seen.ranLoop && view.needsDisplay && !isHiddenInTree(view) && !view.bounds.isEmpty {
                problems.append("\(id) still needs display after a run-loop turn")
            }
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }

    private static func depth(_ view: View) -> Int {
        var depth = 0
        var current = view
        while let superview = current.superview {
            depth += 1
            current = superview
        }
        return depth
    }

    private static func isHiddenInTree(_ view: View) -> Bool {
        var current: View? = view
        while let each = current {
            if each.isHidden { return true }
            current = each.superview
        }
        return false
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = SolverAgreement.relativeTolerance * max(1, abs(outer.width) + abs(outer.height))
        return inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }
}

/// The views one layout round laid out so far, for the top-down rule: each view laid out, and
/// for each ancestor of one, the first of its descendants laid out (so that a check is a lookup,
/// not a walk over the round).
private struct LayoutRound {
    private var laidOut: Set<ObjectIdentifier> = []
    private var firstBelow: [ObjectIdentifier: String] = [:]

    /// Notes `view` laid out; what is wrong with it: laid out already in the round, or after one of
    /// its subviews.
    mutating func lay(out view: View, named name: String) -> String? {
        let id = ObjectIdentifier(view)
        guard laidOut.insert(id).inserted else { return "layoutSubviews \(name) twice in one layout round" }
        var above = view.superview
        while let ancestor = above {
            if firstBelow[ObjectIdentifier(ancestor)] == nil { firstBelow[ObjectIdentifier(ancestor)] = name }
            above = ancestor.superview
        }
        guard let subview = firstBelow[id] else { return nil }
        return "layoutSubviews \(name) after its subview \(subview)'s in the same round: not top-down"
    }
}
