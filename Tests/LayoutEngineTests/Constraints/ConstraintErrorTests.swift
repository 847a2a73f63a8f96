import LayoutEngine
import Testing

// What a constraint refuses, as UIKit raises: a priority that crosses required on an active
// constraint, a priority outside 1…1000, a constant that is not finite, and untyped pairings
// of attributes that cannot be related. A refused change leaves the constraint as it was.

@Suite struct ConstraintErrorTests {
    /// A box whose width is wanted at 100 (required) and at 200 @800: 100 wins.
    private func makeBox() -> (Window, box: View, narrow: LayoutConstraint, wide: LayoutConstraint) {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 0, top: 0, height: 50)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 800
        LayoutConstraint.activateOrFail([narrow, wide])
        window.layoutIfNeeded()
        return (window, box, narrow, wide)
    }

    // MARK: Priority

    @Test func requiredToOptionalOnAnActiveConstraintThrows() {
        let (window, box, narrow, _) = makeBox()
        let error = #expect(throws: LayoutError.self) { try narrow.setPriority(750) }
        #expect(error == .requiredPriorityChange(from: .required, to: 750, constraint: "box.width == 100"))
        #expect(error?.description.contains("box.width") == true)
        #expect(narrow.priority == .required)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func optionalToRequiredOnAnActiveConstraintThrows() {
        let (window, box, _, wide) = makeBox()
        #expect(
            throws: LayoutError.requiredPriorityChange(from: 800, to: .required, constraint: "box.width == 200 @800")
        ) {
            try wide.setPriority(.required)
        }
        #expect(wide.priority == 800)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Deactivated, the required width may become optional (750, below the 800 wish for 200),
    /// and once active again the wider wish wins.
    @Test func requiredToOptionalWhileInactiveIsAllowed() throws {
        let (window, box, narrow, _) = makeBox()
        narrow.isActive = false
        try narrow.setPriority(750)
        try narrow.activate()
        window.layoutIfNeeded()
        #expect(narrow.priority == 750)
        #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func optionalToRequiredWhileInactiveIsAllowed() throws {
        let (window, box, narrow, wide) = makeBox()
        LayoutConstraint.deactivate([narrow, wide])
        try wide.setPriority(.required)
        try wide.activate()
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test(arguments: [0.0, 1001.0, -5.0, .infinity])
    func priorityOutsideOneToThousandThrows(value: Double) {
        let (window, box, _, wide) = makeBox()
        #expect(throws: LayoutError.invalidPriority(LayoutPriority(value), constraint: "box.width == 200 @800")) {
            try wide.setPriority(LayoutPriority(value))
        }
        #expect(wide.priority == 800)
        let inactive = box.heightAnchor.constraint(equalToConstant: 10)
        #expect(throws: LayoutError.invalidPriority(LayoutPriority(value), constraint: "box.height == 10")) {
            try inactive.setPriority(LayoutPriority(value))
        }
        #expect(inactive.priority == .required)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func nanPriorityThrows() {
        let (window, box, _, wide) = makeBox()
        defer { withExtendedLifetime((window, box)) {} }  // the constraint does not keep its items
        let error = #expect(throws: LayoutError.self) { try wide.setPriority(LayoutPriority(.nan)) }
        guard case let .invalidPriority(priority, constraint) = error else {
            Issue.record("expected invalidPriority, got \(String(describing: error))")
            return
        }
        #expect(priority.value.isNaN)
        #expect(constraint == "box.width == 200 @800")
        // The message must be printable for the very values it refuses.
        #expect(error?.description.contains("box.width == 200 @800") == true)
    }

    // MARK: Constant

    @Test func nanConstantThrowsAndKeepsTheConstant() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        let pins = box.pin(to: window, leading: 10, top: 0, width: 100, height: 50)
        window.layoutIfNeeded()
        let error = #expect(throws: LayoutError.self) { try pins[0].setConstant(.nan) }
        guard case let .nonFiniteConstant(value, constraint) = error else {
            Issue.record("expected nonFiniteConstant, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(constraint == "box.leading == window.leading + 10")
        #expect(error?.description.contains("box.leading") == true)
        #expect(pins[0].constant == 10)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 0, width: 100, height: 50))
    }

    @Test(arguments: [Double.infinity, -Double.infinity])
    func infiniteConstantThrows(value: Double) {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        #expect(throws: LayoutError.nonFiniteConstant(value, constraint: "box.width == 100")) {
            try width.setConstant(value)
        }
        #expect(width.constant == 100)
    }

    // MARK: Untyped pairings

    /// Something that is neither a view nor a layout guide.
    final class Gadget {}

    private func makePair() -> (Window, avatar: View, title: View) {
        let window = Fixture.window()
        return (window, window.addConstrained(View(), named: "avatar"), window.addConstrained(View(), named: "title"))
    }

    /// The reason is for people; tests check the case and the constraint it names.
    private func expectInvalidPairing(
        _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ make: () throws(LayoutError) -> LayoutConstraint
    ) {
        let error = #expect(throws: LayoutError.self, sourceLocation: sourceLocation) { _ = try make() }
        guard case let .invalidPairing(constraint, reason) = error else {
            Issue.record("expected invalidPairing, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(constraint == expected, sourceLocation: sourceLocation)
        #expect(!reason.isEmpty, sourceLocation: sourceLocation)
        #expect(error?.description.contains(expected) == true, sourceLocation: sourceLocation)
    }

    @Test func leadingAgainstLeftIsAnInvalidPairing() {
        let (_, avatar, title) = makePair()
        expectInvalidPairing("title.leading == avatar.left") { () throws(LayoutError) in
            try LayoutConstraint(item: title, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .left)
        }
        expectInvalidPairing("title.right == avatar.trailing") { () throws(LayoutError) in
            try LayoutConstraint(
                item: title, attribute: .right, relatedBy: .equal, toItem: avatar, attribute: .trailing)
        }
    }

    @Test func widthAgainstTopIsAnInvalidPairing() {
        let (_, avatar, title) = makePair()
        expectInvalidPairing("title.width == avatar.top") { () throws(LayoutError) in
            try LayoutConstraint(item: title, attribute: .width, relatedBy: .equal, toItem: avatar, attribute: .top)
        }
        expectInvalidPairing("title.centerX <= avatar.centerY") { () throws(LayoutError) in
            try LayoutConstraint(
                item: title, attribute: .centerX, relatedBy: .lessThanOrEqual, toItem: avatar, attribute: .centerY)
        }
    }

    /// UIKit: "a location equal to a constant … location attributes must be specified in pairs".
    @Test func locationAgainstAConstantIsAnInvalidPairing() {
        let (_, _, title) = makePair()
        expectInvalidPairing("title.leading == 10") { () throws(LayoutError) in
            try LayoutConstraint(
                item: title, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 10)
        }
        expectInvalidPairing("title.top >= 0") { () throws(LayoutError) in
            try LayoutConstraint(
                item: title, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute)
        }
    }

    /// A zero multiplier turns a position into a constant, which UIKit refuses as above.
    @Test func zeroMultiplierOnAPositionIsAnInvalidPairing() {
        let (_, avatar, title) = makePair()
        expectInvalidPairing("title.leading == 0 * avatar.leading + 10") { () throws(LayoutError) in
            try LayoutConstraint(
                item: title, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .leading, multiplier: 0,
                constant: 10)
        }
    }

    @Test func objectThatIsNotAViewIsNotALayoutItem() {
        let (_, avatar, _) = makePair()
        #expect(throws: LayoutError.notALayoutItem("Gadget")) {
            try LayoutConstraint(
                item: Gadget(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 10)
        }
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: avatar, attribute: .width, relatedBy: .equal, toItem: Gadget(), attribute: .width)
        }
        #expect(error == .notALayoutItem("Gadget"))
        #expect(error?.description.contains("Gadget") == true)
    }

    /// The untyped initializer makes working constraints from valid pairings: a width at half
    /// another's, a size against a constant, positions on the same axis.
    @Test(arguments: Fixture.directions)
    func validUntypedConstraintsLayOut(direction: LayoutDirection) throws {
        let window = Fixture.window(direction: direction)
        let avatar = window.addConstrained(View(), named: "avatar")
        let title = window.addConstrained(View(), named: "title")
        avatar.pin(to: window, leading: 10, top: 10, width: 80, height: 40)
        try LayoutConstraint.activate([
            LayoutConstraint(
                item: title, attribute: .width, relatedBy: .equal, toItem: avatar, attribute: .width, multiplier: 0.5),
            LayoutConstraint(
                item: title, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 20),
            LayoutConstraint(
                item: title, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, constant: 8),
            LayoutConstraint(item: title, attribute: .centerY, relatedBy: .equal, toItem: avatar, attribute: .centerY),
        ])
        window.layoutIfNeeded()
        #expect(title.frame == Fixture.mirrored(Rect(x: 98, y: 20, width: 40, height: 20), within: 320, direction))
    }
}
