import LayoutEngine
import Testing

// removeFromSuperview takes along every constraint between the removed subtree and the rest of
// the tree (UIKit: those installed on a view outside the subtree); constraints inside the
// subtree stay active and hold again once it is back in a window.
//
// The scene: a 200 × 100 panel at (10, 20) holding an inner view at (5, 5), and below it a
// 100 × 40 view whose top is 10 under the panel, with a weak wish (@250) to sit at the top.

@Suite struct SubtreeRemovalTests {
    private struct Scene {
        let window: Window
        let panel: View
        let inner: View
        let below: View
        /// The panel's position in the window (installed on the window).
        let panelPosition: [LayoutConstraint]
        /// The panel's own size (installed on the panel).
        let panelSize: [LayoutConstraint]
        /// The inner view's constraints (installed on the panel or the inner view).
        let innerPins: [LayoutConstraint]
        /// below.top == panel.bottom + 10 (installed on the window).
        let belowUnderPanel: LayoutConstraint

        init(direction: LayoutDirection) {
            window = Fixture.window(direction: direction)
            panel = window.addConstrained(View(), named: "panel")
            inner = panel.addConstrained(View(), named: "inner")
            below = window.addConstrained(View(), named: "below")
            panelPosition = panel.pin(to: window, leading: 10, top: 20)
            panelSize = panel.pinSize(width: 200, height: 100)
            innerPins = inner.pin(to: panel, leading: 5, top: 5, width: 50, height: 30)
            belowUnderPanel = below.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 10)
            let fallback = below.topAnchor.constraint(equalTo: window.topAnchor)
            fallback.priority = 250
            LayoutConstraint.activateOrFail([belowUnderPanel, fallback])
            below.pin(to: window, leading: 10, width: 100, height: 40)
        }
    }

    @Test(arguments: Fixture.directions)
    func sceneBeforeRemoval(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.window.layoutIfNeeded()
        #expect(
            scene.panel.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 200, height: 100), within: 320, direction))
        #expect(scene.inner.frame == Fixture.mirrored(Rect(x: 5, y: 5, width: 50, height: 30), within: 200, direction))
        #expect(
            scene.below.frame == Fixture.mirrored(Rect(x: 10, y: 130, width: 100, height: 40), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func removalDeactivatesConstraintsLeavingTheSubtree(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.window.layoutIfNeeded()
        scene.panel.removeFromSuperview()

        #expect(scene.panel.superview == nil)
        #expect(scene.panelPosition.allSatisfy { !$0.isActive })
        #expect(!scene.belowUnderPanel.isActive)
        #expect(!scene.window.constraints.contains { $0 === scene.belowUnderPanel })
        #expect(scene.panelSize.allSatisfy { $0.isActive })
        #expect(scene.innerPins.allSatisfy { $0.isActive })
    }

    /// The view that was held under the panel falls back to its weak wish at the top.
    @Test(arguments: Fixture.directions)
    func remainingViewsLayOutAgainAfterRemoval(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.window.layoutIfNeeded()
        scene.panel.removeFromSuperview()
        scene.window.layoutIfNeeded()
        #expect(
            scene.below.frame == Fixture.mirrored(Rect(x: 10, y: 0, width: 100, height: 40), within: 320, direction))
    }

    /// Back in the window at a new place, the panel's size and the inner view's pins hold again;
    /// the constraints removal took along stay inactive.
    @Test(arguments: Fixture.directions)
    func constraintsInsideTheSubtreeWorkAfterReAdding(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.window.layoutIfNeeded()
        scene.panel.removeFromSuperview()
        scene.window.layoutIfNeeded()

        scene.window.addSubview(scene.panel)
        scene.panel.pin(to: scene.window, leading: 40, top: 200)
        scene.window.layoutIfNeeded()
        #expect(!scene.belowUnderPanel.isActive)
        #expect(
            scene.panel.frame == Fixture.mirrored(Rect(x: 40, y: 200, width: 200, height: 100), within: 320, direction))
        #expect(scene.inner.frame == Fixture.mirrored(Rect(x: 5, y: 5, width: 50, height: 30), within: 200, direction))
        #expect(
            scene.below.frame == Fixture.mirrored(Rect(x: 10, y: 0, width: 100, height: 40), within: 320, direction))
    }

    /// A constraint inside the detached subtree can still be edited; the edit shows once the
    /// subtree is laid out in a window again.
    @Test(arguments: Fixture.directions)
    func constantChangedWhileDetachedHoldsAfterReAdding(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.window.layoutIfNeeded()
        scene.panel.removeFromSuperview()
        scene.innerPins[0].constant = 25
        scene.panelSize[0].constant = 150

        scene.window.addSubview(scene.panel)
        scene.panel.pin(to: scene.window, leading: 40, top: 200)
        scene.window.layoutIfNeeded()
        #expect(
            scene.panel.frame == Fixture.mirrored(Rect(x: 40, y: 200, width: 150, height: 100), within: 320, direction))
        #expect(scene.inner.frame == Fixture.mirrored(Rect(x: 25, y: 5, width: 50, height: 30), within: 150, direction))
    }

    /// Removing a view deep inside takes along its constraints to its old superview and
    /// siblings, but not those between the siblings that stay.
    @Test(arguments: Fixture.directions)
    func removingALeafKeepsConstraintsBetweenItsSiblings(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let row = window.addConstrained(View(), named: "row")
        row.pin(to: window, leading: 0, top: 0, width: 300, height: 50)
        let first = row.addConstrained(View(), named: "first")
        let middle = row.addConstrained(View(), named: "middle")
        let last = row.addConstrained(View(), named: "last")
        for view in [first, middle, last] { view.pin(to: row, top: 0, width: 40, height: 20) }
        first.pin(to: row, leading: 10)
        let chain = [
            middle.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            last.leadingAnchor.constraint(equalTo: middle.trailingAnchor, constant: 10),
        ]
        let spacing = last.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 10)
        LayoutConstraint.activateOrFail(chain + [spacing])
        window.layoutIfNeeded()
        #expect(last.frame == Fixture.mirrored(Rect(x: 110, y: 0, width: 40, height: 20), within: 300, direction))

        // Without the middle view, `last` is held only by `spacing` (>=) and would be free to
        // move right; a weak wish to sit left keeps the answer unique.
        let hug = last.leadingAnchor.constraint(equalTo: row.leadingAnchor)
        hug.priority = 100
        LayoutConstraint.activateOrFail([hug])
        middle.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(chain.allSatisfy { !$0.isActive })
        #expect(spacing.isActive)
        #expect(last.frame == Fixture.mirrored(Rect(x: 60, y: 0, width: 40, height: 20), within: 300, direction))
    }
}
