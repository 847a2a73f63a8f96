// Dimensions also relate to constants and take a multiplier (UIKit's `NSLayoutDimension`).

extension LayoutAnchor where Axis == Dimension {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        fixed(.equal, constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        fixed(.greaterThanOrEqual, constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        fixed(.lessThanOrEqual, constant)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func fixed(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: node, firstAttribute: attribute, relation: relation,
            second: nil, secondAttribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
}
