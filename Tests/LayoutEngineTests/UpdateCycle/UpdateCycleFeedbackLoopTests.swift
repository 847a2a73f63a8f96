import LayoutEngine
import Testing

// A pass whose hooks keep flagging views again stops after `Window.passRoundLimit` rounds and
// says so in the trace, instead of hanging; one that settles within the limit says nothing.
//
//     window
//       restless (0, 0, 100, 100): each layoutSubviews nudges the child's leading and asks again
//         child (5, 5, 20, 20)

@Suite struct UpdateCycleFeedbackLoopTests {
    private func restlessScene(limit: Int) throws -> (Window, RunLoop, CycleRestlessView, LayoutConstraint) {
        let (window, loop) = CycleFixture.stage()
        window.passRoundLimit = limit
        let restless = CycleRestlessView()
        restless.identifier = "restless"
        try CycleFixture.place(restless, in: window, x: 0, y: 0, width: 100, height: 100)
        let child = View()
        child.identifier = "child"
        let placement = try CycleFixture.place(child, in: restless, x: 5, y: 5, width: 20, height: 20)
        restless.nudged = placement.leading
        CycleFixture.settle(window, loop)
        return (window, loop, restless, placement.leading)
    }

    @Test func aLayoutThatInvalidatesItselfForeverStopsAfterTheRoundLimit() throws {
        let (window, loop, restless, nudged) = try restlessScene(limit: 10)
        let child = restless.subviews[0]
        restless.remaining = Int.max
        restless.setNeedsLayout()
        loop.tick()
        #expect(
            window.trace == (1...10).flatMap { [TraceEvent.layoutRound($0), .layoutSubviews("restless")] } + [
                .feedbackLoop("layout")
            ])
        #expect(nudged.constant == 15)
        // The last round copied the model as the ninth nudge left it.
        #expect(child.frame == Rect(x: 14, y: 5, width: 20, height: 20))
        #expect(restless.needsLayout)
    }

    @Test func aLayoutLoopStaysBoundedOnEveryTick() throws {
        let (window, loop, restless, nudged) = try restlessScene(limit: 10)
        restless.remaining = Int.max
        restless.setNeedsLayout()
        loop.run(frames: 3)
        #expect(window.trace.namesOfLayoutSubviews.count == 30)
        #expect(window.trace.feedbackLoops == Array(repeating: .feedbackLoop("layout"), count: 3))
        #expect(window.feedbackLoops == 3)
        #expect(nudged.constant == 35)
        // Counted without a trace too (the fresh engines the oracles build trace nothing).
        window.isTracing = false
        restless.setNeedsLayout()
        loop.tick()
        #expect(window.feedbackLoops == 4)
    }

    @Test func aLayoutThatSettlesInExactlyTheRoundLimitIsNoFeedbackLoop() throws {
        let (window, loop, restless, nudged) = try restlessScene(limit: 10)
        restless.remaining = 9
        restless.setNeedsLayout()
        loop.tick()
        #expect(window.trace == (1...10).flatMap { [TraceEvent.layoutRound($0), .layoutSubviews("restless")] })
        #expect(nudged.constant == 14)
        #expect(restless.subviews[0].frame == Rect(x: 14, y: 5, width: 20, height: 20))
        #expect(!restless.needsLayout)
    }

    @Test func aLayoutThatNeedsOneRoundMoreThanTheLimitIsAFeedbackLoop() throws {
        let (window, loop, restless, _) = try restlessScene(limit: 10)
        restless.remaining = 10
        restless.setNeedsLayout()
        loop.tick()
        #expect(
            window.trace == (1...10).flatMap { [TraceEvent.layoutRound($0), .layoutSubviews("restless")] } + [
                .feedbackLoop("layout")
            ])
    }

    @Test func anUpdateConstraintsThatFlagsItselfForeverStopsAfterTheRoundLimit() throws {
        let (window, loop) = CycleFixture.stage()
        window.passRoundLimit = 10
        let view = CycleSelfFlaggingView()
        view.identifier = "eager"
        try CycleFixture.place(view, in: window, x: 0, y: 0, width: 10, height: 10)
        CycleFixture.settle(window, loop)
        view.remaining = Int.max
        view.setNeedsUpdateConstraints()
        loop.tick()
        #expect(
            window.trace == Array(repeating: .updateConstraints("eager"), count: 10) + [.feedbackLoop("constraints")])
    }

    @Test func anUpdateConstraintsThatSettlesInExactlyTheRoundLimitIsNoFeedbackLoop() throws {
        let (window, loop) = CycleFixture.stage()
        window.passRoundLimit = 10
        let view = CycleSelfFlaggingView()
        view.identifier = "eager"
        try CycleFixture.place(view, in: window, x: 0, y: 0, width: 10, height: 10)
        CycleFixture.settle(window, loop)
        view.remaining = 9
        view.setNeedsUpdateConstraints()
        loop.tick()
        #expect(window.trace == Array(repeating: .updateConstraints("eager"), count: 10))
        #expect(!view.needsUpdateConstraints)
    }
}
