/// A rectangle by its origin (top-left corner) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The smallest rectangle that holds both; an empty one adds nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The part both share, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > x, bottom > y else { return .zero }
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }

    public var description: String {
        "(\(Number.text(minX)), \(Number.text(minY)), \(Number.text(width)), \(Number.text(height)))"
    }
}
