import LayoutEngine
import Testing

// Dependency tracking: a change to the model lays out only the views whose variables moved — the
// moved view's superview (which positions it) and the view itself when its size changed or it has
// subviews — and nothing elsewhere in the tree.

@Suite struct UpdateCycleDependencyTests {
    /// Every view's counters (the window's too), by name.
    private func counters(_ tree: CycleTree, _ window: Window) -> [String: PassCounters] {
        var result = ["window": window.counters]
        for view in tree.all { result[view.displayName] = view.counters }
        return result
    }

    /// The names whose counters changed since `before`.
    private func touched(since before: [String: PassCounters], _ tree: CycleTree, _ window: Window) -> Set<String> {
        let now = counters(tree, window)
        return Set(now.keys.filter { now[$0] != before[$0] })
    }

    @Test func movingALeafLaysOutOnlyItsSuperview() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = counters(tree, window)
        tree.placements["a1"]!.leading.constant = 30
        loop.tick()
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("a")])
        #expect(touched(since: before, tree, window) == ["a"])
        #expect(tree.a.counters.layoutSubviews == before["a"]!.layoutSubviews + 1)
        #expect(tree.a1.frame == Rect(x: 30, y: 5, width: 20, height: 20))
    }

    @Test func resizingAViewLaysOutItAndItsSuperviewButNotTheOtherSubtree() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = counters(tree, window)
        tree.placements["a"]!.width.constant = 120
        loop.tick()
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("root"), .layoutSubviews("a")])
        #expect(touched(since: before, tree, window) == ["root", "a"])
        #expect(tree.a.frame == Rect(x: 10, y: 10, width: 120, height: 100))
    }

    @Test func movingAViewWithSubviewsLaysOutItAndItsSuperviewButNotItsLeaves() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = counters(tree, window)
        tree.placements["a"]!.leading.constant = 20
        loop.tick()
        #expect(window.trace == [.layoutRound(1), .layoutSubviews("root"), .layoutSubviews("a")])
        #expect(touched(since: before, tree, window) == ["root", "a"])
        #expect(tree.a.frame == Rect(x: 20, y: 10, width: 100, height: 100))
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func aConstantSetToItsOwnValueLaysOutNothing() throws {
        let (window, loop) = CycleFixture.stage()
        let tree = try CycleTree(in: window)
        CycleFixture.settle(window, loop)
        let before = counters(tree, window)
        tree.placements["b1"]!.leading.constant = 5
        loop.tick()
        #expect(window.trace == [])
        #expect(touched(since: before, tree, window) == [])
    }
}
