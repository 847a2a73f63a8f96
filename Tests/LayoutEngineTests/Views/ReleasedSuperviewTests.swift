import LayoutEngine
import Testing

// A superview (or a whole window) released while the app still holds one of its subviews: as
// UIKit's dealloc removes a view's subviews, the survivor leaves the released tree as
// removeFromSuperview() would have it leave. Constraints installed on the released views are
// deactivated; the survivor's own constraints stay active and hold again in the next window.

@Suite struct ReleasedSuperviewTests {
    /// A card (100 × 100 at (10, 10)) with a label pinned to its margins; the window goes away,
    /// the app keeps the card and puts it in a second window at (20, 20), 50 × 50.
    @Test func aSubviewOutlivingItsWindowLaysOutInTheNextOne() throws {
        let card = View()
        let label = Label(text: "hi", fontSize: 10)
        var placement: [LayoutConstraint] = []
        do {
            let first = Fixture.window()
            first.addConstrained(card, named: "card")
            card.addConstrained(label, named: "label")
            placement = card.pin(to: first, leading: 10, top: 10, width: 100, height: 100)
            label.pin(to: card.layoutMarginsGuide, leading: 0, top: 0)
            first.layoutIfNeeded()
            #expect(label.frame == Rect(x: 8, y: 8, width: 10, height: 12.5))
        }
        #expect(card.superview == nil)
        #expect(card.window == nil)
        // The position was installed on the released window: deactivated. The size was installed
        // on the card: still active, as removeFromSuperview() leaves it.
        #expect(placement.map(\.isActive) == [false, false, true, true])

        let second = Fixture.window()
        second.addSubview(card)
        card.pin(to: second, leading: 20, top: 20)
        placement[2].constant = 50
        placement[3].constant = 50
        second.layoutIfNeeded()
        try second.checkInvariants()
        #expect(second.conflicts.isEmpty)
        #expect(card.frame == Rect(x: 20, y: 20, width: 50, height: 50))
        // The label's constraints to the margins guide and its content size work again.
        #expect(label.frame == Rect(x: 8, y: 8, width: 10, height: 12.5))
    }

    /// A view controller kept by the app after its window went away can be the root of another
    /// window: its view (autoresizing, UIKit's default for a root view) fills the new one.
    /// Before, the view's frame constraints were still marked as in the released window's engine
    /// and the new window's engine stopped the program trying to remove them.
    @Test func aViewControllerOutlivingItsWindowBecomesAnotherWindowsRoot() throws {
        let controller = ViewController()
        do {
            let first = Fixture.window()
            first.rootViewController = controller
            first.layoutIfNeeded()
            #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        }
        let second = Fixture.window(width: 200, height: 100)
        second.rootViewController = controller
        second.layoutIfNeeded()
        try second.checkInvariants()
        #expect(controller.view.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    /// Two views kept by the app, tied by an equal-width constraint installed on their released
    /// superview: the constraint is no longer active (UIKit removed it with the subviews), so it
    /// can be activated again once the views share a new superview.
    @Test func aConstraintInstalledOnAReleasedSuperviewIsDeactivated() throws {
        let a = View()
        let b = View()
        let equalWidths = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        do {
            let parent = View()
            parent.addSubview(a)
            parent.addSubview(b)
            try equalWidths.activate()
            #expect(parent.constraints.count == 1)
        }
        #expect(!equalWidths.isActive)

        let window = Fixture.window()
        window.addConstrained(a, named: "a")
        window.addConstrained(b, named: "b")
        a.pin(to: window, leading: 0, top: 0, width: 70, height: 10)
        b.pin(to: window, leading: 0, top: 20, height: 10)
        try equalWidths.activate()
        window.layoutIfNeeded()
        try window.checkInvariants()
        #expect(window.constraints.contains { $0 === equalWidths })
        #expect(b.frame == Rect(x: 0, y: 20, width: 70, height: 10))
    }

    /// A survivor deeper in the tree (its superview goes with the window) leaves too.
    @Test func aGrandchildOutlivingItsWindowLaysOutInTheNextOne() throws {
        let leaf = View(frame: Rect(x: 5, y: 6, width: 7, height: 8))
        do {
            let first = Fixture.window()
            let middle = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            first.addSubview(middle)
            middle.addSubview(leaf)
            first.layoutIfNeeded()
        }
        #expect(leaf.superview == nil)
        let second = Fixture.window()
        second.addSubview(leaf)
        second.layoutIfNeeded()
        try second.checkInvariants()
        #expect(second.conflicts.isEmpty)
        #expect(leaf.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    }
}
