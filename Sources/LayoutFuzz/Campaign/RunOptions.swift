import LayoutCase

/// A fuzz run's settings besides its seed and budget: the target, the generators' knobs, the
/// oracles, the failure limit, the minimize budget, the shard and the adapter. One value, written
/// once: `summary.json` embeds it as its `options` (the generators' knobs flat among the rest),
/// a worker process gets it as one JSON line (`WorkerSetup`), `plumb merge` reads it back, and
/// the flags that rebuild an input (`caseFlags`) come from it.
package struct RunOptions: Equatable, Sendable {
    /// Layout cases or solver scripts.
    package var target: FuzzTarget
    /// The case generator's knobs (target `layout`).
    package var generator: GeneratorOptions
    /// The script generator's knobs (target `solver`).
    package var scripts: ScriptGeneratorOptions
    package var oracles: [OracleName]
    /// Stop once this many distinct failures are known (nil: never early).
    package var maxFailures: Int?
    /// Seconds to shrink each new distinct failure (`CaseShrinker`), taken from the budget; 0: none.
    package var minimizeSeconds: Double
    /// This run's part of the seed's cases (`--shard I/N`).
    package var shard: Shard
    /// The adapter command of the solver or layout engine under test (`--adapter`); nil: ours.
    package var adapter: String?
    /// What the layout engine behind the adapter supports (its hello): the cases are narrowed
    /// to it. Nil: everything.
    package var support: CaseSupport?

    /// Taken as given (`FuzzOptions.init` is the one that cuts the oracles to the target).
    package init(
        target: FuzzTarget = .layout, generator: GeneratorOptions = GeneratorOptions(),
        scripts: ScriptGeneratorOptions = ScriptGeneratorOptions(),
        oracles: [OracleName] = OracleName.all(for: .layout), maxFailures: Int? = nil, minimizeSeconds: Double = 0,
        shard: Shard = .whole,
        adapter: String? = nil, support: CaseSupport? = nil
    ) {
        self.target = target
        self.generator = generator
        self.scripts = scripts
        self.oracles = oracles
        self.maxFailures = maxFailures
        self.minimizeSeconds = minimizeSeconds
        self.shard = shard
        self.adapter = adapter
        self.support = support
    }

    /// The options that choose the inputs, as `plumb` flags: with the seed and an index they
    /// rebuild any input of the run (`plumb replay --seed S --case I …`). Only what differs from
    /// the defaults, of the target's own generator.
    package var caseFlags: [String] {
        switch target {
        case .layout: SettingFlags.flags(generator, differingFrom: GeneratorOptions())
        case .solver:
            ["--target", target.rawValue] + SettingFlags.flags(scripts, differingFrom: ScriptGeneratorOptions())
        }
    }
}

extension RunOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case target, oracles, maxFailures, minimizeSeconds, shard, adapter, support
    }

    /// `target` may be absent (reports from before solver runs: layout).
    package init(from decoder: Decoder) throws {
        generator = try GeneratorOptions(from: decoder)
        scripts = try ScriptGeneratorOptions(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        target = try container.decodeIfPresent(FuzzTarget.self, forKey: .target) ?? .layout
        oracles = try container.decode([OracleName].self, forKey: .oracles)
        maxFailures = try container.decodeIfPresent(Int.self, forKey: .maxFailures)
        minimizeSeconds = try container.decode(Double.self, forKey: .minimizeSeconds)
        shard = try container.decode(Shard.self, forKey: .shard)
        adapter = try container.decodeIfPresent(String.self, forKey: .adapter)
        support = try container.decodeIfPresent(CaseSupport.self, forKey: .support)
    }

    package func encode(to encoder: Encoder) throws {
        try generator.encode(to: encoder)
        try scripts.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(oracles, forKey: .oracles)
        try container.encodeIfPresent(maxFailures, forKey: .maxFailures)
        try container.encode(minimizeSeconds, forKey: .minimizeSeconds)
        try container.encode(shard, forKey: .shard)
        try container.encodeIfPresent(adapter, forKey: .adapter)
        try container.encodeIfPresent(support, forKey: .support)
    }
}
