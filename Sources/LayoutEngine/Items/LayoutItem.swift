/// Something constraints can position: a `View` or a `LayoutGuide` (UIKit's anchors protocol).
/// Both give the same anchors; views also have baselines.
public protocol LayoutItem: AnyObject {
    /// The item's variables in the engine. Opaque outside the module.
    var layoutNode: LayoutNode { get }
}

extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutNode, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutNode, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutNode, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutNode, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(layoutNode, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutNode, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutNode, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(layoutNode, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(layoutNode, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(layoutNode, .height) }
}
