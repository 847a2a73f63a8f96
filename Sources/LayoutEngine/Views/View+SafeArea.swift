// The safe area: the window's comes from the device (notch, home indicator); a subview's is the
// part of its bounds inside the window's safe area, so its insets depend on where layout puts
// it. The layout pass recomputes them from the model and moves the guide's constants in place,
// until they stop changing (UIKit's `safeAreaInsetsDidChange` loop).

extension View {
    /// How far the safe area lies inside each edge of the view.
    public var safeAreaInsets: EdgeInsets { window.map { modelSafeAreaInsets(in: $0) } ?? .zero }

    /// The part of the view inside the safe area. Made on first use.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide(role: .safeArea, owner: self)
        guide.edgeConstraints = LayoutGuide.insetConstraints(of: guide, in: self, origin: .safeArea)
        safeAreaGuide = guide
        if let window { window.installGuide(guide, of: self) }
        return guide
    }

    /// The safe-area insets the model's frames give the view now.
    func modelSafeAreaInsets(in window: Window) -> EdgeInsets {
        if self === window { return window.deviceSafeAreaInsets }
        let engine = window.engine, node = layoutNode
        let minX = engine.value(node.minX), minY = engine.value(node.minY)
        let width = engine.value(node.width), height = engine.value(node.height)
        let windowInsets = window.deviceSafeAreaInsets, windowSize = window.storedFrame.size
        let safe = Rect(
            x: windowInsets.left, y: windowInsets.top,
            width: windowSize.width - windowInsets.left - windowInsets.right,
            height: windowSize.height - windowInsets.top - windowInsets.bottom)
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - minY, height), left: clamp(safe.minX - minX, width),
            bottom: clamp(minY + height - safe.maxY, height), right: clamp(minX + width - safe.maxX, width))
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
