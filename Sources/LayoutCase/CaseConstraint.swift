import ConstraintSystem

/// A constraint of a case: `first OP multiplier × second + constant @ priority`, made in the
/// order listed and activated when `active` (the default).
public struct CaseConstraint: Codable, Equatable, Sendable {
    public var id: String
    public var first: CaseAnchor
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// Absent for a size against a constant.
    public var second: CaseAnchor?
    public var multiplier: Double?
    public var constant: Double?
    /// 1 to 1000 (default 1000, required).
    public var priority: Double?
    public var active: Bool?

    public init(
        id: String, first: CaseAnchor, relation: Relation = .equal, second: CaseAnchor? = nil,
        multiplier: Double? = nil, constant: Double? = nil, priority: Double? = nil, active: Bool? = nil
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.active = active
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case id, first, relation, second, multiplier, constant, priority, active }

    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        first = try container.decode(CaseAnchor.self, forKey: .first)
        let relation = try container.decode(String.self, forKey: .relation)
        guard let known = Relation(rawValue: relation) else {
            throw DecodingError.dataCorruptedError(forKey: .relation, in: container, debugDescription: "expected ==, <= or >=, got '\(relation)'")
        }
        self.relation = known
        second = try container.decodeIfPresent(CaseAnchor.self, forKey: .second)
        multiplier = try container.decodeIfPresent(Double.self, forKey: .multiplier)
        constant = try container.decodeIfPresent(Double.self, forKey: .constant)
        priority = try container.decodePriority(.priority)
        active = try container.decodeIfPresent(Bool.self, forKey: .active)
    }
}

/// One side of a constraint: an item (`window`, a view id, or `<view>.margins` /
/// `<view>.safeArea` for its guides) and an attribute.
public struct CaseAnchor: Codable, Equatable, Sendable {
    public var item: String
    public var attribute: CaseAttribute

    public init(_ item: String, _ attribute: CaseAttribute) {
        self.item = item
        self.attribute = attribute
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case item, attribute }

    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        item = try container.decode(String.self, forKey: .item)
        let attribute = try container.decode(String.self, forKey: .attribute)
        guard let known = CaseAttribute(rawValue: attribute) else {
            throw DecodingError.dataCorruptedError(
                forKey: .attribute, in: container,
                debugDescription: "unknown attribute '\(attribute)'; expected one of: \(CaseAttribute.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.attribute = known
    }
}
