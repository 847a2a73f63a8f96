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
            Size(width: 262, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize
        )
        #expect(size == Size(width: 262, height: 60))
        // A one-line text: the icon (30 + 20) is the taller.
        let (short, _) = Self.cell(text: "hi")
        #expect(
            short.systemLayoutSizeFitting(
                Size(width: 262, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSize)
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
        let fitted = content.systemLayoutSizeFitting(
            Size(width: 250, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSize
        )
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

    // Found by the `spec` oracle (issue 19): the fitting system left out the guides' constraints
    // and the subviews' autoresizing frames, so a cell pinned to its margins fitted at 0 × 0
    // (compressed) and 10,000,000 × 10,000,000 (expanded).

    /// A label pinned to its cell's margins guide (16 leading and trailing, 12 top and bottom):
    /// 50 × 25 of text, so the cell is 82 × 49 in the window and when fitted, either way.
    @Test func aCellFitsThroughItsMarginsGuide() {
        let window = Window(size: Size(width: 390, height: 844))
        let cell = window.addConstrained(View(), named: "cell")
        cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let label = cell.addConstrained(Label(text: "Hello", fontSize: 20), named: "label")
        let margins = cell.layoutMarginsGuide
        LayoutConstraint.activateOrFail([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            cell.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(cell.frame == Rect(x: 0, y: 0, width: 82, height: 49))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 82, height: 49))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 82, height: 49))
    }

    /// A view pinned inside its safe area, 47 points of it under the window's top inset: fitted,
    /// it keeps the inset it has now (47 + a 20-point box).
    @Test func aViewFitsThroughItsSafeAreaGuideWithTheInsetsItHasNow() {
        let window = Window(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47))
        let panel = window.addConstrained(View(), named: "panel")
        let box = panel.addConstrained(View(), named: "box")
        let safe = panel.safeAreaLayoutGuide
        LayoutConstraint.activateOrFail([
            panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            panel.topAnchor.constraint(equalTo: window.topAnchor),
            box.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            box.topAnchor.constraint(equalTo: safe.topAnchor), box.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 0, y: 0, width: 30, height: 67))
        #expect(panel.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 30, height: 67))
    }

    /// A subview placed by its frame (autoresizing constraints) sizes its superview when fitted,
    /// as it does in the window.
    @Test func aSubviewPlacedByItsFrameTakesPartInFitting() {
        let window = Window(size: Size(width: 390, height: 844))
        let host = window.addConstrained(View(), named: "host")
        let badge = View(frame: Rect(x: 4, y: 6, width: 30, height: 20))
        host.addSubview(badge)
        LayoutConstraint.activateOrFail([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            host.topAnchor.constraint(equalTo: window.topAnchor),
            host.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
            host.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 6),
        ])
        window.layoutIfNeeded()
        #expect(host.frame == Rect(x: 0, y: 0, width: 38, height: 32))
        #expect(host.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 38, height: 32))
        #expect(host.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 38, height: 32))
    }
}
