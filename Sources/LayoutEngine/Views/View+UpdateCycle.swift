// The three flags of the update cycle and the calls that set and honour them (UIKit's
// setNeeds…/…IfNeeded pairs). Setting a flag only queues the view with its window; the passes
// run at the next run-loop tick, or at once through the …IfNeeded calls.

extension View {
    // MARK: Constraints pass

    /// Asks for `updateConstraints()` in the next constraints pass.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = true
        window?.pendingConstraints.append(self)
    }

    public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

    /// Runs the constraints pass now for this view and its subviews, if any of them is flagged.
    public func updateConstraintsIfNeeded() {
        window?.constraintsPass(within: self)
    }

    // MARK: Layout pass

    /// Asks for `layoutSubviews()` in the next layout pass. Many calls before the pass run it once.
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        window?.pendingLayout.append(self)
    }

    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out this view's subtree now, if anything in it is flagged (or moved by the model):
    /// the constraints pass first, then `layoutSubviews()` top-down. When the superview needs
    /// layout too, the pass starts higher, as CALayer's does: at the first ancestor that does not
    /// need layout, over its whole subtree. Does nothing when nothing is flagged.
    public func layoutIfNeeded() {
        window?.layoutPass(within: self)
    }

    /// The default layout: every subview's frame from the model.
    func applyModelFramesToSubviews() {
        guard let window else { return }
        let engine = window.engine
        engine.sync()
        // The subviews are in this view's window: each frame comes from the same engine.
        for subview in subviews { subview.storedFrame = engine.frame(of: subview.layoutNode) }
    }

    // MARK: Display pass

    /// Asks for `draw(_:)` of the whole bounds in the next display pass.
    public func setNeedsDisplay() {
        needsFullDisplay = true
        flagForDisplay()
    }

    /// Asks for `draw(_:)` of `rect` (view coordinates) in the next display pass; rectangles asked
    /// for before the pass are drawn together, as their union.
    public func setNeedsDisplay(_ rect: Rect) {
        dirtyRect = dirtyRect.union(rect)
        flagForDisplay()
    }

    public var needsDisplay: Bool { needsDisplayFlag }

    private func flagForDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        window?.pendingDisplay.append(self)
    }

    /// The rectangle the display pass will draw.
    var rectToDraw: Rect { needsFullDisplay ? bounds : dirtyRect.intersection(bounds) }

    /// True when the view or an ancestor is hidden.
    var isHiddenInTree: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}
