/// The priority of a constraint: a number from 1 to 1000, where 1000 means required.
///
/// Optional priorities are ordered lexicographically: a higher one is never traded for any amount
/// of error at lower ones (Auto Layout's rule). A `Priority` may hold any number so that an
/// out-of-range value can be reported; solvers reject one that is not `isValid`.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    /// 1000: must hold exactly.
    public static let required = Priority(1000)
    /// 750: UIKit's default for compression resistance.
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's default for content hugging.
    public static let defaultLow = Priority(250)
    /// 50: the priority `systemLayoutSizeFitting` gives its fitting target.
    public static let fittingSize = Priority(50)

    /// The allowed range of priorities.
    public static let range: ClosedRange<Double> = 1...1000

    /// True for 1...1000 (a NaN is not valid).
    public var isValid: Bool { Priority.range.contains(value) }
    /// True for 1000.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The number as FORMAT.md writes it; NaN and infinities (never valid, but held so that they
    /// can be reported) as Swift prints them, since the format has no text for them.
    public var description: String { value.isFinite ? NumberText.format(value) : "\(value)" }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }
}
