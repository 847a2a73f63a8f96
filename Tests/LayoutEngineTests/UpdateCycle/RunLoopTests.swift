import LayoutEngine
import Testing

// The simulated run loop: frames at 60 or 120 per second; each tick runs the events queued before
// it, in order, then every window's update cycle. (`RunLoop(framesPerSecond: 30)` is a
// precondition failure, which Swift Testing cannot catch, so it is not tested here.)

@Suite struct RunLoopTests {
    @Test(arguments: [(60, 60, 1.0), (120, 60, 0.5), (120, 120, 1.0), (60, 1, 1.0 / 60)])
    func timeCountsFramesAtTheFrameRate(framesPerSecond: Int, frames: Int, seconds: Double) {
        let loop = RunLoop(framesPerSecond: framesPerSecond)
        #expect(loop.framesPerSecond == framesPerSecond)
        #expect(loop.time == 0)
        loop.run(frames: frames)
        #expect(loop.frame == frames)
        #expect(loop.time == seconds)
    }

    @Test func sixtyFramesPerSecondIsTheDefault() {
        #expect(RunLoop().framesPerSecond == 60)
    }

    @Test func aQueuedEventWaitsForTheNextTick() {
        let loop = RunLoop()
        let log = CycleLog()
        loop.perform { log.append("event") }
        #expect(log.entries == [])
        loop.tick()
        #expect(log.entries == ["event"])
        loop.tick()
        #expect(log.entries == ["event"])
    }

    @Test func eventsRunBeforeTheUpdateCycleOfTheirTick() throws {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let view = CycleRecordingView("view", log: log)
        try CycleFixture.place(view, in: window, x: 0, y: 0, width: 10, height: 10)
        CycleFixture.settle(window, loop)
        log.removeAll()
        loop.perform {
            log.append("first event")
            view.setNeedsDisplay()
            view.setNeedsLayout()
            view.setNeedsUpdateConstraints()
        }
        loop.perform { log.append("second event") }
        loop.tick()
        #expect(
            log.entries == [
                "first event", "second event", "updateConstraints view", "layoutSubviews view", "draw view",
            ])
    }

    @Test func eventsQueuedByAnEventWaitForTheFollowingTick() throws {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let view = CycleRecordingView("view", log: log)
        try CycleFixture.place(view, in: window, x: 0, y: 0, width: 10, height: 10)
        CycleFixture.settle(window, loop)
        log.removeAll()
        loop.perform {
            log.append("outer")
            loop.perform {
                log.append("inner")
                view.setNeedsLayout()
            }
        }
        loop.tick()
        #expect(log.entries == ["outer"])
        loop.tick()
        #expect(log.entries == ["outer", "inner", "layoutSubviews view"])
    }

    @Test func everyAddedWindowGetsItsUpdateCycleEachTick() throws {
        let loop = RunLoop(framesPerSecond: 120)
        let log = CycleLog()
        var views: [CycleRecordingView] = []
        var windows: [Window] = []
        for index in 0..<3 {
            let window = Window(size: Size(width: 100, height: 100))
            let view = CycleRecordingView("view\(index)", log: log)
            try CycleFixture.place(view, in: window, x: 0, y: 0, width: 10, height: 10)
            windows.append(window)
            views.append(view)
        }
        loop.add(windows[0])
        loop.add(windows[1])
        loop.add(windows[0])
        #expect(loop.windows.count == 2)
        loop.tick()
        log.removeAll()
        loop.perform { for view in views { view.setNeedsLayout() } }
        loop.tick()
        #expect(log.entries == ["layoutSubviews view0", "layoutSubviews view1"])
        #expect(views[2].counters.layoutSubviews == 0)
        #expect(views[2].needsLayout)
        #expect(views[2].frame == .zero)
    }

    @Test func aTickWithNothingFlaggedCallsNoHook() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.counters()
        loop.run(frames: 5)
        #expect(window.trace == [])
        #expect(tree.counters() == before)
    }
}
