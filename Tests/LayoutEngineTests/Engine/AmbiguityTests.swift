import LayoutEngine
import Testing

/// Ambiguity, from the reference solver's ranges: a view is reported exactly when some frame
/// component of it can take more than one optimal value, with the axis it is free along; the
/// classic case of two labels that hug equally in a row that is too wide.
@Suite struct AmbiguityTests {
    @Test func aFullyPinnedViewIsNotAmbiguous() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(window.ambiguousViews().isEmpty)
    }

    @Test func aMissingWidthLeavesTheViewFreeToStretchHorizontally() throws {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 20, height: 50)
        window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        let report = try #require(window.ambiguousViews().first)
        #expect(report.view === box && report.freeComponents == ["width"])
        #expect(report.isAmbiguousHorizontally && !report.isAmbiguousVertically)
    }

    @Test func twoLabelsThatHugEquallyInATooWideRowAreAmbiguousUntilOneHugsHarder() throws {
        let window = Fixture.window()
        let first = window.addConstrained(Label(text: "First"), named: "first")
        let second = window.addConstrained(Label(text: "Second"), named: "second")
        let views = ["first": first as View, "second": second]
        for format in ["H:|-[first]-[second]-|", "V:|-[first]", "V:|-[second]"] {
            LayoutConstraint.activateOrFail(try LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        window.layoutIfNeeded()
        let reports = window.ambiguousViews()
        #expect(reports.map { $0.view.identifier ?? "" } == ["first", "second"])
        #expect(reports.allSatisfy { $0.isAmbiguousHorizontally && !$0.isAmbiguousVertically })
        #expect(first.hasAmbiguousLayout && second.hasAmbiguousLayout)
        second.setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        #expect(window.ambiguousViews().isEmpty)
        #expect(first.frame.width == 320 - 20 - 8 - 20 - second.frame.width)
    }

    @Test func outsideAWindowNothingIsSolved() {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutAreThoseNamingTheViewAlongTheAxis() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        let other = window.addConstrained(View(), named: "other")
        let made = box.pin(to: window, leading: 10, top: 20, width: 100, height: 50)
        let beside = other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
        LayoutConstraint.activateOrFail([beside])
        window.layoutIfNeeded()
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(
            horizontal.count == 3 && [made[0], made[2], beside].allSatisfy { c in horizontal.contains { $0 === c } })
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 2 && [made[1], made[3]].allSatisfy { c in vertical.contains { $0 === c } })
    }
}
