import LayoutEngine
import Testing

// `draw(_:)` runs only in the display pass of a tick, for flagged views that are visible and have
// an area; the others keep their flag until they are.

@Suite struct UpdateCycleDisplayTests {
    @Test func setNeedsDisplayNeverDrawsAtOnce() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.a.counters.draw
        tree.a.setNeedsDisplay()
        tree.a.setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(tree.a.counters.draw == before)
        #expect(tree.a.needsDisplay)
        loop.tick()
        #expect(tree.a.counters.draw == before + 1)
        #expect(!tree.a.needsDisplay)
        loop.tick()
        #expect(tree.a.counters.draw == before + 1)
    }

    @Test func aHiddenViewIsNotDrawnUntilItIsShownAgain() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.b.counters.draw
        tree.b.isHidden = true
        tree.b.setNeedsDisplay()
        loop.run(frames: 3)
        #expect(tree.b.counters.draw == before)
        #expect(tree.b.needsDisplay)
        tree.b.isHidden = false
        #expect(tree.b.counters.draw == before)
        loop.tick()
        #expect(tree.b.counters.draw == before + 1)
        #expect(window.trace == [.draw("b", Rect(x: 0, y: 0, width: 100, height: 100))])
    }

    @Test func theSubviewsOfAHiddenViewAreNotDrawnEither() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.isHidden = true
        tree.a.setNeedsDisplay()
        tree.a1.setNeedsDisplay(Rect(x: 0, y: 0, width: 4, height: 4))
        tree.a2.setNeedsDisplay()
        tree.b1.setNeedsDisplay()
        loop.tick()
        #expect(window.trace.namesOfDraws == ["b1"])
        tree.a.isHidden = false
        loop.tick()
        #expect(window.trace.namesOfDraws == ["b1", "a", "a1", "a2"])
        #expect(tree.a1.drawnRects.last == Rect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func aViewWithoutAreaIsDrawnOnceLayoutGivesItOne() throws {
        let (window, loop) = CycleFixture.stage()
        let flat = CycleRecordingView("flat")
        let placement = try CycleFixture.place(flat, in: window, x: 0, y: 0, width: 0, height: 20)
        loop.tick()
        #expect(flat.counters.draw == 0)
        #expect(flat.needsDisplay)
        placement.width.constant = 30
        loop.tick()
        #expect(flat.drawnRects == [Rect(x: 0, y: 0, width: 30, height: 20)])
    }

    @Test func drawIsCalledOnlyFromTheDisplayPass() throws {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let tree = try CycleTree(in: window, log: log)
        CycleFixture.settle(window, loop)
        log.removeAll()
        loop.perform {
            tree.a.setNeedsDisplay()
            tree.placements["a1"]!.leading.constant = 7
            tree.a.updateConstraintsIfNeeded()
            tree.a.layoutIfNeeded()
            log.append("event done")
        }
        loop.tick()
        #expect(log.entries == ["layoutSubviews a", "event done", "draw a"])
    }
}
