/// The attribute of one side of a case's constraint, by UIKit's name (`NSLayoutConstraint.Attribute`
/// without the margin variants, which a case writes as the `<view>.margins` guide's attribute).
package enum CaseAttribute: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    package var description: String { rawValue }
}
