import LayoutEngine
import Testing

// Baselines with TextMetrics: a line is 1.25 font sizes tall and its baseline one font size
// below the line's top, so a one-line label at font size f has its baseline f below its top; a
// plain view's baselines are its bottom edge.

@Suite struct BaselineTests {
    /// "Big" at 20 points has its top at 30 and its baseline at 50; "small" at 10 points
    /// (25 × 12.5) puts its baseline there too, so its top is at 40.
    @Test(arguments: Fixture.directions)
    func labelsOfDifferentSizesAlignOnFirstBaseline(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let big = window.addConstrained(Label(text: "Big", fontSize: 20), named: "big")
        let small = window.addConstrained(Label(text: "small", fontSize: 10), named: "small")
        big.pin(to: window, leading: 10, top: 30)
        LayoutConstraint.activateOrFail([
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(big.frame == Fixture.mirrored(Rect(x: 10, y: 30, width: 30, height: 25), within: 320, direction))
        #expect(small.frame == Fixture.mirrored(Rect(x: 48, y: 40, width: 25, height: 12.5), within: 320, direction))
    }

    /// "aaaa bbbb" at 10 points wrapped at 30 points is two lines, 20 × 25; its last baseline is
    /// one line (12.5) plus one font size (10) below its top. A one-line neighbour at 10 points
    /// aligned there has its top 10 above it.
    @Test func lastBaselineOfAWrappedLabelIsOnItsLastLine() {
        let window = Fixture.window()
        let wrapped = window.addConstrained(Label(text: "aaaa bbbb", fontSize: 10), named: "wrapped")
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 30
        let note = window.addConstrained(Label(text: "x", fontSize: 10), named: "note")
        wrapped.pin(to: window, leading: 10, top: 100)
        note.pin(to: window, leading: 100)
        LayoutConstraint.activateOrFail([note.firstBaselineAnchor.constraint(equalTo: wrapped.lastBaselineAnchor)])
        window.layoutIfNeeded()
        #expect(wrapped.lines == ["aaaa", "bbbb"])
        #expect(wrapped.frame == Rect(x: 10, y: 100, width: 20, height: 25))
        #expect(note.frame == Rect(x: 100, y: 112.5, width: 5, height: 12.5))
    }

    /// A first-baseline constraint on a wrapped label uses its first line, not its last.
    @Test func firstBaselineOfAWrappedLabelIsOnItsFirstLine() {
        let window = Fixture.window()
        let wrapped = window.addConstrained(Label(text: "aaaa bbbb", fontSize: 10), named: "wrapped")
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 30
        let note = window.addConstrained(Label(text: "x", fontSize: 10), named: "note")
        wrapped.pin(to: window, leading: 10, top: 100)
        note.pin(to: window, leading: 100)
        LayoutConstraint.activateOrFail([note.firstBaselineAnchor.constraint(equalTo: wrapped.firstBaselineAnchor)])
        window.layoutIfNeeded()
        #expect(note.frame == Rect(x: 100, y: 100, width: 5, height: 12.5))
    }

    /// A view without text has both baselines at its bottom edge.
    @Test func plainViewBaselineIsItsBottom() {
        let window = Fixture.window()
        let box = window.addConstrained(View(), named: "box")
        box.pin(to: window, leading: 10, top: 100, width: 50, height: 40)
        let first = window.addConstrained(Label(text: "one", fontSize: 20), named: "first")
        let last = window.addConstrained(Label(text: "two", fontSize: 20), named: "last")
        first.pin(to: window, leading: 100)
        last.pin(to: window, leading: 200)
        LayoutConstraint.activateOrFail([
            first.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
            last.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // The box's bottom is at 140; each label's baseline is 20 below its top.
        #expect(first.frame == Rect(x: 100, y: 120, width: 30, height: 25))
        #expect(last.frame == Rect(x: 200, y: 120, width: 30, height: 25))
    }

    /// A plain view aligned on a label's baseline puts its bottom there.
    @Test func plainViewAlignedToALabelBaselineEndsOnIt() {
        let window = Fixture.window()
        let label = window.addConstrained(Label(text: "Big", fontSize: 20), named: "label")
        label.pin(to: window, leading: 10, top: 30)
        let marker = window.addConstrained(View(), named: "marker")
        marker.pin(to: window, leading: 100, width: 10, height: 4)
        LayoutConstraint.activateOrFail([marker.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor)])
        window.layoutIfNeeded()
        #expect(marker.frame == Rect(x: 100, y: 46, width: 10, height: 4))
    }

    /// Text that wraps onto a third line moves the last baseline down one line (12.5); the
    /// neighbour aligned on it follows at the next layout pass, not before.
    @Test(arguments: Fixture.directions)
    func changedTextMovesBaselineAlignedNeighbourAfterLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let wrapped = window.addConstrained(Label(text: "aaaa bbbb", fontSize: 10), named: "wrapped")
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 30
        let note = window.addConstrained(Label(text: "x", fontSize: 10), named: "note")
        wrapped.pin(to: window, leading: 10, top: 100)
        LayoutConstraint.activateOrFail([
            note.leadingAnchor.constraint(equalTo: wrapped.trailingAnchor, constant: 8),
            note.firstBaselineAnchor.constraint(equalTo: wrapped.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let before = Fixture.mirrored(Rect(x: 38, y: 112.5, width: 5, height: 12.5), within: 320, direction)
        #expect(note.frame == before)

        wrapped.text = "aaaa bbbb cccc"
        #expect(note.frame == before)
        window.layoutIfNeeded()
        #expect(wrapped.frame == Fixture.mirrored(Rect(x: 10, y: 100, width: 20, height: 37.5), within: 320, direction))
        #expect(note.frame == Fixture.mirrored(Rect(x: 38, y: 125, width: 5, height: 12.5), within: 320, direction))
    }

    /// A bigger font moves the first baseline further below the top.
    @Test func changedFontSizeMovesTheFirstBaseline() {
        let window = Fixture.window()
        let label = window.addConstrained(Label(text: "Big", fontSize: 20), named: "label")
        label.pin(to: window, leading: 10, top: 30)
        let note = window.addConstrained(Label(text: "x", fontSize: 10), named: "note")
        note.pin(to: window, leading: 100)
        LayoutConstraint.activateOrFail([note.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor)])
        window.layoutIfNeeded()
        #expect(note.frame == Rect(x: 100, y: 40, width: 5, height: 12.5))

        label.fontSize = 40
        window.layoutIfNeeded()
        // Baseline at 30 + 40 = 70; the note's top 10 above it.
        #expect(label.frame == Rect(x: 10, y: 30, width: 60, height: 50))
        #expect(note.frame == Rect(x: 100, y: 60, width: 5, height: 12.5))
    }
}
