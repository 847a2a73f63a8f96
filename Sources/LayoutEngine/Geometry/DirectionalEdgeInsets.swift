/// Insets by reading direction: `leading` is the left edge in left-to-right layout and the right
/// edge in right-to-left layout (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same insets by absolute side for a layout direction.
    public func absolute(in direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    public var description: String {
        "(top \(Number.text(top)), leading \(Number.text(leading)), bottom \(Number.text(bottom)), trailing \(Number.text(trailing)))"
    }
}
