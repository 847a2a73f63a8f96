/// What `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` adds to the
/// format (UIKit's `NSLayoutConstraint.FormatOptions`): at most one alignment, across the
/// orientation, for every view of the format; and, for `H:` formats, the direction in which the
/// views follow each other.
public struct LayoutFormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)

    /// The default: views follow each other from the leading edge (leading/trailing attributes).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)

    /// Every alignment option with its attribute, in a fixed order.
    static let alignments: [(LayoutFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
}
