extension RunOptions {
    /// This run's part of the seed's cases: case indices `index`, `index + count`,
    /// `index + 2·count`, … (`--shard I/N`), so that N jobs cover disjoint cases. Written `I/N`.
    package struct Shard: Equatable, Sendable, CustomStringConvertible {
        package var index: Int
        package var count: Int

        package init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// `I/N` with 0 <= I < N; nil for anything else.
        package init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
                (0..<count).contains(index)
            else { return nil }
            self.init(index: index, count: count)
        }

        package static let whole = Shard(index: 0, count: 1)

        package var description: String { "\(index)/\(count)" }
    }
}

extension RunOptions.Shard: Codable {
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let shard = RunOptions.Shard(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a shard I/N with 0 <= I < N")
        }
        self = shard
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
