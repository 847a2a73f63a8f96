import LayoutEngine
import Testing

// Smaller findings of the engine review, each with the behaviour it pins.

@Suite struct ReviewFindingsTests {
    /// A view with a safe-area guide moves to a second window with the same 50-point top inset,
    /// at the same place: its guide must follow the new window's safe area. The guide was left
    /// at the view's full bounds, because the view's "moved in this round" mark from the first
    /// window matched the second window's round count, so it was never looked at again.
    @Test func aSafeAreaGuideFollowsItsViewIntoAnotherWindow() throws {
        let first = Fixture.window(safeArea: EdgeInsets(top: 50))
        let second = Fixture.window(safeArea: EdgeInsets(top: 50))
        let box = first.addConstrained(View(), named: "box")
        box.pin(to: first, leading: 0, top: 0, width: 100, height: 100)
        let guide = box.safeAreaLayoutGuide
        first.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 0, y: 50, width: 100, height: 50))

        second.addSubview(box)
        box.pin(to: second, leading: 0, top: 0, width: 100, height: 100)
        second.layoutIfNeeded()
        #expect(box.safeAreaInsets == EdgeInsets(top: 50))
        #expect(guide.layoutFrame == Rect(x: 0, y: 50, width: 100, height: 50))
        try second.checkInvariants()
    }

    /// The margins guide is the view's own (UIKit has no way to take it away): removing it
    /// like a custom guide is ignored, so it keeps its place and can still be constrained.
    /// Before, it lost its owner and any later constraint to it threw `noCommonAncestor`.
    @Test func theMarginsGuideCannotBeRemoved() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 10, width: 100, height: 100)
        let guide = box.layoutMarginsGuide
        box.removeLayoutGuide(guide)

        let child = box.addConstrained(View(), named: "child")
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(guide.owningView === box)
        #expect(child.frame == Rect(x: 8, y: 8, width: 10, height: 10))
        try window.checkInvariants()
    }

    /// Wrapping counts every space between two words: "ab   cd" (three spaces, 35 points at
    /// font size 10) does not fit 30 points, so it is two lines.
    @Test func wrappingCountsEverySpaceBetweenWords() {
        let metrics = TextMetrics(fontSize: 10)
        let lines = metrics.lines(of: "ab   cd", maxWidth: 30, maxLines: 0)
        #expect(lines == ["ab", "cd"])
        #expect(metrics.lines(of: "ab cd", maxWidth: 30, maxLines: 0) == ["ab cd"])
    }

    /// A wrapped label is never wider than its preferred width because of repeated spaces.
    @Test func aWrappedLabelStaysWithinItsPreferredWidth() {
        let label = Label(text: "ab   cd ef", fontSize: 10)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == Size(width: 25, height: 25))
    }
}
