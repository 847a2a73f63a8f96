/// A point in a view's coordinate space (x grows right, y grows down, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(Number.text(x)), \(Number.text(y)))" }
}
