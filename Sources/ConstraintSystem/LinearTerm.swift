/// One term of a linear expression: `coefficient * name`.
public struct LinearTerm: Sendable, Hashable {
    public var name: String
    public var coefficient: Double

    public init(_ name: String, _ coefficient: Double = 1) {
        self.name = name
        self.coefficient = coefficient
    }
}
