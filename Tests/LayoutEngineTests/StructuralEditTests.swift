import ConstraintSystem
@testable import LayoutEngine
import ReferenceSolver
import Testing

// The engine after structural edits (StructuralEdits: moves between parents and windows,
// removals, autoresizing toggles, forced directions, guides added and removed, required content
// priorities), checked after every edit and layout in both windows: the tree's invariants;
// every variable of the export named by the tree; the export solvable by the reference solver,
// with every required constraint holding at the frames and guide frames and the error at each
// optional priority equal to the reference's optimum; and every safe-area guide at its view's
// bounds inset by the view's safe area (unless one of its edges is broken by a conflict).
// A layout that feeds its own safe area back into a feedback loop ends the seed unchecked.

@Suite struct StructuralEditTests {
    static let seeds: [UInt64] = Array(0..<40)

    @Test(arguments: seeds)
    func everyEditLeavesTheTreeConsistentWithTheReference(seed: UInt64) {
        var edits = StructuralEdits(seed: seed)
        edits.window.isTracing = true
        edits.other.isTracing = true
        edits.window.layoutIfNeeded()
        guard check(edits, seed: seed, step: 0) else { return }
        for step in 1...20 {
            edits.edit()
            edits.window.layoutIfNeeded()
            edits.other.layoutIfNeeded()
            guard check(edits, seed: seed, step: step) else { return }
        }
    }

    /// True when the seed may go on.
    private func check(_ edits: StructuralEdits, seed: UInt64, step: Int) -> Bool {
        for window in [edits.window, edits.other] {
            let at = "seed \(seed) step \(step) in \(window.displayName), after \(edits.log.suffix(3))"
            if window.trace.contains(where: { if case .feedbackLoop = $0 { true } else { false } }) { return false }
            do { try window.checkInvariants() } catch {
                Issue.record("\(error)\n\(at)")
                return false
            }
            let system = window.constraintSystem()
            let text = FormatWriter.write(system)
            var values: [String: Double] = [:]
            collect(window, in: window, into: &values)
            if let stray = system.constraints.lazy.flatMap(\.terms).first(where: { values[$0.name] == nil }) {
                Issue.record("\(stray.name) names nothing in the tree; \(at)\n\(text)")
                return false
            }
            let reference = ReferenceSolver.solve(system)
            guard reference.status == .ok else {
                Issue.record("the export is unsatisfiable for the reference; \(at)\n\(text)")
                return false
            }
            let tolerance = 1e-6
            var errors: [Double: Double] = [:]
            for constraint in system.constraints {
                let error = constraint.error { values[$0]! }
                if constraint.priority.isRequired {
                    guard error <= tolerance else {
                        Issue.record("required constraint broken by \(error) at the frames: \(constraint); \(at)\n\(text)")
                        return false
                    }
                } else {
                    errors[constraint.priority.value, default: 0] += error
                }
            }
            for level in reference.errors {
                let engine = errors[level.priority.value] ?? 0
                guard abs(engine - level.error.doubleValue) <= tolerance * Double(max(1, system.constraints.count)) else {
                    Issue.record("error at \(level.priority): engine \(engine), reference \(level.error.doubleValue); \(at)\n\(text)")
                    return false
                }
            }
            for view in window.subtreeViews() {
                guard let guide = view.safeAreaGuide, !guide.edgeConstraints.contains(where: \.isBroken) else { continue }
                let expected = view.bounds.inset(by: view.safeAreaInsets)
                guard guide.layoutFrame == expected else {
                    Issue.record("\(view.displayName)'s safe-area guide is \(guide.layoutFrame), not \(expected); \(at)")
                    return false
                }
            }
        }
        return true
    }

    /// Frames and guide frames in window coordinates, under their exported names (identifiers
    /// are unique and valid in these trees, so the exported names are theirs).
    private func collect(_ view: View, in window: Window, into values: inout [String: Double]) {
        let origin = window.absoluteOrigin(of: view)
        let name = view.identifier!
        func record(_ name: String, _ frame: Rect) {
            values["\(name).minX"] = frame.minX
            values["\(name).minY"] = frame.minY
            values["\(name).width"] = frame.width
            values["\(name).height"] = frame.height
        }
        record(name, Rect(x: origin.x, y: origin.y, width: view.frame.width, height: view.frame.height))
        for guide in view.allGuides {
            let frame = guide.layoutFrame
            record("\(name).\(guide.nameInOwner)", Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height))
        }
        for subview in view.subviews { collect(subview, in: window, into: &values) }
    }
}

extension LayoutConstraint {
    var isBroken: Bool { if case .broken = engineState { true } else { false } }
}

extension View {
    /// The view and all its descendants, parents first.
    func subtreeViews() -> [View] { [self] + subviews.flatMap { $0.subtreeViews() } }
}

extension Rect {
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
