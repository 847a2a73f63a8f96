import Benchmarking
import LayoutEngine
import Testing

/// `systemLayoutSizeFitting`: the size a view's own constraints give it, towards the compressed
/// or expanded target, solved apart from the window, whose solver, frames and flags stay as they
/// were; the self-sizing cell with a multi-line label.
@Suite struct FittingSizeTests {
    /// The benchmark's cell (Benchmarking/SelfSizingCell.swift): a wrapping label inset by 10,
    /// 12, 10, 12 beside a 30-point icon.
    static func cell(text: String) -> (content: View, label: Label) {
        let cell = SelfSizingCell(text: text)
        return (cell.content, cell.label)
    }

    @Test func aSelfSizingCellFitsItsWrappedLabelAtAFixedWidth() {
        // 16-point text: 8 points a character, 20-point lines. At 200 points wide (25 characters)
        // "one two three four five six seven eight" wraps into "one two three four five" and
        // "six seven eight": 2 lines, 40 points, plus 10 above and below.
        let (content, label) = Self.cell(text: "one two three four five six seven eight")
        #expect(label.lines == ["one two three four five", "six seven eight"])
        let size = content.systemLayoutSizeFitting(
            Size(width: 262, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        #expect(size == Size(width: 262, height: 60))
        // A one-line text: the icon (30 + 20) is the taller.
        let (short, _) = Self.cell(text: "hi")
        #expect(short.systemLayoutSizeFitting(Size(width: 262, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
            == Size(width: 262, height: 50))
    }

    @Test func compressedAndExpandedTargetsGiveTheSmallestAndLargestSizes() {
        let box = View()
        let inner = box.addConstrained(Label(text: "abcd", fontSize: 20), named: "inner")  // 40 × 25
        LayoutConstraint.activateOrFail([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            box.trailingAnchor.constraint(greaterThanOrEqualTo: inner.trailingAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
        ])
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 50, height: 35))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 300, height: 35))
    }

    @Test func theWindowIsUntouched() throws {
        let window = Fixture.window()
        let (content, _) = Self.cell(text: "a label long enough to wrap over two lines")
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        LayoutConstraint.activateOrFail([
            content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            content.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            content.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),  // installed on the window: not the cell's own
        ])
        window.layoutIfNeeded()
        let system = window.constraintSystem()
        let frames = content.subtreeFrames
        let fitted = content.systemLayoutSizeFitting(Size(width: 250, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        #expect(fitted.width == 250)
        #expect(window.constraintSystem() == system)
        #expect(content.subtreeFrames == frames)
        #expect(!window.needsLayout && !content.needsLayout)
        window.layoutIfNeeded()
        #expect(content.subtreeFrames == frames)
        // Its own width in the window is 300: the fitting width did not leak into it.
        #expect(content.frame.width == 300)
    }
}

extension View {
    /// The frames of the view and its descendants, parents first.
    var subtreeFrames: [Rect] {
        var out = [frame]
        for subview in subviews { out += subview.subtreeFrames }
        return out
    }
}
