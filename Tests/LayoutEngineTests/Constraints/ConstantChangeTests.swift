import ConstraintSystem
import LayoutEngine
import Testing

// Editing an active constraint in place: the solver keeps every constraint where it is and only
// the edited number changes (no remove-and-add, no rebuild). The exported system lists the
// solver's constraints in the order they entered, so an in-place edit leaves every entry where
// it was and changes exactly one field of one entry.

@Suite struct ConstantChangeTests {
    /// The entries of two exports that differ, by position; nil when the counts differ.
    private func changedEntries(_ before: ConstraintSystem, _ after: ConstraintSystem) -> [(
        SystemConstraint, SystemConstraint
    )]? {
        guard before.constraints.count == after.constraints.count else { return nil }
        return zip(before.constraints, after.constraints).filter { $0 != $1 }
    }

    @Test(arguments: Fixture.directions)
    func changedConstantMovesTheViewAfterLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        let pins = box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()

        pins[0].constant = 30
        #expect(pins[0].constant == 30)
        #expect(box.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 100, height: 50), within: 320, direction))
        window.layoutIfNeeded()
        #expect(box.frame == Fixture.mirrored(Rect(x: 30, y: 20, width: 100, height: 50), within: 320, direction))
    }

    @Test(arguments: Fixture.directions)
    func changedConstantEditsTheSolverInPlace(direction: LayoutDirection) throws {
        let window = Fixture.window(direction: direction)
        let box = window.addConstrained(View(), named: "box")
        let pins = box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        let before = window.constraintSystem()

        try pins[0].setConstant(30)
        window.layoutIfNeeded()
        let after = window.constraintSystem()

        let changed = try #require(changedEntries(before, after), "the solver gained or lost constraints")
        try #require(changed.count == 1)
        let (old, new) = changed[0]
        #expect(old.terms == new.terms)
        #expect(old.relation == new.relation)
        #expect(old.priority == new.priority)
        // Normal form may carry the constant with either sign; the edit moved it by 20.
        #expect(abs(new.constant - old.constant) == 20)
    }

    /// A size constant edit on a row of equal-width siblings reshares the row.
    @Test(arguments: Fixture.directions)
    func changedSpacingResharesAnEqualWidthRow(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let first = window.addConstrained(View(), named: "first")
        let second = window.addConstrained(View(), named: "second")
        first.pin(to: window, leading: 10, top: 20, height: 40)
        second.pin(to: window, top: 20, trailing: 10, height: 40)
        let spacing = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8)
        LayoutConstraint.activateOrFail([spacing, second.widthAnchor.constraint(equalTo: first.widthAnchor)])
        window.layoutIfNeeded()
        let count = window.constraintSystem().constraints.count

        spacing.constant = 20
        window.layoutIfNeeded()
        // 320 - 10 - 20 - 10 = 280: 140 each.
        #expect(first.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 140, height: 40), within: 320, direction))
        #expect(second.frame == Fixture.mirrored(Rect(x: 170, y: 20, width: 140, height: 40), within: 320, direction))
        #expect(window.constraintSystem().constraints.count == count)
    }

    /// A constant set while inactive is the one activation uses.
    @Test func constantSetWhileInactiveIsUsedOnActivation() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, top: 0, width: 100, height: 50)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        try leading.setConstant(70)
        try leading.activate()
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 70, y: 0, width: 100, height: 50))
    }

    /// Between two optional priorities a priority change is in place too, and changes which
    /// wish wins.
    @Test func optionalPriorityChangeIsInPlaceAndChangesTheFrame() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 0, top: 0, height: 50)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 500
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 400
        LayoutConstraint.activateOrFail([narrow, wide])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        let before = window.constraintSystem()

        try narrow.setPriority(300)
        window.layoutIfNeeded()
        #expect(narrow.priority == 300)
        #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 50))

        let changed = try #require(
            changedEntries(before, window.constraintSystem()), "the solver gained or lost constraints")
        try #require(changed.count == 1)
        let (old, new) = changed[0]
        #expect(old.terms == new.terms && old.constant == new.constant)
        #expect(old.priority == 500 && new.priority == 300)
    }
}
