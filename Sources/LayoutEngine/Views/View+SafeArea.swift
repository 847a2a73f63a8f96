// The safe area: the window's comes from the device (notch, home indicator); a subview's is the
// part of its bounds that its superview's unsafe bands do not cover, so its insets depend on
// where layout puts it. The layout pass recomputes them from the model and moves the guides'
// constants in place, until they stop changing (UIKit's `safeAreaInsetsDidChange` loop).

extension View {
    /// How far the safe area lies inside each edge of the view.
    public var safeAreaInsets: EdgeInsets { window.map { modelSafeAreaInsets(in: $0) } ?? .zero }

    /// The part of the view inside the safe area. Made on first use.
    public var safeAreaLayoutGuide: LayoutGuide {
        safeAreaGuide ?? makeInsetGuide(.safeArea, origin: .safeArea)
    }

    /// The safe-area insets the model's frames give the view now: on each side, how far the
    /// superview's unsafe band (its safe-area inset on that side) reaches into the view, never more
    /// than that band is wide (UIKit's rule for views not managed by a view controller) nor than
    /// the view is long. A view that sticks out past its superview's edge is not given more inset
    /// for it, which keeps a view whose margins follow its safe area from chasing its own inset.
    func modelSafeAreaInsets(in window: Window) -> EdgeInsets {
        if self === window { return window.deviceSafeAreaInsets }
        guard let superview else { return .zero }
        let outer = superview.modelSafeAreaInsets(in: window)
        guard outer != .zero else { return .zero }
        let engine = window.engine
        let node = layoutNode
        let parent = superview.layoutNode
        let x = engine.value(node.minX)
        let y = engine.value(node.minY)
        let width = engine.value(node.width)
        let height = engine.value(node.height)
        let parentWidth = engine.value(parent.width)
        let parentHeight = engine.value(parent.height)
        func reach(_ band: Double, _ distance: Double, _ length: Double) -> Double {
            min(max(0, band - distance), band, max(0, length))
        }
        return EdgeInsets(
            top: reach(outer.top, y, height), left: reach(outer.left, x, width),
            bottom: reach(outer.bottom, parentHeight - (y + height), height),
            right: reach(outer.right, parentWidth - (x + width), width))
    }

    /// Recomputes the safe-area insets from the model; true when they changed (and the guides'
    /// constants with them).
    func refreshSafeAreaInsets(in window: Window) -> Bool {
        let insets = modelSafeAreaInsets(in: window)
        guard insets != storedSafeAreaInsets else { return false }
        storedSafeAreaInsets = insets
        safeAreaGuide?.setInsets(insets)
        if margins.insetsFromSafeArea { marginsGuide?.setInsets(marginsGuideInsets) }
        return true
    }
}
