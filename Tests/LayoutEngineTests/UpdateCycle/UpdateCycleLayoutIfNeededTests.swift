import LayoutEngine
import Testing

// `layoutIfNeeded()`: nothing when nothing is flagged; otherwise the constraints and layout passes
// run before it returns, without waiting for a tick (and without the display pass).

@Suite struct UpdateCycleLayoutIfNeededTests {
    @Test func layoutIfNeededDoesNothingWhenNothingIsFlagged() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.counters()
        let windowBefore = window.counters
        window.layoutIfNeeded()
        for view in tree.all { view.layoutIfNeeded() }
        #expect(window.trace == [])
        #expect(tree.counters() == before)
        #expect(window.counters == windowBefore)
    }

    @Test func layoutIfNeededLaysOutAFlaggedViewBeforeReturning() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.a.counters.layoutSubviews
        tree.a.setNeedsLayout()
        tree.a.layoutIfNeeded()
        #expect(tree.a.counters.layoutSubviews == before + 1)
        #expect(!tree.a.needsLayout)
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
        loop.tick()
        #expect(tree.a.counters.layoutSubviews == before + 1)
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
    }

    /// CALayer's rule: when the superview needs layout too, the pass starts at the first
    /// ancestor that does not (root here) and lays out its whole subtree, flagged siblings too.
    @Test func layoutIfNeededStartsAtTheFirstAncestorThatDoesNotNeedLayout() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a1.setNeedsLayout()
        tree.a1.layoutIfNeeded()
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a"), .layoutSubviews("b"), .layoutSubviews("a1")])
        #expect(!tree.a.needsLayout && !tree.b.needsLayout && !tree.a1.needsLayout)
    }

    /// Without a flagged superview the pass stays inside the view's own subtree.
    @Test func layoutIfNeededLeavesAFlaggedSiblingAloneWhenTheSuperviewIsNotFlagged() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a.layoutIfNeeded()
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
        #expect(tree.b.needsLayout)
    }

    @Test func layoutIfNeededRunsAPendingConstraintsUpdateBeforeTheLayout() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.a.setNeedsLayout()
        tree.a1.setNeedsUpdateConstraints()
        tree.a.layoutIfNeeded()
        #expect(window.trace == [.updateConstraints("a1"), .layoutRound(1), .layoutSubviews("a")])
        #expect(!tree.a1.needsUpdateConstraints)
    }

    @Test func layoutIfNeededRunsAPendingConstraintsUpdateAlone() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.b.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(window.trace == [.updateConstraints("b")])
        loop.tick()
        #expect(window.trace == [.updateConstraints("b")])
    }

    @Test func layoutIfNeededAfterAConstantChangeMovesTheFramesWithoutATick() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        tree.placements["a1"]!.leading.constant = 40
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 20, height: 20))
        tree.a.layoutIfNeeded()
        #expect(tree.a1.frame == Rect(x: 40, y: 5, width: 20, height: 20))
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
        #expect(loop.frame == 1)
    }

    @Test func layoutIfNeededNeverDraws() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = tree.a.counters.draw
        tree.a.setNeedsDisplay()
        tree.a.setNeedsLayout()
        tree.a.layoutIfNeeded()
        window.layoutIfNeeded()
        tree.a.updateConstraintsIfNeeded()
        #expect(tree.a.counters.draw == before)
        #expect(tree.a.needsDisplay)
        #expect(window.trace.namesOfDraws == [])
        loop.tick()
        #expect(tree.a.counters.draw == before + 1)
        #expect(window.trace.namesOfDraws == ["a"])
    }
}
