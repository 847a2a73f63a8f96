import ConstraintSystem
import LayoutFuzz
import Testing

@testable import LayoutEngine

// The engine after structural edits (StructuralEdits: moves between parents and windows,
// removals, autoresizing toggles, forced directions, guides added and removed, required content
// priorities), checked after every edit and layout in both windows: the tree's invariants;
// every variable of the export named by the tree; the harness's `reference` oracle
// (FrameAgreement: frames and guide frames against the reference solver's answer); and every
// safe-area guide at its view's
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
            let values = FrameAgreement.frameValues(window)
            if let stray = system.constraints.lazy.flatMap(\.terms).first(where: { values[$0.name] == nil }) {
                Issue.record("\(stray.name) names nothing in the tree; \(at)\n\(text)")
                return false
            }
            let problems = FrameAgreement.check(window)
            guard problems.isEmpty else {
                Issue.record("\(problems); \(at)\n\(text)")
                return false
            }
            for view in window.subtreeViews() {
                guard let guide = view.safeAreaGuide, !guide.edgeConstraints.contains(where: \.isBroken) else {
                    continue
                }
                let expected = view.bounds.inset(by: view.safeAreaInsets)
                guard guide.layoutFrame == expected else {
                    Issue.record(
                        "\(view.displayName)'s safe-area guide is \(guide.layoutFrame), not \(expected); \(at)")
                    return false
                }
            }
        }
        return true
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
        Rect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
