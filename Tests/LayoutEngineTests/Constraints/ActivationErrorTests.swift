import LayoutEngine
import Testing

// Activation needs a common ancestor (UIKit raises "Unable to activate constraint ... because
// they have no common ancestor"): items in two windows, a view in no hierarchy or a guide added
// to no view cannot be related. Activating a list checks every constraint first, so one bad
// constraint leaves all of them inactive.

@Suite struct ActivationErrorTests {
    @Test func itemsInTwoWindowsHaveNoCommonAncestor() {
        let left = Fixture.window()
        let right = Fixture.window()
        let avatar = left.addConstrained(View(), named: "avatar")
        let title = right.addConstrained(View(), named: "title")
        let constraint = title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8)
        let error = #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(error == .noCommonAncestor(constraint: "title.leading == avatar.trailing + 8"))
        #expect(error?.description.contains("title.leading") == true)
        #expect(error?.description.contains("avatar.trailing") == true)
        #expect(!constraint.isActive)
        #expect(left.constraints.isEmpty && right.constraints.isEmpty)
    }

    @Test func viewInNoHierarchyHasNoCommonAncestor() {
        let window = Fixture.window()
        let avatar = window.addConstrained(View(), named: "avatar")
        let loose = View()
        loose.identifier = "loose"
        let constraint = avatar.topAnchor.constraint(equalTo: loose.bottomAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint: "avatar.top == loose.bottom")) {
            try constraint.activate()
        }
        #expect(!constraint.isActive)
    }

    @Test func guideAddedToNoViewHasNoCommonAncestor() {
        let window = Fixture.window()
        let avatar = window.addConstrained(View(), named: "avatar")
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        let related = avatar.leadingAnchor.constraint(equalTo: spacer.trailingAnchor)
        let error = #expect(throws: LayoutError.self) { try related.activate() }
        #expect(error == .noCommonAncestor(constraint: related.description))
        #expect(error?.description.contains("spacer.trailing") == true)

        // Even a size alone needs the guide in a view.
        let sized = spacer.widthAnchor.constraint(equalToConstant: 20)
        #expect(throws: LayoutError.noCommonAncestor(constraint: sized.description)) { try sized.activate() }
    }

    /// Once the guide is added to the view, the same constraints activate and lay out.
    @Test(arguments: Fixture.directions)
    func guideAddedToAViewCanBeRelated(direction: LayoutDirection) throws {
        let window = Fixture.window(direction: direction)
        let avatar = window.addConstrained(View(), named: "avatar")
        let spacer = LayoutGuide()
        window.addLayoutGuide(spacer)
        try LayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: window.topAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 20),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            avatar.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            avatar.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(spacer.layoutFrame == Fixture.mirrored(Rect(x: 0, y: 0, width: 20, height: 10), within: 320, direction))
        #expect(avatar.frame == Fixture.mirrored(Rect(x: 20, y: 10, width: 40, height: 40), within: 320, direction))
    }

    /// Views outside any window may be related when they share a superview; they lay out once
    /// the tree joins a window (UIKit installs such constraints on the common ancestor).
    @Test func viewsSharingASuperviewOutsideAWindowActivate() throws {
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        let avatar = card.addConstrained(View(), named: "avatar")
        let constraints = avatar.pin(to: card, leading: 12, top: 12, width: 40, height: 40)
        #expect(constraints.allSatisfy { $0.isActive })

        let window = Fixture.window()
        window.addSubview(card)
        card.pin(to: window, leading: 0, top: 0, width: 200, height: 100)
        window.layoutIfNeeded()
        #expect(avatar.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    }

    @Test func oneBadConstraintActivatesNoneOfTheList() {
        let window = Fixture.window()
        let elsewhere = Fixture.window()
        let avatar = window.addConstrained(View(), named: "avatar")
        let stranger = elsewhere.addConstrained(View(), named: "stranger")
        let good = [
            avatar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40),
        ]
        let bad = avatar.topAnchor.constraint(equalTo: stranger.topAnchor)
        let rest = [avatar.heightAnchor.constraint(equalToConstant: 40)]
        let all = good + [bad] + rest

        #expect(throws: LayoutError.noCommonAncestor(constraint: "avatar.top == stranger.top")) {
            try LayoutConstraint.activate(all)
        }
        #expect(all.allSatisfy { !$0.isActive })
        #expect(window.constraints.isEmpty)
        #expect(avatar.constraints.isEmpty)
    }

    /// A failed list leaves nothing half-done: without the bad constraint the rest activates
    /// and lays out as if the failure never happened.
    @Test func listWithoutTheBadConstraintActivatesAfterAFailure() throws {
        let window = Fixture.window()
        let elsewhere = Fixture.window()
        let avatar = window.addConstrained(View(), named: "avatar")
        let stranger = elsewhere.addConstrained(View(), named: "stranger")
        let bad = stranger.topAnchor.constraint(equalTo: avatar.topAnchor)
        let good = [
            avatar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            avatar.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 30),
        ]
        #expect(throws: LayoutError.self) { try LayoutConstraint.activate([bad] + good) }
        try LayoutConstraint.activate(good)
        window.layoutIfNeeded()
        #expect(avatar.frame == Rect(x: 10, y: 20, width: 40, height: 30))
        #expect(window.conflicts.isEmpty)
    }

    /// A constraint listed twice is activated once, and the constraints after it are installed
    /// on their own closest common ancestor: the panel's position on the window, so removing the
    /// panel takes it along.
    @Test func constraintListedTwiceLeavesTheOthersOnTheirOwnAncestor() throws {
        let window = Fixture.window()
        let panel = window.addConstrained(View(), named: "panel")
        let inner = panel.addConstrained(View(), named: "inner")
        let innerLeading = inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor)
        let panelLeading = panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([innerLeading, innerLeading, panelLeading])
        #expect(panel.constraints.count == 1 && panel.constraints[0] === innerLeading)
        #expect(window.constraints.count == 1 && window.constraints[0] === panelLeading)

        panel.removeFromSuperview()
        #expect(!panelLeading.isActive)
        #expect(innerLeading.isActive)
    }
}
