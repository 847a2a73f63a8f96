/// What a fuzz run does: which cases or scripts (target, seed and generator options), with which
/// oracles, for how long. Two runs with equal options play the same cases and find the same failures.
public struct FuzzOptions: Equatable, Sendable {
    public enum Budget: Equatable, Sendable {
        /// Cases 0 ..< n (this shard's share of them).
        case cases(Int)
        /// As many cases as fit in this many seconds (each case started within it is finished).
        case seconds(Double)
    }

    public var seed: UInt64
    public var budget: Budget
    /// Layout cases or solver scripts.
    public var target: FuzzTarget
    /// The case generator's knobs (target `layout`).
    public var generator: GeneratorOptions
    /// The script generator's knobs (target `solver`).
    public var scripts: ScriptGeneratorOptions
    public var oracles: [OracleName]
    /// Stop once this many distinct failures are known (nil: never early).
    public var maxFailures: Int?
    /// Seconds to shrink each new distinct failure (`CaseShrinker`), taken from the budget; 0:
    /// none.
    public var minimizeSeconds: Double
    /// The adapter command of the solver under test (`--adapter`), for target `solver`; nil: ours.
    public var adapter: String?
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

    /// `oracles` is cut to those that judge `target` (nil: all of them).
    public init(
        seed: UInt64, budget: Budget = .seconds(60), target: FuzzTarget = .layout, generator: GeneratorOptions = GeneratorOptions(),
        scripts: ScriptGeneratorOptions = ScriptGeneratorOptions(), oracles: [OracleName]? = nil, maxFailures: Int? = nil,
        minimizeSeconds: Double = 0, shard: Shard = .whole, adapter: String? = nil
    ) {
        self.adapter = target == .solver ? adapter : nil
        self.seed = seed
        self.budget = budget
        self.target = target
        self.generator = generator
        self.scripts = scripts
        self.oracles = (oracles ?? OracleName.allCases).filter { $0.judges(target) }.sorted()
        self.maxFailures = maxFailures
        self.minimizeSeconds = minimizeSeconds
        self.shard = shard
    }

    /// The options that choose the cases, as `plumb` flags: with the seed and an index they
    /// rebuild any case of the run (`plumb replay --seed S --case I …`).
    public var caseFlags: [String] {
        guard target == .layout else {
            var flags = ["--target", target.rawValue]
            let defaults = ScriptGeneratorOptions()
            if scripts.maxVariables != defaults.maxVariables { flags += ["--max-variables", "\(scripts.maxVariables)"] }
            if scripts.maxOperations != defaults.maxOperations { flags += ["--max-operations", "\(scripts.maxOperations)"] }
            return flags
        }
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
