import ConstraintSystem

/// A constraint of a case: `first OP multiplier × second + constant @ priority`, made in the
/// order listed and activated when `active` (the default).
package struct CaseConstraint: Codable, Equatable, Sendable {
    package var id: String
    package var first: CaseAnchor
    /// `==`, `<=` or `>=`.
    package var relation: Relation
    /// Absent for a size against a constant.
    package var second: CaseAnchor?
    package var multiplier: Double?
    package var constant: Double?
    /// 1 to 1000 (default 1000, required).
    package var priority: Double?
    package var active: Bool?

    package init(
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, first, relation, second, multiplier, constant, priority, active
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        first = try container.decode(CaseAnchor.self, forKey: .first)
        let relation = try container.decode(String.self, forKey: .relation)
        guard let known = Relation(rawValue: relation) else {
            throw DecodingError.dataCorruptedError(
                forKey: .relation, in: container, debugDescription: "expected ==, <= or >=, got '\(relation)'")
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
package struct CaseAnchor: Codable, Equatable, Sendable {
    package var item: String
    package var attribute: CaseAttribute

    package init(_ item: String, _ attribute: CaseAttribute) {
        self.item = item
        self.attribute = attribute
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case item, attribute }

    package init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        item = try container.decode(String.self, forKey: .item)
        let attribute = try container.decode(String.self, forKey: .attribute)
        guard let known = CaseAttribute(rawValue: attribute) else {
            throw DecodingError.dataCorruptedError(
                forKey: .attribute, in: container,
                debugDescription:
                    "unknown attribute '\(attribute)'; expected one of: \(CaseAttribute.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        self.attribute = known
    }
}
