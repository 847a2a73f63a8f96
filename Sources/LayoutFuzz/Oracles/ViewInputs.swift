import LayoutEngine

/// The inputs of one view that the engine derives from frames.
struct ViewInputs: Equatable {
    var safeArea: EdgeInsets
    var margins: EdgeInsets
    var content: Size
    /// A view its parent places by hand: the size the parent's bounds gave it.
    var placed: Size? = nil

    func mirrored() -> ViewInputs {
        ViewInputs(
            safeArea: EdgeInsets(
                top: safeArea.top, left: safeArea.right, bottom: safeArea.bottom, right: safeArea.left),
            margins: EdgeInsets(top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left),
            content: content, placed: placed)
    }

    /// The first input that differs by more than `tolerance`, by name.
    func difference(_ other: ViewInputs, tolerance: Double) -> String? {
        func near(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= tolerance }
        func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
            near(a.top, b.top) && near(a.left, b.left) && near(a.bottom, b.bottom) && near(a.right, b.right)
        }
        if !same(safeArea, other.safeArea) { return "safe-area insets" }
        if !same(margins, other.margins) { return "layout margins" }
        if !near(content.width, other.content.width) || !near(content.height, other.content.height) {
            return "intrinsic sizes"
        }
        if let a = placed, let b = other.placed, !near(a.width, b.width) || !near(a.height, b.height) {
            return "sizes placed by hand"
        }
        return nil
    }
}
