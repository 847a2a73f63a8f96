// The view tree: adding, inserting and removing subviews. Removal takes along the constraints
// that tie the removed subtree to the rest of the tree, as UIKit does; constraints inside the
// subtree stay active and come back to life when it joins a window again.

extension View {
    /// Adds `view` as the last subview (removing it from its old superview first).
    ///
    /// - Precondition: `view` is not this view nor one of its ancestors.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(
            view !== self && !isDescendant(of: view), LayoutError.hierarchyCycle(view: view.displayName).description)
        precondition(
            !(view is Window),
            "cannot add the window '\(view.displayName)' as a subview: a window is the root of its tree")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if let window { window.attach(view, depth: depth + 1) }
        setNeedsLayout()
    }

    /// Removes the view from its superview, deactivating every constraint between the view's
    /// subtree and views outside it.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviewWillBeRemoved(self)
        deactivateConstraintsLeaving()
        window?.detach(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The closest view that is an ancestor of both (or one of them), or nil.
    func closestCommonAncestor(with other: View) -> View? {
        // Most constraints join siblings, or a view and its superview: answered without a walk.
        if self === other { return self }
        let mine = superview
        if mine === other { return other }
        let theirs = other.superview
        if theirs === self { return self }
        if let mine, mine === theirs { return mine }
        var ancestors: [ObjectIdentifier] = []
        var current: View? = self
        while let view = current {
            ancestors.append(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The view and its descendants, parents before children, each in subview order.
    public func subtree() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The superview is being released while this view lives on (its `superview`, and `window`
    /// when the window is the one going, already read nil). What `removeFromSuperview()` would
    /// have done is done without them: constraints installed on a released view are deactivated,
    /// and the subtree's constraints leave the released window's engine (the engine goes with
    /// its window; no solver is called), so that joining another window enters them afresh.
    func outliveReleasedSuperview() {
        for view in subtree() {
            for node in [view.layoutNode] + view.allGuides.map(\.layoutNode) {
                for constraint in node.activeConstraints where constraint.installedOn == nil {
                    constraint.forgetReleasedInstallation()
                }
            }
            for constraint in view.constraints { constraint.engineState = .outside }
            let own =
                view.autoresizingConstraints + view.contentSizeConstraints.all
                + view.allGuides.flatMap(\.edgeConstraints)
            for constraint in own { constraint.forgetReleasedInstallation() }
            view.autoresizingConstraints = []
            view.contentSizeConstraints = ContentSizeConstraints()
            view.window = nil
            view.isListedWithInsetGuides = false  // the list went with its window
        }
    }

    private func deactivateConstraintsLeaving() {
        for view in subtree() {
            for node in [view.layoutNode] + view.allGuides.map(\.layoutNode) {
                for constraint in node.activeConstraints {
                    if let home = constraint.installedOn, !home.isDescendant(of: self) { constraint.deactivate() }
                }
            }
        }
    }
}
