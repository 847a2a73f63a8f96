/// `edit NAME PRIORITY [~ WEIGHT]`: NAME is an edit variable, pulled towards its last suggested
/// value (0 before any) at PRIORITY, which is always below 1000.
public struct EditDeclaration: Sendable, Hashable {
    public var name: String
    public var priority: Priority
    public var weight: Double?

    public init(name: String, priority: Priority, weight: Double? = nil) {
        self.name = name
        self.priority = priority
        self.weight = weight
    }
}

/// One `suggest` line: each edit variable named gets its value, then the solver updates.
public struct SuggestStep: Sendable, Hashable {
    public var values: [Suggestion]

    public init(_ values: [Suggestion]) { self.values = values }
}

/// `NAME=VALUE` inside a `suggest` line.
public struct Suggestion: Sendable, Hashable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}
