/// The attribute of one side of a case's constraint, by UIKit's name (`NSLayoutConstraint.Attribute`
/// without the margin variants, which a case writes as the `<view>.margins` guide's attribute).
public enum CaseAttribute: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    public var description: String { rawValue }

    /// Width and height: a size, not a position.
    public var isSize: Bool { self == .width || self == .height }
}
