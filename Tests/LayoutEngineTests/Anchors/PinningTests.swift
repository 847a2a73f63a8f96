import LayoutEngine
import Testing

// Edges, centres, ratios and rows in a 320 × 480 window. Expected frames are stated left to
// right; right to left, leading and trailing trade sides, so the frame is mirrored about the
// superview's centre line (centre and top/bottom constraints do not flip).

@Suite struct PinningTests {
    @Test(arguments: Fixture.directions)
    func leadingEdgePinnedWithConstant(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 100, height: 50), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func trailingEdgePinnedWithConstant(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, top: 20, trailing: 10, width: 100, height: 50)
        window.layoutIfNeeded()
        // 320 - 10 - 100 = 210 from the left, left to right.
        #expect(box.frame == Fixture.mirrored(Rect(x: 210, y: 20, width: 100, height: 50), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func bottomEdgePinnedWithConstant(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, bottom: 30, width: 100, height: 50)
        window.layoutIfNeeded()
        // 480 - 30 - 50 = 400.
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 400, width: 100, height: 50), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func allFourEdgesPinnedWithUnequalInsets(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, trailing: 30, bottom: 40)
        window.layoutIfNeeded()
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 280, height: 420), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func centredInBothAxesIgnoresDirection(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, width: 100, height: 50)
        LayoutConstraint.activateOrFail([
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        // (320 - 100) / 2 = 110, (480 - 50) / 2 = 215.
        #expect(box.frame == Rect(x: 110, y: 215, width: 100, height: 50))
    }

    /// centerX is an absolute attribute: a positive constant moves right in both directions.
    @Test(arguments: Fixture.directions)
    func centerXOffsetMovesRightInBothDirections(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, top: 0, width: 100, height: 50)
        LayoutConstraint.activateOrFail([box.centerXAnchor.constraint(equalTo: window.centerXAnchor, constant: 20)])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 130, y: 0, width: 100, height: 50))
    }

    @Test(arguments: Fixture.directions)
    func aspectRatioFromMultiplier(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 10, width: 200)
        LayoutConstraint.activateOrFail([box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)])
        window.layoutIfNeeded()
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 10, width: 200, height: 100), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func equalWidthSiblingsFillARowWithSpacing(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let first = window.addConstrained(View(), named: "first")
        let second = window.addConstrained(View(), named: "second")
        first.pin(to: window, leading: 10, top: 20, height: 40)
        second.pin(to: window, top: 20, trailing: 10, height: 40)
        LayoutConstraint.activateOrFail([
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.widthAnchor.constraint(equalTo: first.widthAnchor),
        ])
        window.layoutIfNeeded()
        // 320 - 10 - 8 - 10 = 292 shared equally: 146 each; the second starts at 10 + 146 + 8.
        #expect(first.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 146, height: 40), within: 320, direction))
        #expect(second.frame == Fixture.mirrored(Rect(x: 164, y: 20, width: 146, height: 40), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func nestedFramesAreRelativeToTheSuperview(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let parent = window.addConstrained(View(), named: "parent")
        let child = parent.addConstrained(View(), named: "child")
        parent.pin(to: window, leading: 20, top: 40, width: 200, height: 100)
        child.pin(to: parent, leading: 10, top: 5, width: 50, height: 30)
        window.layoutIfNeeded()
        #expect(parent.frame == Fixture.mirrored(Rect(x: 20, y: 40, width: 200, height: 100), within: 320, direction))
        #expect(child.frame == Fixture.mirrored(Rect(x: 10, y: 5, width: 50, height: 30), within: 200, direction))
    }

    /// A grandchild pinned to its grandparent: the common ancestor measures the constraint, the
    /// frame is still reported in the grandchild's own superview.
    @Test(arguments: Fixture.directions)
    func constraintAcrossTwoLevelsGivesAFrameInTheSuperview(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let parent = window.addConstrained(View(), named: "parent")
        let child = parent.addConstrained(View(), named: "child")
        parent.pin(to: window, leading: 20, top: 40, width: 200, height: 100)
        child.pin(to: window, leading: 50, top: 60, width: 30, height: 10)
        window.layoutIfNeeded()
        // Window (50, 60) lies at (30, 20) in the parent left to right; right to left the
        // child's right edge is 50 from the window's, which is 30 from the parent's.
        #expect(child.frame == Fixture.mirrored(Rect(x: 30, y: 20, width: 30, height: 10), within: 200, direction))
    }

    /// Flipping the window's direction after layout re-expresses leading and trailing: the next
    /// layout pass mirrors the view.
    @Test func directionFlipMirrorsPinnedViews() {
        let window = Fixture.window(direction: .leftToRight)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 50))

        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.frame == Rect(x: 210, y: 20, width: 100, height: 50))
    }

    /// A subtree forced to one direction lays out that way whatever the window's direction. The
    /// container is placed by left and width, which do not depend on direction.
    @Test(arguments: Fixture.directions)
    func forcedDirectionGovernsItsSubtree(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let container = window.addConstrained(View(), named: "container")
        container.semanticContentAttribute = .forceRightToLeft
        LayoutConstraint.activateOrFail([
            container.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        let child = container.addConstrained(View(), named: "child")
        child.pin(to: container, leading: 10, top: 5, width: 50, height: 30)
        window.layoutIfNeeded()
        #expect(container.frame == Rect(x: 20, y: 0, width: 200, height: 100))
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.frame == Rect(x: 140, y: 5, width: 50, height: 30))
    }
}
