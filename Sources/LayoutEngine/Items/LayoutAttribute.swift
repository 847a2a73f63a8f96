/// The part of an item that a constraint names (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case notAnAttribute

    /// The three kinds of attribute; a constraint relates two of the same kind.
    enum Axis: Sendable { case horizontal, vertical, dimension, none }

    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .width, .height: .dimension
        case .notAnAttribute: .none
        }
    }

    /// Leading and trailing, which follow the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left and right, which do not.
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
