/// The knobs of `ScriptGenerator`, encoded under the names of its properties, which are also its
/// `plumb` flags (`maxVariables` is `--max-variables`).
package struct ScriptGeneratorOptions: Equatable, Sendable {
    /// Variables a script uses: 2 to this many.
    package var maxVariables: Int
    /// Operations in a script: 1 to this many.
    package var maxOperations: Int

    package init(maxVariables: Int = 6, maxOperations: Int = 30) {
        self.maxVariables = maxVariables
        self.maxOperations = maxOperations
    }
}

extension ScriptGeneratorOptions: Codable {
    private enum CodingKeys: String, CodingKey { case maxVariables, maxOperations }

    /// Either may be absent (reports from before solver runs): the default.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ScriptGeneratorOptions()
        maxVariables = try container.decodeIfPresent(Int.self, forKey: .maxVariables) ?? defaults.maxVariables
        maxOperations = try container.decodeIfPresent(Int.self, forKey: .maxOperations) ?? defaults.maxOperations
    }
}
