import LayoutEngine
import Testing

// Seed 000: a bar whose `layoutSubviews()` moves the items that do not fit into an overflow area
// and brings them back when the bar grows (see `CycleOverflowBar`). Five 50 × 44 items, 8 apart:
// a full row is 5 × 50 + 4 × 8 = 282 wide.

@Suite struct UpdateCycleOverflowTests {
    private struct Scene {
        let window: Window
        let loop: RunLoop
        let bar: CycleOverflowBar
        let items: [CycleItem]
        /// The bar's width.
        let width: LayoutConstraint

        /// Where each item is: its superview's name and its frame there.
        var arrangement: [String: Placement] {
            var result: [String: Placement] = [:]
            for item in items {
                result[item.displayName] = Placement(item.superview?.displayName ?? "none", item.frame)
            }
            return result
        }

        var rowNames: [String] { bar.row.subviews.map(\.displayName) }
        var overflowNames: [String] { bar.overflow.subviews.map(\.displayName) }

        /// Sets the bar's width and runs one tick.
        func resize(to newWidth: Double) {
            window.trace = []
            loop.perform { width.constant = newWidth }
            loop.tick()
        }

        /// True when the last tick ended without a feedback loop and another tick has nothing to do.
        func hasSettled() -> Bool {
            guard window.trace.feedbackLoops.isEmpty else { return false }
            window.trace = []
            loop.tick()
            return window.trace.isEmpty
        }
    }

    struct Placement: Equatable, CustomStringConvertible {
        let parent: String
        let frame: Rect
        init(_ parent: String, _ frame: Rect) {
            self.parent = parent
            self.frame = frame
        }
        var description: String { "\(parent) \(frame)" }
    }

    private func scene(width: Double) throws -> Scene {
        let (window, loop) = CycleFixture.stage()
        let items = (0..<5).map { CycleItem("item\($0)", size: Size(width: 50, height: 44)) }
        let bar = try CycleOverflowBar(items: items, spacing: 8)
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        let widthConstraint = bar.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            widthConstraint,
            bar.heightAnchor.constraint(equalToConstant: 100),
        ])
        loop.tick()
        return Scene(window: window, loop: loop, bar: bar, items: items, width: widthConstraint)
    }

    /// An item's frame at slot `index` of the row or of the overflow.
    private func slot(_ index: Int) -> Rect { Rect(x: Double(index) * 58, y: 0, width: 50, height: 44) }

    @Test func aWideEnoughBarKeepsEveryItemInItsRow() throws {
        let scene = try scene(width: 300)
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        #expect(scene.rowNames == ["item0", "item1", "item2", "item3", "item4"])
        #expect(scene.overflowNames == [])
        #expect(scene.bar.frame == Rect(x: 10, y: 20, width: 300, height: 100))
        #expect(scene.bar.row.frame == Rect(x: 0, y: 0, width: 282, height: 44))
        #expect(scene.bar.overflow.frame == Rect(x: 0, y: 52, width: 300, height: 44))
        for (index, item) in scene.items.enumerated() { #expect(item.frame == slot(index), "\(item.displayName)") }
    }

    @Test func shrinkingTheBarMovesTheLastItemsToTheFrontOfTheOverflow() throws {
        let scene = try scene(width: 300)
        scene.resize(to: 200)
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        // 4 items need 224 > 200; 3 need 166.
        #expect(scene.rowNames == ["item0", "item1", "item2"])
        #expect(scene.overflowNames == ["item3", "item4"])
        #expect(scene.bar.frame == Rect(x: 10, y: 20, width: 200, height: 100))
        #expect(scene.bar.row.frame == Rect(x: 0, y: 0, width: 166, height: 44))
        #expect(scene.bar.overflow.frame == Rect(x: 0, y: 52, width: 200, height: 44))
        #expect(
            scene.arrangement == [
                "item0": Placement("row", slot(0)), "item1": Placement("row", slot(1)),
                "item2": Placement("row", slot(2)),
                "item3": Placement("overflow", slot(0)), "item4": Placement("overflow", slot(1)),
            ])
        #expect(scene.hasSettled())
    }

    @Test func aBarTooNarrowFromTheStartOverflowsInItsFirstLayout() throws {
        let scene = try scene(width: 120)
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        #expect(scene.rowNames == ["item0", "item1"])
        #expect(scene.overflowNames == ["item2", "item3", "item4"])
        #expect(scene.bar.row.frame == Rect(x: 0, y: 0, width: 108, height: 44))
        #expect(
            scene.arrangement == [
                "item0": Placement("row", slot(0)), "item1": Placement("row", slot(1)),
                "item2": Placement("overflow", slot(0)), "item3": Placement("overflow", slot(1)),
                "item4": Placement("overflow", slot(2)),
            ])
        #expect(scene.hasSettled())
    }

    @Test func growingTheBarBringsBackOnlyTheItemsThatFit() throws {
        let scene = try scene(width: 300)
        scene.resize(to: 200)
        scene.resize(to: 240)
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        // item3 fits (166 + 8 + 50 = 224 <= 240); item4 would make 282.
        #expect(scene.rowNames == ["item0", "item1", "item2", "item3"])
        #expect(scene.overflowNames == ["item4"])
        #expect(scene.bar.row.frame == Rect(x: 0, y: 0, width: 224, height: 44))
        #expect(scene.arrangement["item3"] == Placement("row", slot(3)))
        #expect(scene.arrangement["item4"] == Placement("overflow", slot(0)))
        #expect(scene.hasSettled())
    }

    @Test func shrinkingThenGrowingRestoresTheOriginalArrangement() throws {
        let scene = try scene(width: 300)
        let original = scene.arrangement
        let originalRow = scene.bar.row.frame
        scene.resize(to: 120)
        #expect(scene.overflowNames == ["item2", "item3", "item4"])
        scene.resize(to: 300)
        #expect(scene.window.trace.feedbackLoops.isEmpty)
        #expect(scene.rowNames == ["item0", "item1", "item2", "item3", "item4"])
        #expect(scene.overflowNames == [])
        #expect(scene.arrangement == original)
        #expect(scene.bar.row.frame == originalRow)
        #expect(scene.hasSettled())
    }

    @Test func manyResizesEachSettleWithTheArrangementTheWidthAllows() throws {
        let scene = try scene(width: 300)
        // Row items that fit in a width w: the most n with 58n - 8 <= w.
        for width in [250.0, 100, 282, 281, 50, 166, 300, 174, 224] {
            scene.resize(to: width)
            let fitting = min(5, max(1, Int((width + 8) / 58)))
            #expect(scene.window.trace.feedbackLoops.isEmpty, "width \(width)")
            #expect(scene.rowNames == scene.items.prefix(fitting).map(\.displayName), "width \(width)")
            #expect(scene.overflowNames == scene.items.dropFirst(fitting).map(\.displayName), "width \(width)")
            for (index, item) in scene.items.enumerated() {
                let expected =
                    index < fitting ? Placement("row", slot(index)) : Placement("overflow", slot(index - fitting))
                #expect(scene.arrangement[item.displayName] == expected, "width \(width)")
            }
            #expect(scene.hasSettled(), "width \(width)")
        }
    }
}
