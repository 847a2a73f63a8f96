import LayoutEngine
import Testing

// The safe area of a portrait phone with a notch: a 320 × 480 window whose device keeps 44
// points clear at the top and 34 at the bottom, so its safe area runs from y 44 to y 446.

@Suite struct SafeAreaTests {
    private static let notch = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    @Test(arguments: Fixture.directions)
    func windowSafeAreaGuideIsInsetByTheDevice(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let guide = window.safeAreaLayoutGuide
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == Self.notch)
        #expect(guide.layoutFrame == Rect(x: 0, y: 44, width: 320, height: 402))
    }

    @Test(arguments: Fixture.directions)
    func subviewPinnedToTheWindowSafeArea(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let content = window.addConstrained(View(), named: "content")
        content.pin(to: window.safeAreaLayoutGuide, leading: 16, top: 0, bottom: 0, width: 100)
        window.layoutIfNeeded()
        // From the safe area's top (44) to its bottom (480 - 34 = 446).
        #expect(content.frame == Fixture.mirrored(Rect(x: 16, y: 44, width: 100, height: 402), within: 320, direction))
        #expect(content.safeAreaInsets == .zero)
    }

    /// Landscape with unequal side insets: leading is measured from the left inset left to right
    /// and from the right inset right to left.
    @Test(arguments: Fixture.directions)
    func leadingPinnedToASafeAreaWithUnequalSideInsets(direction: LayoutDirection) {
        let window = Fixture.window(
            width: 812, height: 375, direction: direction, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
        )
        let content = window.addConstrained(View(), named: "content")
        content.pin(to: window.safeAreaLayoutGuide, leading: 10, bottom: 0, width: 100, height: 50)
        window.layoutIfNeeded()
        // Left to right: 44 + 10. Right to left: the right edge at 812 - 30 - 10 = 772.
        let x: Double = direction == .leftToRight ? 54 : 672
        #expect(content.frame == Rect(x: x, y: 304, width: 100, height: 50))
    }

    /// A view that reaches 24 points into the top inset gets a top safe-area inset of 24, and a
    /// subview pinned to its safe-area guide starts below the notch.
    @Test(arguments: Fixture.directions)
    func childOverlappingTheTopInsetPushesItsSafeAreaDown(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let banner = window.addConstrained(View(), named: "banner")
        banner.pin(to: window, leading: 0, top: 20, trailing: 0, height: 100)
        let title = banner.addConstrained(View(), named: "title")
        title.pin(to: banner.safeAreaLayoutGuide, leading: 10, top: 0, width: 50, height: 20)
        window.layoutIfNeeded()
        #expect(banner.frame == Rect(x: 0, y: 20, width: 320, height: 100))
        #expect(banner.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(banner.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 24, width: 320, height: 76))
        #expect(title.frame == Fixture.mirrored(Rect(x: 10, y: 24, width: 50, height: 20), within: 320, direction))
    }

    /// A view that sticks out above the window is inset by the notch's band only (44), not by
    /// the distance from its own top to the safe area (54): the part outside the window is not
    /// covered by the notch. A nested view gets the part of its parent's band that reaches it.
    @Test func insetsStopAtTheWidthOfTheSuperviewsBand() {
        let window = Fixture.window(safeArea: Self.notch)
        let banner = window.addConstrained(View(), named: "banner")
        banner.pin(to: window, leading: 0, top: -10, trailing: 0, height: 100)
        let inner = banner.addConstrained(View(), named: "inner")
        inner.pin(to: banner, leading: 0, top: 30, width: 50, height: 40)
        let deep = banner.addConstrained(View(), named: "deep")
        deep.pin(to: banner, leading: 0, top: 60, width: 50, height: 10)
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // The banner's band reaches from its top to y 44 in it; inner starts at 30: 14 of it.
        #expect(inner.safeAreaInsets == EdgeInsets(top: 14, left: 0, bottom: 0, right: 0))
        #expect(deep.safeAreaInsets == .zero)
    }

    /// The same at the bottom: a view reaching into the home-indicator inset.
    @Test(arguments: Fixture.directions)
    func childOverlappingTheBottomInsetPushesItsSafeAreaUp(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let toolbar = window.addConstrained(View(), named: "toolbar")
        toolbar.pin(to: window, leading: 0, trailing: 0, bottom: 0, height: 80)
        let button = toolbar.addConstrained(View(), named: "button")
        button.pin(to: toolbar.safeAreaLayoutGuide, leading: 10, bottom: 0, width: 50, height: 30)
        window.layoutIfNeeded()
        // The toolbar spans 400…480; 446…480 is unsafe: bottom inset 34, the button ends at 46.
        #expect(toolbar.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(button.frame == Fixture.mirrored(Rect(x: 10, y: 16, width: 50, height: 30), within: 320, direction))
    }

    /// Safe-area insets follow where layout puts the view: moving the banner clear of the notch
    /// drops its inset to zero and the title back to its top.
    @Test(arguments: Fixture.directions)
    func movingClearOfTheNotchRemovesTheInset(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let banner = window.addConstrained(View(), named: "banner")
        let pins = banner.pin(to: window, leading: 0, top: 20, trailing: 0, height: 100)
        let title = banner.addConstrained(View(), named: "title")
        title.pin(to: banner.safeAreaLayoutGuide, leading: 10, top: 0, width: 50, height: 20)
        window.layoutIfNeeded()
        #expect(title.frame.minY == 24)

        pins[1].constant = 60
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets == .zero)
        #expect(title.frame == Fixture.mirrored(Rect(x: 10, y: 0, width: 50, height: 20), within: 320, direction))
    }

    /// With `insetsLayoutMarginsFromSafeArea` (the default) the margins are measured from the
    /// safe area's edge; turned off, from the view's bounds.
    @Test(arguments: Fixture.directions)
    func marginsGuideIsInsetByTheSafeArea(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let container = window.addConstrained(View(), named: "container")
        container.pin(to: window, leading: 0, top: 0, trailing: 0, bottom: 0)
        let child = container.addConstrained(View(), named: "child")
        child.pin(to: container.layoutMarginsGuide, leading: 0, top: 0, trailing: 0, bottom: 0)
        window.layoutIfNeeded()
        // 44 + 8 at the top, 34 + 8 at the bottom: 480 - 52 - 42 = 386 tall.
        #expect(child.frame == Rect(x: 8, y: 52, width: 304, height: 386))

        container.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 8, y: 8, width: 304, height: 464))
    }

    /// A full-screen child in landscape inherits the side insets; a grandchild pinned to the
    /// child's safe-area leading edge clears the left inset left to right and the right inset
    /// right to left.
    @Test(arguments: Fixture.directions)
    func childSafeAreaGuideFollowsDirectionInLandscape(direction: LayoutDirection) {
        let window = Fixture.window(
            width: 812, height: 375, direction: direction, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
        )
        let page = window.addConstrained(View(), named: "page")
        page.pin(to: window, leading: 0, top: 0, trailing: 0, bottom: 0)
        let item = page.addConstrained(View(), named: "item")
        item.pin(to: page.safeAreaLayoutGuide, leading: 10, top: 0, width: 100, height: 20)
        window.layoutIfNeeded()
        #expect(page.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 30))
        let x: Double = direction == .leftToRight ? 54 : 672
        #expect(item.frame == Rect(x: x, y: 0, width: 100, height: 20))
    }

    /// New device insets (a rotation, a status bar that goes away) move the window's safe-area
    /// guide and the views pinned to it at the next layout pass.
    @Test(arguments: Fixture.directions)
    func changedDeviceInsetsMoveViewsPinnedToTheSafeArea(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction, safeArea: Self.notch)
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window.safeAreaLayoutGuide, leading: 0, top: 0, width: 10, height: 10)
        window.layoutIfNeeded()
        #expect(box.frame == Fixture.mirrored(Rect(x: 0, y: 44, width: 10, height: 10), within: 320, direction))

        window.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 0, right: 30)
        #expect(box.frame == Fixture.mirrored(Rect(x: 0, y: 44, width: 10, height: 10), within: 320, direction))
        window.layoutIfNeeded()
        // Leading clears the left inset (44) left to right and the right inset (30) right to left.
        let x: Double = direction == .leftToRight ? 44 : 280
        #expect(box.frame == Rect(x: x, y: 20, width: 10, height: 10))
    }
}
