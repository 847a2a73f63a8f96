import LayoutEngine
import Testing

// The order of the three passes and of the views within each: constraints bottom-up (deepest
// views first, siblings in order), layout top-down (parents before children), display last.

@Suite struct UpdateCyclePassOrderTests {
    @Test func theFirstCycleUpdatesConstraintsBottomUpThenLaysOutTopDownThenDraws() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        loop.tick()
        #expect(
            window.trace.withoutDraws == [
                .updateConstraints("a1"), .updateConstraints("a2"), .updateConstraints("b1"),
                .updateConstraints("a"), .updateConstraints("b"),
                .updateConstraints("root"),
                .updateConstraints("window"),
                .layoutRound(1), .layoutSubviews("window"),
                .layoutSubviews("root"),
                .layoutSubviews("a"), .layoutSubviews("b"),
                .layoutSubviews("a1"), .layoutSubviews("a2"), .layoutSubviews("b1"),
            ])
        let firstDraw = try #require(window.trace.firstIndex { if case .draw = $0 { true } else { false } })
        #expect(window.trace[firstDraw...].allSatisfy { if case .draw = $0 { true } else { false } })
        let box = Rect(x: 0, y: 0, width: 100, height: 100)
        let small = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(
            tree.all.map(\.drawnRects) == [
                [Rect(x: 0, y: 0, width: 300, height: 300)], [box], [small], [small], [box], [small],
            ])
    }

    @Test func updateConstraintsRunsForTheDeepestViewsFirstWhateverOrderTheyWereFlaggedIn() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        for view in [tree.root, tree.b, tree.a, tree.b1, tree.a2, tree.a1] { view.setNeedsUpdateConstraints() }
        loop.tick()
        #expect(
            window.trace == [
                .updateConstraints("a1"), .updateConstraints("a2"), .updateConstraints("b1"),
                .updateConstraints("a"), .updateConstraints("b"),
                .updateConstraints("root"),
            ])
    }

    @Test func layoutSubviewsRunsForParentsBeforeChildrenWhateverOrderTheyWereFlaggedIn() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        for view in [tree.b1, tree.a2, tree.a1, tree.b, tree.a, tree.root] { view.setNeedsLayout() }
        loop.tick()
        #expect(
            window.trace == [
                .layoutRound(1), .layoutSubviews("root"),
                .layoutSubviews("a"), .layoutSubviews("b"),
                .layoutSubviews("a1"), .layoutSubviews("a2"), .layoutSubviews("b1"),
            ])
    }

    @Test func theHooksRunThroughTheOverridesInTraceOrder() throws {
        let (window, loop) = CycleFixture.stage()
        let log = CycleLog()
        let tree = try CycleTree(in: window, log: log)
        CycleFixture.settle(window, loop)
        log.removeAll()
        tree.a1.setNeedsDisplay()
        tree.a.setNeedsLayout()
        tree.b1.setNeedsUpdateConstraints()
        tree.root.setNeedsUpdateConstraints()
        loop.tick()
        #expect(log.entries == ["updateConstraints b1", "updateConstraints root", "layoutSubviews a", "draw a1"])
    }

    @Test func theDisplayPassRunsAfterTheLayoutPassWithinATick() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        // Flagged in the opposite order of the passes.
        tree.b1.setNeedsDisplay()
        tree.a.setNeedsLayout()
        tree.root.setNeedsUpdateConstraints()
        loop.tick()
        #expect(
            window.trace == [
                .updateConstraints("root"),
                .layoutRound(1), .layoutSubviews("a"),
                .draw("b1", Rect(x: 0, y: 0, width: 20, height: 20)),
            ])
    }

    @Test func theDisplayPassDrawsWithTheBoundsTheLayoutPassOfTheSameTickGave() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        loop.perform {
            tree.placements["b"]!.width.constant = 140
            tree.b.setNeedsDisplay()
        }
        loop.tick()
        #expect(tree.b.drawnRects.last == Rect(x: 0, y: 0, width: 140, height: 100))
        #expect(
            window.trace == [
                .layoutRound(1), .layoutSubviews("root"), .layoutSubviews("b"),
                .draw("b", Rect(x: 0, y: 0, width: 140, height: 100)),
            ])
    }
}
