import LayoutEngine
import Testing

// Intrinsic content size, hugging and compression resistance. Labels use TextMetrics at font
// size 20: 10 points a character, 25 points a line. "Hello" is 50 × 25 and "World!!!" 80 × 25.
// The row: 10 | first | 10 | second | 10, both labels' tops at 20.

@Suite struct IntrinsicSizeTests {
    /// Which label of the row is given the weaker priority.
    enum Weaker: CaseIterable { case first, second }

    private func makeRow(width: Double, direction: LayoutDirection) -> (Window, first: Label, second: Label) {
        let window = Fixture.window(width: width, direction: direction)
        let first = window.addConstrained(Label(text: "Hello", fontSize: 20), named: "first")
        let second = window.addConstrained(Label(text: "World!!!", fontSize: 20), named: "second")
        first.pin(to: window, leading: 10, top: 20)
        second.pin(to: window, top: 20, trailing: 10)
        LayoutConstraint.activateOrFail([second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10)])
        return (window, first, second)
    }

    @Test func labelTakesItsIntrinsicSize() {
        let window = Fixture.window()
        let label = window.addConstrained(Label(text: "Hello", fontSize: 20), named: "label")
        label.pin(to: window, leading: 10, top: 20)
        window.layoutIfNeeded()
        #expect(label.intrinsicContentSize == Size(width: 50, height: 25))
        #expect(label.frame == Rect(x: 10, y: 20, width: 50, height: 25))
    }

    @Test func imageViewTakesItsImageSize() {
        let window = Fixture.window()
        let image = window.addConstrained(ImageView(imageSize: Size(width: 64, height: 48)), named: "image")
        image.pin(to: window, leading: 10, top: 20)
        window.layoutIfNeeded()
        #expect(image.frame == Rect(x: 10, y: 20, width: 64, height: 48))

        image.imageSize = Size(width: 32, height: 24)
        window.layoutIfNeeded()
        #expect(image.frame == Rect(x: 10, y: 20, width: 32, height: 24))
    }

    /// A 120-point row leaves 90 for 130 points of text: the label that resists compression less
    /// gives up the 40 points; the other keeps its intrinsic width.
    @Test(arguments: Fixture.directions, Weaker.allCases)
    func lowerCompressionResistanceShrinksInATooNarrowRow(direction: LayoutDirection, weaker: Weaker) {
        let (window, first, second) = makeRow(width: 120, direction: direction)
        (weaker == .first ? first : second).setContentCompressionResistancePriority(700, for: .horizontal)
        window.layoutIfNeeded()
        let widths: (Double, Double) = weaker == .first ? (10, 80) : (50, 40)
        #expect(
            first.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: widths.0, height: 25), within: 120, direction))
        #expect(
            second.frame
                == Fixture.mirrored(Rect(x: 20 + widths.0, y: 20, width: widths.1, height: 25), within: 120, direction))
    }

    /// A 200-point row leaves 170 for 130 points of text: the label that hugs less takes the 40
    /// spare points; the other stays at its intrinsic width.
    @Test(arguments: Fixture.directions, Weaker.allCases)
    func lowerHuggingStretchesInATooWideRow(direction: LayoutDirection, weaker: Weaker) {
        let (window, first, second) = makeRow(width: 200, direction: direction)
        (weaker == .first ? second : first).setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        let widths: (Double, Double) = weaker == .first ? (90, 80) : (50, 120)
        #expect(
            first.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: widths.0, height: 25), within: 200, direction))
        #expect(
            second.frame
                == Fixture.mirrored(Rect(x: 20 + widths.0, y: 20, width: widths.1, height: 25), within: 200, direction))
    }

    /// A required width beats compression resistance of any optional strength.
    @Test func requiredWidthCompressesALabel() {
        let window = Fixture.window()
        let label = window.addConstrained(Label(text: "Hello", fontSize: 20), named: "label")
        label.setContentCompressionResistancePriority(999, for: .horizontal)
        label.pin(to: window, leading: 0, top: 0, width: 30)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 30, height: 25))
    }

    /// New text changes the intrinsic size; the frame follows at the next layout pass.
    @Test(arguments: Fixture.directions)
    func changedTextResizesTheLabelAfterLayout(direction: LayoutDirection) {
        let window = Fixture.window(direction: direction)
        let label = window.addConstrained(Label(text: "Hello", fontSize: 20), named: "label")
        label.pin(to: window, leading: 10, top: 20)
        window.layoutIfNeeded()
        label.text = "Hi"
        #expect(label.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 50, height: 25), within: 320, direction))
        window.layoutIfNeeded()
        #expect(label.frame == Fixture.mirrored(Rect(x: 10, y: 20, width: 20, height: 25), within: 320, direction))
    }

    /// The label measures its text once per content: every change of what it shows (text, font
    /// size, lines, preferred width) is measured again.
    @Test func everyContentChangeIsMeasuredAgain() {
        let label = Label(text: "ab cd ef", fontSize: 10)
        #expect(label.intrinsicContentSize == Size(width: 40, height: 12.5))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == Size(width: 40, height: 12.5))
        label.preferredMaxLayoutWidth = 25
        #expect(label.intrinsicContentSize == Size(width: 25, height: 25))
        #expect(label.lines == ["ab cd", "ef"])
        label.fontSize = 20
        #expect(label.intrinsicContentSize == Size(width: 20, height: 75))
        label.text = "ab"
        #expect(label.intrinsicContentSize == Size(width: 20, height: 25))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }
}
