/// What a fuzz run does: which cases (seed and generator options), with which oracles, for how
/// long. Two runs with equal options play the same cases and find the same failures.
public struct FuzzOptions: Equatable, Sendable {
    public enum Budget: Equatable, Sendable {
        /// Cases 0 ..< n (this shard's share of them).
        case cases(Int)
        /// As many cases as fit in this many seconds (each case started within it is finished).
        case seconds(Double)
    }

    public var seed: UInt64
    public var budget: Budget
    public var generator: GeneratorOptions
    public var oracles: [OracleName]
    /// Stop once this many distinct failures are known (nil: never early).
    public var maxFailures: Int?
    /// Seconds to shrink each new distinct failure (`CaseShrinker`), taken from the budget; 0:
    /// none.
    public var minimizeSeconds: Double
    /// This run's part of the seed's cases: case indices `index`, `index + count`, `index + 2·count`, …
    /// (`--shard I/N`), so that N jobs cover disjoint cases.
    public var shard: Shard

    public struct Shard: Equatable, Sendable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
        public static let whole = Shard(index: 0, count: 1)
    }

    public init(
        seed: UInt64, budget: Budget = .seconds(60), generator: GeneratorOptions = GeneratorOptions(),
        oracles: [OracleName] = OracleName.allCases, maxFailures: Int? = nil, minimizeSeconds: Double = 0, shard: Shard = .whole
    ) {
        self.seed = seed
        self.budget = budget
        self.generator = generator
        self.oracles = oracles.sorted()
        self.maxFailures = maxFailures
        self.minimizeSeconds = minimizeSeconds
        self.shard = shard
    }

    /// The options that choose the cases, as `plumb` flags: with the seed and an index they
    /// rebuild any case of the run (`plumb replay --seed S --case I …`).
    public var caseFlags: [String] {
        var flags: [String] = []
        let defaults = GeneratorOptions()
        if generator.maxViews != defaults.maxViews { flags += ["--max-views", "\(generator.maxViews)"] }
        if generator.maxDepth != defaults.maxDepth { flags += ["--max-depth", "\(generator.maxDepth)"] }
        if generator.constraintsPerView != defaults.constraintsPerView { flags += ["--constraints-per-view", "\(generator.constraintsPerView)"] }
        if generator.maxSteps != defaults.maxSteps { flags += ["--max-steps", "\(generator.maxSteps)"] }
        if !generator.features { flags += ["--features", "core"] }
        return flags
    }
}
