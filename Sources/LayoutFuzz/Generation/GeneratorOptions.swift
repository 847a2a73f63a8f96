/// The knobs of `CaseGenerator`: how big a case may get. Encoded (summary.json's `options`, a
/// worker's setup line) under the names of its properties, which are also its `plumb` flags
/// (`maxViews` is `--max-views`: `SettingFlags`).
package struct GeneratorOptions: Equatable, Sendable {
    /// Views besides the window: 1 to this many.
    package var maxViews: Int
    /// Deepest nesting below the window.
    package var maxDepth: Int
    /// Constraints made per view: 1 to this many.
    package var constraintsPerView: Int
    /// Steps in the edit script: 0 to this many.
    package var maxSteps: Int
    /// Whether stack views, visual formats, animations and fitting-size calls join the core mix
    /// of views, constraints and edits (`plumb fuzz --features core` leaves them out).
    package var features: FeatureSet
    /// Whether each case draws from a random subset of the features (`SwarmSubset`; `plumb fuzz
    /// --swarm off`: every case from the full mix, the generator of before issue 26).
    package var swarm: Swarm

    /// `all` or `core`, as the flag and the reports spell it.
    package enum FeatureSet: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
        case all
        case core
        package var description: String { rawValue }
    }

    /// `on` or `off`, as the flag and the reports spell it.
    package enum Swarm: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
        case on
        case off
        package var description: String { rawValue }
    }

    package init(
        maxViews: Int = 8, maxDepth: Int = 4, constraintsPerView: Int = 4, maxSteps: Int = 8,
        features: FeatureSet = .all, swarm: Swarm = .on
    ) {
        self.maxViews = maxViews
        self.maxDepth = maxDepth
        self.constraintsPerView = constraintsPerView
        self.maxSteps = maxSteps
        self.features = features
        self.swarm = swarm
    }

    /// True when the features beyond the core mix are drawn.
    package var drawsFeatures: Bool { features == .all }
}

extension GeneratorOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case maxViews, maxDepth, constraintsPerView, maxSteps, features, swarm
    }

    /// `features` may be absent: reports from before the newer features were drawn (core);
    /// `swarm` too: reports from before swarm generation (off), so that their cases replay.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maxViews = try container.decode(Int.self, forKey: .maxViews)
        maxDepth = try container.decode(Int.self, forKey: .maxDepth)
        constraintsPerView = try container.decode(Int.self, forKey: .constraintsPerView)
        maxSteps = try container.decode(Int.self, forKey: .maxSteps)
        features = try container.decodeIfPresent(FeatureSet.self, forKey: .features) ?? .core
        swarm = try container.decodeIfPresent(Swarm.self, forKey: .swarm) ?? .off
    }
}
