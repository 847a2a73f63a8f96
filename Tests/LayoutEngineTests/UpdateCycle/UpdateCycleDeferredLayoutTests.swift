import LayoutEngine
import Testing

// Changing constraints changes the model at once but the frames only in the layout pass; asking
// for layout returns at once and changes nothing until the tick.

@Suite struct UpdateCycleDeferredLayoutTests {
    @Test func setNeedsLayoutChangesNoFrameBeforeTheTick() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.placements["a1"]!.leading.constant = 40
        tree.a.setNeedsLayout()
        #expect(tree.a.needsLayout)
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 20, height: 20))
        #expect(window.trace == [])
        loop.tick()
        #expect(tree.a1.frame == Rect(x: 40, y: 5, width: 20, height: 20))
        #expect(!tree.a.needsLayout)
    }

    @Test func aConstraintChangeMovesTheFramesOnlyInTheLayoutPass() throws {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let tree = try CycleTree(in: window, log: log)
        CycleFixture.settle(window, loop)
        log.removeAll()
        var framesInTheEvent: [Rect] = []
        loop.perform {
            tree.placements["b"]!.leading.constant = 160
            tree.placements["b"]!.height.constant = 120
            framesInTheEvent = [tree.b.frame, tree.b1.frame]
            log.append("event done")
        }
        loop.tick()
        #expect(
            framesInTheEvent == [Rect(x: 150, y: 10, width: 100, height: 100), Rect(x: 5, y: 5, width: 20, height: 20)])
        #expect(tree.b.frame == Rect(x: 160, y: 10, width: 100, height: 120))
        #expect(tree.b1.frame == Rect(x: 5, y: 5, width: 20, height: 20))
        // root places b; b is laid out too, as its size changed. A new size alone does not ask for
        // a redraw (UIKit's default content mode stretches the old drawing).
        #expect(log.entries == ["event done", "layoutSubviews root", "layoutSubviews b"])
    }

    @Test func aFrameIsNotTouchedByATickWithNothingFlagged() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a1.frame = Rect(x: 60, y: 60, width: 30, height: 30)
        loop.run(frames: 2)
        #expect(tree.a1.frame == Rect(x: 60, y: 60, width: 30, height: 30))
        #expect(window.trace == [])
    }
}
