/// The direction in which a view's content reads; leading and trailing follow it.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// How a view chooses its layout direction (UIKit's `semanticContentAttribute`, reduced to what
/// layout needs): from its superview, or forced either way for its whole subtree.
public enum SemanticContentAttribute: Sendable, Hashable {
    case unspecified
    case forceLeftToRight
    case forceRightToLeft
}

/// A layout axis, for hugging and compression resistance.
public enum LayoutAxis: Sendable, Hashable {
    case horizontal
    case vertical
}
