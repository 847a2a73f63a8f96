import LayoutEngine
import Testing

// Hidden views are not drawn but still take part in layout (UIKit; only stack views collapse
// their hidden arranged subviews).

@Suite struct HiddenViewTests {
    @Test(arguments: Fixture.directions)
    func hiddenViewKeepsItsPlaceInARow(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let hidden = window.addConstrained(View(), named: "hidden")
        hidden.isHidden = true
        let shown = window.addConstrained(View(), named: "shown")
        hidden.pin(to: window, leading: 10, top: 20, width: 100, height: 40)
        shown.pin(to: window, top: 20, width: 50, height: 40)
        LayoutConstraint.activateOrFail([shown.leadingAnchor.constraint(equalTo: hidden.trailingAnchor, constant: 8)])
        window.layoutIfNeeded()
        #expect(hidden.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 100, height: 40), within: 320, direction))
        #expect(shown.frame == Fixture.mirrored(Rect(x: 118, y: 20, width: 50, height: 40), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func hidingAfterLayoutMovesNothing(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let label = window.addConstrained(Label(text: "Hello", fontSize: 20), named: "label")
        let after = window.addConstrained(View(), named: "after")
        label.pin(to: window, leading: 10, top: 20)
        after.pin(to: window, top: 20, width: 50, height: 40)
        LayoutConstraint.activateOrFail([after.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8)])
        window.layoutIfNeeded()

        label.isHidden = true
        window.setNeedsLayout()
        window.layoutIfNeeded()
        // A hidden label keeps its intrinsic size: 50 wide, so the next view starts at 68.
        #expect(label.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 50, height: 25), within: 320, direction))
        #expect(after.frame == Fixture.mirrored(Rect(x: 68, y: 20, width: 50, height: 40), within: 320, direction))
    }
}
