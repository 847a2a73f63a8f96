import LayoutEngine
import Testing

// Required constraints that cannot hold together: like UIKit, the engine logs "Unable to
// simultaneously satisfy constraints", breaks one of them and goes on. The broken constraint
// stays active and holds again once the conflict goes away.

@Suite struct UnsatisfiableTests {
    /// A box pinned at (10, 20), 50 tall, then required widths of 100 and, later, 200.
    private struct Scene {
        let window: Window
        let box: View
        let first: LayoutConstraint
        let second: LayoutConstraint
        let log = LogRecorder()

        init(direction: LayoutDirection) {
            window = Fixture.window(direction: direction)
            log.record(window)
            box = window.addConstrained(View(), named: "box")
            box.pin(to: window, leading: 10, top: 20, height: 50)
            first = box.widthAnchor.constraint(equalToConstant: 100)
            second = box.widthAnchor.constraint(equalToConstant: 200)
            LayoutConstraint.activateOrFail([first])
            LayoutConstraint.activateOrFail([second])
            window.layoutIfNeeded()
        }
    }

    @Test(arguments: Fixture.directions)
    func conflictBreaksTheLaterConstraintAndKeepsTheFirst(direction: LayoutDirection) throws {
        let scene = Scene(direction: direction)
        try #require(scene.window.conflicts.count == 1)
        let conflict = scene.window.conflicts[0]
        #expect(conflict.constraints.count == 2)
        #expect(conflict.constraints.contains { $0 === scene.first })
        #expect(conflict.constraints.contains { $0 === scene.second })
        #expect(conflict.broken === scene.second)
        // Broken is not inactive: UIKit keeps the constraint active, only out of the layout.
        #expect(scene.second.isActive)
        #expect(scene.box.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 100, height: 50), within: 320, direction))
    }

    /// An identifier is how UIKit's log points at a constraint; the message quotes it.
    @Test func logNamesConstraintsByTheirIdentifiers() throws {
        let window = Fixture.window()
        let log = LogRecorder()
        log.record(window)
        let box = window.addConstrained(View(), named: "box")
        let fixed = box.widthAnchor.constraint(equalToConstant: 100)
        fixed.identifier = "fixed-width"
        let wider = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        wider.identifier = "min-width"
        LayoutConstraint.activateOrFail([fixed, wider])
        try #require(log.messages.count == 1)
        #expect(log.messages[0].contains("'fixed-width' box.width == 100"))
        #expect(log.messages[0].hasSuffix("'min-width' box.width >= 120"))
    }

    @Test func logListsTheSetAndTheBrokenConstraint() throws {
        let scene = Scene(direction: .leftToRight)
        try #require(scene.log.messages.count == 1)
        let message = scene.log.messages[0]
        #expect(message.contains("Unable to simultaneously satisfy constraints"))
        #expect(message.contains("\"box.width == 100\""))
        #expect(message.contains("\"box.width == 200\""))
        #expect(message.contains("Will attempt to recover by breaking constraint\nbox.width == 200"))
        #expect(message == scene.window.conflicts[0].description)
    }

    /// With the first width gone the broken one is tried again and holds, without a new conflict.
    @Test(arguments: Fixture.directions)
    func deactivatingTheFirstLetsTheBrokenOneHold(direction: LayoutDirection) {
        let scene = Scene(direction: direction)
        scene.first.isActive = false
        scene.window.layoutIfNeeded()
        #expect(scene.box.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 200, height: 50), within: 320, direction))
        #expect(scene.window.conflicts.count == 1)
        #expect(scene.log.messages.count == 1)
    }

    /// Deactivating the broken constraint ends the conflict quietly: the first width stays.
    @Test func deactivatingTheBrokenConstraintLeavesTheLayoutAlone() {
        let scene = Scene(direction: .leftToRight)
        scene.second.isActive = false
        scene.window.layoutIfNeeded()
        #expect(!scene.second.isActive)
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        scene.second.isActive = true
        scene.window.layoutIfNeeded()
        // Activated again it conflicts again, and is broken again.
        #expect(scene.window.conflicts.count == 2)
        #expect(scene.window.conflicts.last?.broken === scene.second)
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// Changing the broken constraint's constant to agree with the first lets it hold.
    @Test func brokenConstraintHoldsOnceItsConstantAgrees() {
        let scene = Scene(direction: .leftToRight)
        scene.second.constant = 100
        scene.window.layoutIfNeeded()
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        scene.first.isActive = false
        scene.second.constant = 150
        scene.window.layoutIfNeeded()
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 150, height: 50))
        #expect(scene.window.conflicts.count == 1)
    }

    /// Changing the first constraint's constant to agree with the broken one lets the broken one
    /// hold too: a constant change anywhere retries broken constraints.
    @Test func brokenConstraintHoldsOnceTheOtherConstantAgrees() throws {
        let scene = Scene(direction: .leftToRight)
        scene.first.constant = 200
        scene.window.layoutIfNeeded()
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 200, height: 50))
        try scene.window.checkInvariants()
        // Both hold now; moving the first away again breaks the first this time (its constant
        // is the change that cannot hold), with one more conflict logged.
        scene.first.constant = 120
        scene.window.layoutIfNeeded()
        #expect(scene.window.conflicts.count == 2)
        #expect(scene.window.conflicts.last?.broken === scene.first)
        #expect(scene.box.frame == Rect(x: 10, y: 20, width: 200, height: 50))
    }

    /// The classic mistake: constraining a view whose autoresizing translation is still on. Its
    /// frame's constraints came first, so the app's width is the one broken, and the log names
    /// the autoresizing constraint.
    @Test func forgottenAutoresizingTranslationConflicts() throws {
        let window = Fixture.window()
        let log = LogRecorder()
        log.record(window)
        let box = View(frame: Rect(x: 10, y: 20, width: 60, height: 50))
        box.identifier = "box"
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activateOrFail([width])
        window.layoutIfNeeded()

        try #require(window.conflicts.count == 1)
        #expect(window.conflicts[0].broken === width)
        #expect(window.conflicts[0].constraints.count == 2)
        #expect(log.messages.first?.contains("box.width == 60 (autoresizing mask)") == true)
        #expect(box.frame == Rect(x: 10, y: 20, width: 60, height: 50))

        box.translatesAutoresizingMaskIntoConstraints = false
        box.pin(to: window, leading: 10, top: 20, height: 50)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// A conflict through a chain: leading 10 + width 100 + trailing 10 cannot fill the window.
    /// The window's own width (its frame, as UIKit's encapsulated-layout width) is the fourth
    /// member of the set.
    @Test(arguments: Fixture.directions)
    func conflictAcrossAChainNamesEveryMember(direction: LayoutDirection) throws {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        let pins = box.pin(to: window, leading: 10, top: 0, trailing: 10, height: 50)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activateOrFail([width])
        window.layoutIfNeeded()

        try #require(window.conflicts.count == 1)
        let conflict = window.conflicts[0]
        #expect(conflict.broken === width)
        let members = [pins[0], pins[2], width]
        #expect(members.allSatisfy { member in conflict.constraints.contains { $0 === member } })
        let others = conflict.constraints.filter { member in !members.contains { $0 === member } }
        #expect(others.map(\.description) == ["window.width == 320 (autoresizing mask)"])
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 0, width: 300, height: 50), within: 320, direction))
    }

    /// A constant changed into a conflict takes its constraint out of the layout, which can make
    /// room for one broken before: that one holds again. A box 50 tall, its width required equal
    /// to its height and to 0 (broken: 50 wins); the height then required to be -10 against
    /// `height >= 0` breaks, and the width of 0 comes back with the height at 0 (the spec
    /// oracle's finding, Corpus/regressions/819cbc5984ad82fe.json).
    @Test func aConstantChangedIntoAConflictMakesRoomForOneBrokenBefore() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20)
        let height = box.heightAnchor.constraint(equalToConstant: 50)
        let zeroWidth = box.widthAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activateOrFail([
            height, box.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            box.widthAnchor.constraint(equalTo: box.heightAnchor),
        ])
        LayoutConstraint.activateOrFail([zeroWidth])
        window.layoutIfNeeded()
        try #require(window.conflicts.count == 1)
        #expect(window.conflicts[0].broken === zeroWidth)
        #expect(box.frame.size == Size(width: 50, height: 50))

        height.constant = -10
        window.layoutIfNeeded()
        try #require(window.conflicts.count == 2)
        #expect(window.conflicts[1].broken === height)
        #expect(window.brokenConstraints.count == 1 && window.brokenConstraints[0] === height)
        #expect(box.frame.size == Size(width: 0, height: 0))
        try window.checkInvariants()
    }

    /// An app constraint that gives way to the engine's own (here a required content hugging)
    /// leaves the layout, which can make room for one broken before. A box at least 100,000 tall
    /// and at most 100 (broken: the first wins), then an intrinsic height of 12 hugged at 1000:
    /// the 100,000 gives way, and `height <= 100` holds again (the spec oracle's finding, case
    /// 74958 of a 240-second run of seed 1, Corpus/regressions/…).
    @Test func anAppConstraintGivingWayToTheEnginesMakesRoomForOneBrokenBefore() throws {
        let window = Fixture.window()
        let box = window.addConstrained(IntrinsicBox(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 30)
        box.setContentHuggingPriority(.required, for: .vertical)
        let tall = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 100_000)
        let short = box.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
        LayoutConstraint.activateOrFail([tall])
        LayoutConstraint.activateOrFail([short])
        window.layoutIfNeeded()
        #expect(window.brokenConstraints.count == 1 && window.brokenConstraints[0] === short)

        box.size = Size(width: View.noIntrinsicMetric, height: 12)
        window.layoutIfNeeded()
        #expect(window.brokenConstraints.count == 1 && window.brokenConstraints[0] === tall)
        #expect(box.frame.size == Size(width: 30, height: 12))
        try window.checkInvariants()
    }
}

/// A view whose intrinsic size a test sets.
private final class IntrinsicBox: View {
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: Size { size }
}
