import LayoutEngine
import Testing

/// Seed 000's toolbar, built on stack views: in `layoutSubviews` the items that do not fit the
/// toolbar's width move from the row stack to the front of the overflow stack, and back when
/// there is room. It settles within two layout passes and never loops.
@Suite struct StackViewOverflowTests {
    final class Toolbar: View {
        let row = StackView(), overflow = StackView()
        private(set) var layoutPasses = 0

        init(items: [View]) {
            super.init()
            for (stack, name) in [(row, "row"), (overflow, "overflow")] {
                stack.spacing = 8
                stack.identifier = name
                stack.translatesAutoresizingMaskIntoConstraints = false
                addSubview(stack)
            }
            LayoutConstraint.activateOrFail([
                row.leadingAnchor.constraint(equalTo: leadingAnchor),
                row.topAnchor.constraint(equalTo: topAnchor),
                overflow.leadingAnchor.constraint(equalTo: leadingAnchor),
                overflow.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
            ])
            for item in items { row.addArrangedSubview(item) }
        }

        override func layoutSubviews() {
            layoutPasses += 1
            super.layoutSubviews()
            while row.bounds.width > bounds.width, row.arrangedSubviews.count > 1, let last = row.arrangedSubviews.last
            {
                row.removeArrangedSubview(last)
                overflow.insertArrangedSubview(last, at: 0)
                updateConstraintsIfNeeded()
                super.layoutSubviews()
            }
            while let next = overflow.arrangedSubviews.first,
                row.bounds.width + 8 + next.intrinsicContentSize.width <= bounds.width
            {
                overflow.removeArrangedSubview(next)
                row.addArrangedSubview(next)
                updateConstraintsIfNeeded()
                super.layoutSubviews()
            }
        }
    }

    struct Scene {
        let window: Window
        let toolbar: Toolbar
        let width: LayoutConstraint
        let items: [View]

        var rowNames: [String] { toolbar.row.arrangedSubviews.map { $0.identifier ?? "" } }
        var overflowNames: [String] { toolbar.overflow.arrangedSubviews.map { $0.identifier ?? "" } }

        func resize(to value: Double) -> Int {
            let before = toolbar.layoutPasses
            width.constant = value
            window.layoutIfNeeded()
            return toolbar.layoutPasses - before
        }
    }

    static func scene(width: Double) -> Scene {
        let window = Fixture.window()
        let items: [View] = (0..<5).map { k in
            let item = StackViewTests.Sized(Size(width: 50, height: 44))
            item.identifier = "item\(k)"
            return item
        }
        let toolbar = window.addConstrained(Toolbar(items: items), named: "toolbar")
        let widthConstraint = toolbar.widthAnchor.constraint(equalToConstant: width)
        LayoutConstraint.activateOrFail([
            toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            toolbar.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            widthConstraint,
            toolbar.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        return Scene(window: window, toolbar: toolbar, width: widthConstraint, items: items)
    }

    @Test func aWideToolbarKeepsEveryItemInItsRow() {
        let scene = Self.scene(width: 300)
        #expect(scene.rowNames == ["item0", "item1", "item2", "item3", "item4"] && scene.overflowNames.isEmpty)
        #expect(scene.toolbar.row.frame == Rect(x: 0, y: 0, width: 282, height: 44))  // 5 × 50 + 4 × 8
        #expect(scene.items.map(\.frame.minX) == [0, 58, 116, 174, 232])
    }

    @Test func shrinkingMovesTheLastItemsToTheOverflowAndGrowingBringsThemBack() {
        let scene = Self.scene(width: 300)
        let passes = scene.resize(to: 200)
        // 4 items need 224 > 200; 3 need 166.
        #expect(scene.rowNames == ["item0", "item1", "item2"])
        #expect(scene.overflowNames == ["item3", "item4"])
        #expect(scene.toolbar.row.frame == Rect(x: 0, y: 0, width: 166, height: 44))
        #expect(scene.toolbar.overflow.frame == Rect(x: 0, y: 52, width: 108, height: 44))
        #expect(scene.items[3].frame == Rect(x: 0, y: 0, width: 50, height: 44))  // first in the overflow
        #expect(passes <= 2, "\(passes) layout passes")
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        let back = scene.resize(to: 300)
        #expect(scene.rowNames == ["item0", "item1", "item2", "item3", "item4"] && scene.overflowNames.isEmpty)
        #expect(back <= 2, "\(back) layout passes")
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        // Settled: another layout changes nothing.
        #expect(scene.resize(to: 300) == 0)
    }
}
