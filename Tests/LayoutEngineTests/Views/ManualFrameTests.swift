import LayoutEngine
import Testing

// Frames set by hand. Without autoresizing translation a view belongs to its constraints: its
// superview's next layout pass puts the model's frame back. With it (UIKit's default for views
// made in code) the frame becomes four required constraints, which other views can follow.

@Suite struct ManualFrameTests {
    @Test(arguments: Fixture.directions)
    func manualFrameIsOverwrittenByTheSuperviewsNextLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        let laidOut = Fixture.mirrored(Rect(x: 10, y: 20, width: 100, height: 50), within: 320, direction)
        #expect(box.frame == laidOut)

        box.frame = Rect(x: 200, y: 300, width: 10, height: 10)
        #expect(box.frame == Rect(x: 200, y: 300, width: 10, height: 10))
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(box.frame == laidOut)
    }

    /// Setting `center` is setting the frame: it lasts no longer.
    @Test func manualCenterIsOverwrittenToo() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        box.center = Point(x: 160, y: 240)
        #expect(box.frame == Rect(x: 110, y: 215, width: 100, height: 50))
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// An autoresizing view's frame is absolute (left, not leading): the same in both
    /// directions, before and after a layout pass, and after being set again.
    @Test(arguments: Fixture.directions)
    func autoresizingFrameIsKeptAcrossLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let fixed = View(frame: Rect(x: 100, y: 40, width: 100, height: 50))
        fixed.identifier = "fixed"
        window.addSubview(fixed)
        window.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 100, y: 40, width: 100, height: 50))

        fixed.frame = Rect(x: 60, y: 70, width: 80, height: 20)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 60, y: 70, width: 80, height: 20))
    }

    /// A sibling constrained to an autoresizing view follows its frame, now and when the frame
    /// is set again. Right to left the sibling's leading edge (its right) is 10 left of the
    /// fixed view's trailing edge (its left).
    @Test(arguments: Fixture.directions)
    func siblingFollowsAnAutoresizingView(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let fixed = View(frame: Rect(x: 100, y: 40, width: 100, height: 50))
        fixed.identifier = "fixed"
        window.addSubview(fixed)
        let follower = window.addConstrained(View(), named: "follower")
        LayoutConstraint.activateOrFail([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 50),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        window.layoutIfNeeded()
        let rightToLeft = direction == .rightToLeft
        #expect(follower.frame == Rect(x: rightToLeft ? 40 : 210, y: 40, width: 50, height: 50))

        fixed.frame = Rect(x: 60, y: 70, width: 80, height: 20)
        window.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 60, y: 70, width: 80, height: 20))
        #expect(follower.frame == Rect(x: rightToLeft ? 0 : 150, y: 70, width: 50, height: 20))
    }

    /// Turning translation on makes the frame the view has then its constraints; a frame set
    /// afterwards is kept too.
    @Test func turningTranslationOnFreezesTheFrame() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        let pins = box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        LayoutConstraint.deactivate(pins)
        box.translatesAutoresizingMaskIntoConstraints = true
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 50))

        box.frame = Rect(x: 30, y: 40, width: 60, height: 70)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 30, y: 40, width: 60, height: 70))
    }
}
