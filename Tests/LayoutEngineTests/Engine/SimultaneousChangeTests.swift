import LayoutFuzz
import Testing

@testable import LayoutEngine

// Changes that UIKit makes as one: a frame's four autoresizing constants, a guide's insets, a
// label's content size with the baselines that follow it, every directional constraint of a
// flipped layout. A required constraint that cannot hold halfway through (the new width with
// the old height) must not be reported as a conflict nor stay broken when the finished change
// is consistent; a conflict that remains once the change is complete is still reported.

@Suite struct SimultaneousChangeTests {
    /// Row: a (100 wide) at leading 10, b right after a and 160 before the trailing edge, so b
    /// is 50 wide. Mirrored it is the same layout; re-expressing the three directional
    /// constraints one at a time passes through a state where a's and b's edges disagree.
    @Test(arguments: Fixture.directions)
    func flippingAConsistentLayoutReportsNoConflict(start: LayoutDirection) throws {
        let window = Fixture.window(direction: start)
        let a = window.addConstrained(View(), named: "a")
        let b = window.addConstrained(View(), named: "b")
        LayoutConstraint.activateOrFail([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -160),
        ])
        a.pin(to: window, top: 0, width: 100, height: 10)
        b.pin(to: window, top: 20, height: 10)
        window.layoutIfNeeded()

        let flipped: LayoutDirection = start == .leftToRight ? .rightToLeft : .leftToRight
        window.layoutDirection = flipped
        window.layoutIfNeeded()
        #expect(window.conflicts.isEmpty, "\(window.conflicts)")
        #expect(a.frame == Fixture.mirrored(Rect(x: 10, y: 0, width: 100, height: 10), within: 320, flipped))
        #expect(b.frame == Fixture.mirrored(Rect(x: 110, y: 20, width: 50, height: 10), within: 320, flipped))
        #expect(window.engine.broken.isEmpty)
        try window.checkInvariants()
    }

    /// A flip that makes the layout truly inconsistent is still reported, once: a box held by
    /// left 10 and by leading 10 at a fixed width fits left to right only.
    @Test func flippingIntoATrueConflictReportsIt() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        LayoutConstraint.activateOrFail([box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10), leading])
        box.pin(to: window, top: 0, width: 100, height: 10)
        window.layoutIfNeeded()
        #expect(window.conflicts.isEmpty)

        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        try #require(window.conflicts.count == 1)
        #expect(window.conflicts[0].broken === leading)
        #expect(box.frame == Rect(x: 10, y: 0, width: 100, height: 10))
        try window.checkInvariants()
    }

    /// An autoresizing square kept square by a constraint: 100 × 100 to 200 × 200 is one frame,
    /// consistent with `width == height`; 200 × 100 on the way is not.
    @Test func aNewFrameThatKeepsAViewsOwnConstraintReportsNoConflict() throws {
        let window = Fixture.window()
        let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        square.identifier = "square"
        window.addSubview(square)
        LayoutConstraint.activateOrFail([square.widthAnchor.constraint(equalTo: square.heightAnchor)])
        window.layoutIfNeeded()

        square.frame = Rect(x: 10, y: 10, width: 200, height: 200)
        window.layoutIfNeeded()
        #expect(window.conflicts.isEmpty, "\(window.conflicts)")
        #expect(window.engine.broken.isEmpty)
        #expect(square.frame == Rect(x: 10, y: 10, width: 200, height: 200))
        try window.checkInvariants()
    }

    /// A frame that truly conflicts is reported once, and the app's constraint gives way: a frame
    /// is a fact the engine keeps (its frame and its model stay the same). Once a later frame
    /// agrees again, the app's constraint holds again.
    @Test func aConflictingFrameIsReportedAndTheAppsConstraintGivesWayUntilAFrameAgrees() throws {
        let window = Fixture.window()
        let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        square.identifier = "square"
        window.addSubview(square)
        LayoutConstraint.activateOrFail([square.widthAnchor.constraint(equalTo: square.heightAnchor)])
        window.layoutIfNeeded()

        square.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        try #require(window.conflicts.count == 1)
        #expect(window.conflicts[0].broken.description == "square.width == square.height")
        window.layoutIfNeeded()
        #expect(square.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(FrameAgreement.check(window).isEmpty)

        square.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        window.layoutIfNeeded()
        #expect(window.conflicts.count == 1)
        #expect(window.engine.broken.isEmpty)
        #expect(square.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        try window.checkInvariants()
    }

    /// Found by `plumb fuzz` and the corpus: a constraint broken because the window was too wide
    /// holds again once the window shrinks (the engine's own constants changing is a change that
    /// can make room, like any other), and equally after a safe-area change.
    @Test func aBrokenConstraintHoldsAgainWhenTheWindowOrItsSafeAreaMakesRoom() throws {
        for change in ["size", "safe area"] {
            let window = Fixture.window()
            let panel = window.addConstrained(View(), named: "panel")
            panel.pin(to: window.layoutMarginsGuide, leading: 0, top: 0, trailing: 0, height: 40)
            LayoutConstraint.activateOrFail([panel.widthAnchor.constraint(equalToConstant: 200)])
            window.layoutIfNeeded()
            try #require(window.brokenConstraints.count == 1)
            if change == "size" {
                window.frame = Rect(x: 0, y: 0, width: 216, height: 480)
            } else {
                window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 104, bottom: 0, right: 0)
            }
            window.layoutIfNeeded()
            #expect(window.brokenConstraints.isEmpty, "after a \(change) change")
            #expect(panel.frame.width == 200, "after a \(change) change")
            #expect(FrameAgreement.check(window).isEmpty)
        }
    }

    /// Margins 50 | 50 to 20 | 80 around a guide held 100 wide in a 200-wide box: the new left
    /// inset with the old right one would make the guide 130 wide.
    @Test(arguments: Fixture.directions)
    func newMarginsThatKeepTheGuidesWidthReportNoConflict(direction: LayoutDirection) throws {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 0, top: 0, width: 200, height: 100)
        box.layoutMargins = EdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
        LayoutConstraint.activateOrFail([box.layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()

        box.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 80)
        window.layoutIfNeeded()
        #expect(window.conflicts.isEmpty, "\(window.conflicts)")
        #expect(box.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 0, width: 100, height: 100))
        try window.checkInvariants()
    }

    /// A label that must be exactly its intrinsic width (hugging and compression resistance
    /// both required) gets shorter text: 50 to 15 wide. Hugging at 15 with compression still at
    /// 50 cannot hold, but the new size as a whole can.
    @Test func newTextUnderRequiredHuggingAndCompressionReportsNoConflict() throws {
        let window = Fixture.window()
        let label = window.addConstrained(Label(text: "abcdefghij", fontSize: 10), named: "label")
        label.pin(to: window, leading: 0, top: 0)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        #expect(label.frame.width == 50)

        label.text = "abc"
        window.layoutIfNeeded()
        #expect(window.conflicts.isEmpty, "\(window.conflicts)")
        #expect(window.engine.broken.isEmpty)
        #expect(label.frame == Rect(x: 0, y: 0, width: 15, height: 12.5))
        try window.checkInvariants()
    }
}
