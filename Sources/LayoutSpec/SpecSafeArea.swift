import LayoutCase

/// Safe-area insets as UIKit documents them for views not managed by a view controller: the
/// window's are the device's; a subview's, on each side, are how far its superview's unsafe band
/// on that side (the superview's inset) reaches into it — never more than the band is wide, nor
/// than the view is long, and nothing for the part of a view that sticks out past its
/// superview's edge (docs/layout-engine.md, "safe area").
///
/// The insets depend on where layout puts the views, and layout depends on the insets (UIKit
/// settles them in its `safeAreaInsetsDidChange` loop). The spec therefore reads them off the
/// layout it checks: a layout that is right is a fixpoint, its insets giving back its frames
/// when the system is solved again; a wrong one is not.
struct SpecSafeArea {
    private let tree: SpecTree
    private let frames: [String: SpecRect]
    private var cache: [String: SpecInsets] = [:]

    init(tree: SpecTree, frames: [String: SpecRect]) {
        self.tree = tree
        self.frames = frames
    }

    mutating func insets(of id: String) -> SpecInsets {
        if let known = cache[id] { return known }
        let result = compute(id)
        cache[id] = result
        return result
    }

    private mutating func compute(_ id: String) -> SpecInsets {
        guard let parent = tree.parent(of: id) else {
            let device = tree.window.safeArea
            return SpecInsets(
                top: device?.top ?? 0, left: device?.left ?? 0, bottom: device?.bottom ?? 0, right: device?.right ?? 0)
        }
        let band = insets(of: parent)
        guard band != .zero, let frame = frames[id], let outer = frames[parent] else { return .zero }
        let x = frame.x  // frames are in their superview's coordinates
        let y = frame.y
        func reach(_ band: Double, _ distance: Double, _ length: Double) -> Double {
            min(max(0, band - distance), band, max(0, length))
        }
        return SpecInsets(
            top: reach(band.top, y, frame.height), left: reach(band.left, x, frame.width),
            bottom: reach(band.bottom, outer.height - (y + frame.height), frame.height),
            right: reach(band.right, outer.width - (x + frame.width), frame.width))
    }
}
