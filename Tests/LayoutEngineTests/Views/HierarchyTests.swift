import LayoutEngine
import Testing

/// The view tree: insertion order, moving a view within and between superviews, ancestry.
@Suite struct HierarchyTests {
    private func named(_ name: String) -> View {
        let view = View()
        view.identifier = name
        return view
    }

    @Test func insertSubviewPlacesAtTheIndexAndClampsOutOfRangeOnes() {
        let window = Fixture.window()
        let a = named("a")
        let b = named("b")
        let c = named("c")
        let d = named("d")
        window.addSubview(a)
        window.addSubview(b)
        window.insertSubview(c, at: 1)
        window.insertSubview(d, at: 99)
        #expect(window.subviews.map(\.displayName) == ["a", "c", "b", "d"])
        let e = named("e")
        window.insertSubview(e, at: -3)
        #expect(window.subviews.map(\.displayName) == ["e", "a", "c", "b", "d"])
    }

    /// Reordering a subview in place keeps it in the window with its constraints active.
    @Test func insertingAnExistingSubviewReordersItWithoutLeaving() throws {
        let window = Fixture.window()
        let a = window.addConstrained(View(), named: "a")
        window.addConstrained(View(), named: "b")
        let pins = a.pin(to: window, leading: 10, top: 10, width: 30, height: 30)
        window.layoutIfNeeded()
        window.insertSubview(a, at: 1)
        #expect(window.subviews.map(\.displayName) == ["b", "a"])
        #expect(pins.allSatisfy { $0.isActive })
        #expect(a.window === window && a.superview === window)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        try window.checkInvariants()
    }

    /// Adding a view that has a superview moves it: it leaves the old one first, taking the
    /// constraints that tied it to its old surroundings along (as UIKit's addSubview does).
    @Test func addingAViewElsewhereMovesItAndDropsItsOldTies() throws {
        let window = Fixture.window()
        let left = window.addConstrained(View(), named: "left")
        let right = window.addConstrained(View(), named: "right")
        left.pin(to: window, leading: 0, top: 0, width: 100, height: 100)
        right.pin(to: window, leading: 200, top: 0, width: 100, height: 100)
        let child = left.addConstrained(View(), named: "child")
        let ties = child.pin(to: left, leading: 10, top: 10)
        let size = child.pinSize(width: 20, height: 20)
        window.layoutIfNeeded()
        right.addSubview(child)
        #expect(left.subviews.isEmpty && right.subviews.first === child)
        #expect(ties.allSatisfy { !$0.isActive })
        #expect(size.allSatisfy { $0.isActive })
        child.pin(to: right, leading: 5, top: 5)
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 5, y: 5, width: 20, height: 20))
        try window.checkInvariants()
    }

    @Test func descendantsKnowTheirAncestors() {
        let window = Fixture.window()
        let parent = named("parent")
        let child = named("child")
        let stranger = named("stranger")
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.isDescendant(of: window) && child.isDescendant(of: parent) && child.isDescendant(of: child))
        #expect(!parent.isDescendant(of: child))
        #expect(!stranger.isDescendant(of: window))
        #expect(child.window === window && stranger.window == nil)
    }
}
