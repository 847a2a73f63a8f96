/// One attribute of one item, typed by its axis (UIKit's `NSLayoutAnchor`): an x-axis anchor
/// relates only to x-axis anchors, a y-axis anchor to y-axis anchors and a dimension to
/// dimensions, so a constraint that mixes axes does not compile.
///
/// The factory methods make an inactive, required `LayoutConstraint`
/// `self OP other + constant`; activate it to take part in layout.
public struct LayoutAnchor<Axis: AnchorAxis>: CustomStringConvertible {
    let node: LayoutNode
    let attribute: LayoutAttribute

    init(_ node: LayoutNode, _ attribute: LayoutAttribute) {
        self.node = node
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to (nil once it is gone).
    public var item: AnyObject? { node.item }

    public func constraint(equalTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Axis>, constant: Double = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func relate(_ relation: LayoutRelation, _ anchor: LayoutAnchor<Axis>, multiplier: Double, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            first: node, firstAttribute: attribute, relation: relation,
            second: anchor.node, secondAttribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    public var description: String { "\(node.displayName).\(attribute.rawValue)" }
}

/// The axis of an anchor, as a type.
public protocol AnchorAxis {}

/// Horizontal positions: leading, trailing, left, right, centerX.
public enum XAxis: AnchorAxis {}
/// Vertical positions: top, bottom, centerY, baselines.
public enum YAxis: AnchorAxis {}
/// Sizes: width and height.
public enum Dimension: AnchorAxis {}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
public typealias LayoutDimension = LayoutAnchor<Dimension>
