import LayoutEngine
import Testing

// Flags coalesce: however many times a view asks before the next tick, the pass calls its hook
// once; dirty rectangles add up to their union.

@Suite struct UpdateCycleCoalescingTests {
    @Test func aHundredSetNeedsLayoutCallsRunLayoutSubviewsOnceAtTheNextTick() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.a.counters.layoutSubviews
        for _ in 0..<100 { tree.a.setNeedsLayout() }
        #expect(tree.a.counters.layoutSubviews == before)
        loop.tick()
        #expect(tree.a.counters.layoutSubviews == before + 1)
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
        loop.tick()
        #expect(tree.a.counters.layoutSubviews == before + 1)
    }

    @Test func aHundredSetNeedsUpdateConstraintsCallsRunUpdateConstraintsOnceAtTheNextTick() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.a.counters.updateConstraints
        for _ in 0..<100 { tree.a.setNeedsUpdateConstraints() }
        #expect(tree.a.counters.updateConstraints == before)
        loop.tick()
        #expect(tree.a.counters.updateConstraints == before + 1)
        #expect(window.trace == [.updateConstraints("a")])
        loop.tick()
        #expect(tree.a.counters.updateConstraints == before + 1)
    }

    @Test func severalDirtyRectanglesAreDrawnOnceAsTheirUnion() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let view = tree.a  // 100 × 100
        view.setNeedsDisplay(Rect(x: 10, y: 10, width: 20, height: 20))
        view.setNeedsDisplay(Rect(x: 50, y: 40, width: 10, height: 30))
        view.setNeedsDisplay(Rect(x: 15, y: 5, width: 10, height: 10))
        loop.tick()
        let union = Rect(x: 10, y: 5, width: 50, height: 65)
        #expect(view.drawnRects == [Rect(x: 0, y: 0, width: 100, height: 100), union])
        #expect(window.trace == [.draw("a", union)])
    }

    @Test func setNeedsDisplayWithoutARectangleDrawsTheWholeBounds() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsDisplay()
        loop.tick()
        #expect(window.trace == [.draw("a", Rect(x: 0, y: 0, width: 100, height: 100))])
    }

    @Test func setNeedsDisplayWithoutARectangleWinsOverEarlierRectangles() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsDisplay(Rect(x: 10, y: 10, width: 5, height: 5))
        tree.a.setNeedsDisplay()
        tree.a.setNeedsDisplay(Rect(x: 20, y: 20, width: 5, height: 5))
        loop.tick()
        #expect(window.trace == [.draw("a", Rect(x: 0, y: 0, width: 100, height: 100))])
    }

    @Test func theDirtyRectangleStartsAfreshAfterADraw() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsDisplay(Rect(x: 0, y: 0, width: 10, height: 10))
        loop.tick()
        tree.a.setNeedsDisplay(Rect(x: 60, y: 60, width: 10, height: 10))
        loop.tick()
        #expect(
            window.trace == [
                .draw("a", Rect(x: 0, y: 0, width: 10, height: 10)),
                .draw("a", Rect(x: 60, y: 60, width: 10, height: 10)),
            ])
    }
}
