/// A rectangle in its superview's coordinates (a view's `frame`), as the spec reads a layout it checks.
package struct SpecRect: Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Insets by absolute side.
struct SpecInsets: Equatable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

    static let zero = SpecInsets()

    static func + (a: SpecInsets, b: SpecInsets) -> SpecInsets {
        SpecInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
