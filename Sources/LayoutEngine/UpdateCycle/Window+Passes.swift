// The update cycle's three passes (UIKit's, as the run loop runs them after the event handlers):
//
// 1. constraints: flagged views, bottom-up (subviews before superviews, deepest first), get
//    their content-size constraints refreshed and `updateConstraints()` called;
// 2. layout: the model's changed variables flag their views (dependency tracking), then flagged
//    views, top-down, get `layoutSubviews()`; a round that changes the model starts another round,
//    until nothing is flagged (or `passRoundLimit`, reported as a feedback loop); the trace marks
//    where each round begins, so that the `cycle` oracle can judge the order within one;
// 3. display: flagged, visible views get `draw(_:)` with their dirty rectangle.
//
// Each pass handles only the views queued with the window; nothing walks the whole tree.

extension Window {
    /// Runs the constraints, layout and display passes for whatever is flagged.
    public func runUpdateCycle() {
        layoutPass(within: self)
        displayPass()
    }

    /// The constraints pass over the flagged views of `root`'s subtree.
    func constraintsPass(within root: View) {
        var rounds = 0
        while let batch = takeFlagged(from: &pendingConstraints, within: root, isFlagged: \.needsUpdateConstraintsFlag)
        {
            for view in View.inPassOrder(batch, deepestFirst: true)
            where view.needsUpdateConstraintsFlag && view.window === self {
                view.needsUpdateConstraintsFlag = false
                if view.intrinsicSizeIsStale { view.refreshContentSize(in: self) }
                record(.updateConstraints(view.displayName))
                view.counters.updateConstraints += 1
                view.updateConstraints()
                if let controller = view.viewController {
                    record(.updateViewConstraints(view.displayName))
                    controller.updateViewConstraints()
                }
            }
            rounds += 1
            if rounds >= passRoundLimit {
                if hasFlagged(pendingConstraints, within: root, isFlagged: \.needsUpdateConstraintsFlag) {
                    gaveUp("constraints")
                }
                break
            }
        }
    }

    /// The constraints pass, then the layout pass over the subtree of `start`, widened as
    /// CALayer's `layoutIfNeeded` widens it: up through the superviews that need layout too, to
    /// the first one that does not, whose whole subtree is then laid out.
    func layoutPass(within start: View) {
        constraintsPass(within: start)
        engine.sync()
        let root = layoutRoot(from: start)
        if root !== start { constraintsPass(within: root) }
        var rounds = 0
        while true {
            engine.sync()
            refreshSafeAreas()
            guard let batch = takeFlagged(from: &pendingLayout, within: root, isFlagged: \.needsLayoutFlag) else {
                break
            }
            record(.layoutRound(rounds + 1))
            for view in View.inPassOrder(batch, deepestFirst: Window.layoutsDeepestFirst)
            where view.needsLayoutFlag && view.window === self {
                view.needsLayoutFlag = false
                let controller = view.viewController
                if let controller {
                    record(.viewWillLayoutSubviews(view.displayName))
                    controller.viewWillLayoutSubviews()
                }
                record(.layoutSubviews(view.displayName))
                view.counters.layoutSubviews += 1
                view.layoutSubviews()
                if let controller {
                    record(.viewDidLayoutSubviews(view.displayName))
                    controller.viewDidLayoutSubviews()
                }
            }
            rounds += 1
            constraintsPass(within: root)
            if rounds >= passRoundLimit {
                if layoutWouldContinue(within: root) { gaveUp("layout") }
                break
            }
        }
    }

    /// Whether another layout round would run in `root`'s subtree: the model moved a view, a view
    /// asked again, or a safe area no longer matches the model. Only looks (the model and the
    /// frames stay as the last round left them), so a pass that settles in exactly
    /// `passRoundLimit` rounds is not reported as a feedback loop.
    private func layoutWouldContinue(within root: View) -> Bool {
        engine.sync()
        if hasFlagged(pendingLayout, within: root, isFlagged: \.needsLayoutFlag) { return true }
        return insetGuideViews.views.contains { view in
            view.isDescendant(of: root) && view.modelSafeAreaInsets(in: self) != view.storedSafeAreaInsets
        }
    }

    /// The display pass: `draw(_:)` for flagged views that are visible and have an area; the
    /// others keep their flag until they are.
    func displayPass() {
        let batch = pendingDisplay.views.filter { $0.needsDisplayFlag && $0.window === self }
        pendingDisplay = WeakViews()
        for view in View.inPassOrder(batch, deepestFirst: false) {
            guard !view.isHiddenInTree, !view.bounds.isEmpty else {
                pendingDisplay.append(view)
                continue
            }
            let rect = view.rectToDraw
            view.needsDisplayFlag = false
            view.needsFullDisplay = false
            view.dirtyRect = .zero
            record(.draw(view.displayName, rect))
            view.counters.draw += 1
            view.draw(rect)
        }
    }

    /// Safe-area insets follow the model's frames; a change moves guide constants, so the model
    /// is brought up to date again. A view's insets depend only on its own and its ancestors'
    /// frames, so only views with inset guides in the subtrees of views that moved are looked at
    /// (all of them after the device's insets changed).
    private func refreshSafeAreas() {
        safeAreaVisits += 1
        var candidates: [View] = []
        if safeAreasAreStale {
            safeAreasAreStale = false
            candidates = insetGuideViews.views
            _ = engine.takeMovedViews()
        } else {
            for moved in engine.takeMovedViews() where moved.safeAreaVisit != safeAreaVisits {
                for view in moved.subtree() where view.safeAreaVisit != safeAreaVisits {
                    view.safeAreaVisit = safeAreaVisits
                    if view.marginsGuide != nil || view.safeAreaGuide != nil { candidates.append(view) }
                }
            }
        }
        var changed = false
        engine.changeTogether {
            for view in candidates where view.refreshSafeAreaInsets(in: self) { changed = true }
        }
        if changed { engine.sync() }
    }

    private func layoutRoot(from view: View) -> View {
        guard let superview = view.superview, superview.needsLayoutFlag else { return view }
        var top = superview
        while let above = top.superview, above.needsLayoutFlag { top = above }
        return top.superview ?? top
    }

    /// True when `queue` holds a flagged view inside `root` (what `takeFlagged` would take).
    private func hasFlagged(_ queue: WeakViews, within root: View, isFlagged: (View) -> Bool) -> Bool {
        queue.views.contains {
            isFlagged($0) && $0.window === self && (root === self || $0.isDescendant(of: root))
        }
    }

    /// Removes from `queue` the flagged views inside `root` and returns them (nil when none).
    private func takeFlagged(from queue: inout WeakViews, within root: View, isFlagged: (View) -> Bool) -> [View]? {
        var taken: [View] = []
        var kept: [View] = []
        for view in queue.views where isFlagged(view) && view.window === self {
            if root === self || view.isDescendant(of: root) { taken.append(view) } else { kept.append(view) }
        }
        queue = WeakViews(kept)
        return taken.isEmpty ? nil : taken
    }

    /// False: the layout pass goes top-down (a planted fault turns it).
    @inline(__always) static var layoutsDeepestFirst: Bool {
        #if PLUMB_FAULTS
            PlantedViewFaults.isActive(.layoutDeepestFirst)
        #else
            false
        #endif
    }

    /// A pass stopped after `passRoundLimit` rounds: counted, and traced.
    private func gaveUp(_ pass: String) {
        feedbackLoops += 1
        record(.feedbackLoop(pass))
    }

    /// Appends the event while tracing; the event (a view's name) is not even made otherwise.
    func record(_ event: @autoclosure () -> TraceEvent) {
        if isTracing { trace.append(event()) }
    }
}

extension View {
    /// The views in the order a pass takes them: by depth (deepest or shallowest first), then by
    /// arrival in the window. Sorted on those numbers, read once per view, rather than by a
    /// comparison that reads them from both views at every step.
    static func inPassOrder(_ views: [View], deepestFirst: Bool) -> [View] {
        let keys = views.map { (depth: $0.depth, serial: $0.serial) }
        let order = keys.indices.sorted { a, b in
            if keys[a].depth != keys[b].depth {
                return deepestFirst ? keys[a].depth > keys[b].depth : keys[a].depth < keys[b].depth
            }
            return keys[a].serial != keys[b].serial ? keys[a].serial < keys[b].serial : a < b
        }
        return order.map { views[$0] }
    }
}
