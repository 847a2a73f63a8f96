import LayoutCase

/// What a fuzz run does: which cases or scripts (the seed and the run's settings, `RunOptions`)
/// for how long (the budget). Two runs with equal options play the same cases and find the same
/// failures. The settings are read through this value (`options.generator`, `options.oracles`).
@dynamicMemberLookup
package struct FuzzOptions: Equatable, Sendable {
    package enum Budget: Equatable, Sendable {
        /// Cases 0 ..< n (this shard's share of them).
        case cases(Int)
        /// As many cases as fit in this many seconds (each case started within it is finished).
        case seconds(Double)
    }

    package var seed: UInt64
    package var budget: Budget
    /// Everything else that decides the cases and their verdicts: summary.json's `options`.
    package var run: RunOptions

    package init(seed: UInt64, budget: Budget, run: RunOptions) {
        self.seed = seed
        self.budget = budget
        self.run = run
    }

    /// `oracles` is cut to those that judge `target` (nil: all of them), and to those that can
    /// judge a layout engine behind an adapter when `support` (its declaration) is given.
    package init(
        seed: UInt64, budget: Budget = .seconds(60), target: FuzzTarget = .layout,
        generator: GeneratorOptions = GeneratorOptions(),
        scripts: ScriptGeneratorOptions = ScriptGeneratorOptions(), oracles: [OracleName]? = nil,
        maxFailures: Int? = nil,
        minimizeSeconds: Double = 0, shard: RunOptions.Shard = .whole, adapter: String? = nil,
        support: CaseSupport? = nil
    ) {
        let layoutAdapter = target == .layout && adapter != nil
        self.init(
            seed: seed, budget: budget,
            run: RunOptions(
                target: target, generator: generator, scripts: scripts,
                oracles: (oracles ?? OracleName.allCases).filter {
                    $0.judges(target) && (!layoutAdapter || AdapterOracles.names.contains($0))
                }.sorted(),
                maxFailures: maxFailures, minimizeSeconds: minimizeSeconds, shard: shard,
                adapter: adapter, support: layoutAdapter ? support : nil))
    }

    package subscript<Value>(dynamicMember path: WritableKeyPath<RunOptions, Value>) -> Value {
        get { run[keyPath: path] }
        set { run[keyPath: path] = newValue }
    }
}
