import ConstraintSystem

// Strict decoding for case files: Codable ignores fields it does not know, which would let a
// misspelt field pass silently; every case type rejects them, naming the field's path.

/// A coding key for whatever an object holds.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension Decoder {
    /// Throws for the first field (in name order) that `Keys` does not list.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
        let container = try container(keyedBy: AnyCodingKey.self)
        let known = Set(Keys.allCases.map(\.stringValue))
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !known.contains(key.stringValue) {
            let expected = Keys.allCases.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [key], debugDescription: "unknown field; expected one of: \(expected)"))
        }
    }
}

extension Decoder {
    /// The object's container, after `rejectUnknownKeys`.
    package func strictContainer<Keys: CodingKey & CaseIterable>(keyedBy keys: Keys.Type) throws
        -> KeyedDecodingContainer<Keys>
    {
        try rejectUnknownKeys(keys)
        return try container(keyedBy: keys)
    }
}

extension KeyedDecodingContainer {
    /// A size: finite and not negative.
    func decodeLength(_ key: Key) throws -> Double {
        let value = try decode(Double.self, forKey: key)
        guard value.isFinite, value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "must be a finite number not below 0, got \(NumberText.format(value))")
        }
        return value
    }

    /// A priority: 1 to 1000.
    func decodePriority(_ key: Key) throws -> Double? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard (1...1000).contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "a priority runs from 1 to 1000, got \(NumberText.format(value))")
        }
        return value
    }
}

/// A string that must be one of a few words (a kind, a direction); anything else is an error
/// that lists them.
package protocol CaseChoice: RawRepresentable<String>, CaseIterable, Codable, Equatable, Sendable {}

extension CaseChoice {
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            let words = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown value '\(text)'; expected one of: \(words)")
        }
        self = value
    }
}
