import LayoutEngine
import Testing

// Layout margins: a 300 × 200 container at the window's origin with a child pinned to every
// edge of its layoutMarginsGuide. The window has no safe-area insets, so the guide is the
// container inset by its margins alone.

@Suite struct MarginTests {
    /// The container and the child filling its margins guide.
    private func makeContainer(direction: LayoutDirection) -> (Window, container: View, child: View) {
        let window = Fixture.window(direction: direction)
        let container = window.addConstrained(View(), named: "container")
        container.pin(to: window, leading: 0, top: 0, width: 300, height: 200)
        let child = container.addConstrained(View(), named: "child")
        child.pin(to: container.layoutMarginsGuide, leading: 0, top: 0, trailing: 0, bottom: 0)
        return (window, container, child)
    }

    @Test(arguments: Fixture.directions)
    func defaultMarginsAreEightOnEverySide(direction: LayoutDirection) {
        let (window, container, child) = makeContainer(direction: direction)
        window.layoutIfNeeded()
        #expect(container.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(child.frame == Rect(x: 8, y: 8, width: 284, height: 184))
        #expect(container.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 284, height: 184))
    }

    /// Directional margins are by reading direction: leading 20 is the left side left to right
    /// and the right side right to left.
    @Test(arguments: Fixture.directions)
    func directionalMarginsSwapSidesRightToLeft(direction: LayoutDirection) {
        let (window, container, child) = makeContainer(direction: direction)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 6, trailing: 4)
        window.layoutIfNeeded()
        let expected = Fixture.mirrored(Rect(x: 20, y: 10, width: 276, height: 184), within: 300, direction)
        #expect(child.frame == expected)
        #expect(container.layoutMarginsGuide.layoutFrame == expected)
        let absolute =
            direction == .leftToRight
            ? EdgeInsets(top: 10, left: 20, bottom: 6, right: 4) : EdgeInsets(top: 10, left: 4, bottom: 6, right: 20)
        #expect(container.layoutMargins == absolute)
    }

    /// `layoutMargins` is by absolute side: left stays left in both directions, and the
    /// directional view of it reads leading from the right right to left.
    @Test(arguments: Fixture.directions)
    func absoluteMarginsDoNotSwapRightToLeft(direction: LayoutDirection) {
        let (window, container, child) = makeContainer(direction: direction)
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 6, right: 4)
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 20, y: 10, width: 276, height: 184))
        let directional =
            direction == .leftToRight
            ? DirectionalEdgeInsets(top: 10, leading: 20, bottom: 6, trailing: 4)
            : DirectionalEdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 20)
        #expect(container.directionalLayoutMargins == directional)
    }

    /// New margins change the model at once but frames only in the next layout pass.
    @Test(arguments: Fixture.directions)
    func changedMarginsMoveTheChildAfterLayout(direction: LayoutDirection) {
        let (window, container, child) = makeContainer(direction: direction)
        window.layoutIfNeeded()
        let before = Rect(x: 8, y: 8, width: 284, height: 184)
        #expect(child.frame == before)

        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 16)
        #expect(child.frame == before)
        window.layoutIfNeeded()
        #expect(child.frame == Fixture.mirrored(Rect(x: 24, y: 16, width: 260, height: 168), within: 300, direction))
    }

    /// Flipping the window's direction at runtime swaps directional margins (they were set by
    /// leading and trailing) and mirrors the child.
    @Test func directionalMarginsFollowADirectionChange() {
        let (window, container, child) = makeContainer(direction: .leftToRight)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 6, trailing: 4)
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 20, y: 10, width: 276, height: 184))

        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        // The container is pinned by leading too: it moves to the window's right edge (x 20),
        // and the child sits 4 from its left and 20 from its right.
        #expect(container.frame == Rect(x: 20, y: 0, width: 300, height: 200))
        #expect(child.frame == Rect(x: 4, y: 10, width: 276, height: 184))
    }

    /// A view's margins guide insets only that view: a grandchild pinned to the child's margins
    /// lies the child's margins inside it.
    @Test(arguments: Fixture.directions)
    func nestedMarginsGuidesAreEachViewsOwn(direction: LayoutDirection) {
        let (window, _, child) = makeContainer(direction: direction)
        child.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 12, bottom: 2, trailing: 0)
        let grandchild = child.addConstrained(View(), named: "grandchild")
        grandchild.pin(to: child.layoutMarginsGuide, leading: 0, top: 0, width: 40, height: 10)
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 8, y: 8, width: 284, height: 184))
        #expect(grandchild.frame == Fixture.mirrored(Rect(x: 12, y: 2, width: 40, height: 10), within: 284, direction))
    }
}
