/// A visual format string that cannot be read or turned into constraints: what was expected or
/// what is wrong, the string, and a caret under the place, as UIKit's message shows it:
///
///     Unable to parse constraint format: Expected ']' to close the view
///     H:|-[button
///                ^
public struct VisualFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    public var format: String
    /// The offset, in characters, of the place the message points at.
    public var position: Int
    public var reason: String

    public init(format: String, position: Int, reason: String) {
        self.format = format
        self.position = position
        self.reason = reason
    }

    public var description: String {
        "Unable to parse constraint format: \(reason)\n\(format)\n" + String(repeating: " ", count: max(0, position))
            + "^"
    }
}
