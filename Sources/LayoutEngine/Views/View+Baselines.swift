// Baselines: a view's first and last baselines are its bottom edge unless it has text (UIKit's
// `viewForFirstBaselineLayout` is the view itself); a `Label` puts them on its text lines.

extension View {
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutNode, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutNode, .lastBaseline) }
}
