import ArgumentParser
import LayoutCase
import LayoutFuzz

/// The generator's knobs, shared by `plumb fuzz` and `plumb replay --seed`: with the seed and an
/// index they name one case (or one script, with `--target solver`).
struct GenerationOptions: ParsableArguments {
    @Option(
        help:
            "layout (default): cases on the view layer; solver: operation scripts on the solver (docs/solver-fuzzing.md)."
    )
    var target: String = FuzzTarget.layout.rawValue

    @Option(help: "Views per case besides the window: 1 to N.")
    var maxViews: Int = GeneratorOptions().maxViews

    @Option(help: "Deepest nesting below the window.")
    var maxDepth: Int = GeneratorOptions().maxDepth

    @Option(help: "Constraints made per view: 1 to N.")
    var constraintsPerView: Int = GeneratorOptions().constraintsPerView

    @Option(help: "Steps in a case's edit script: 0 to N.")
    var maxSteps: Int = GeneratorOptions().maxSteps

    @Option(
        help:
            "all (default): stack views, visual formats, animations and fitting-size calls too; core: plain views, constraints and edits only."
    )
    var features: String = "all"

    @Option(
        help:
            "on (default): most cases draw from a random subset of the features (swarm testing), so that rare pairs meet; the first \(SwarmSchedule.fullMixPrefix) and every \(SwarmSchedule.fullMixPeriod)th after them are the full mix's; off: every case from the full mix."
    )
    var swarm: String = GeneratorOptions.Swarm.on.rawValue

    @Option(help: "With --target solver: variables per script, 2 to N.")
    var maxVariables: Int = ScriptGeneratorOptions().maxVariables

    @Option(help: "With --target solver: operations per script, 1 to N (a final removal of everything may follow).")
    var maxOperations: Int = ScriptGeneratorOptions().maxOperations

    func validate() throws {
        guard maxViews >= 1, maxDepth >= 1, constraintsPerView >= 1, maxSteps >= 0 else {
            throw ValidationError(
                "--max-views, --max-depth and --constraints-per-view must be at least 1, --max-steps at least 0")
        }
        guard maxViews <= 10_000, constraintsPerView <= 100, maxSteps <= 10_000 else {
            throw ValidationError("--max-views is at most 10000, --constraints-per-view 100, --max-steps 10000")
        }
        guard GeneratorOptions.FeatureSet(rawValue: features) != nil else {
            throw ValidationError("--features is all or core, not '\(features)'")
        }
        guard GeneratorOptions.Swarm(rawValue: swarm) != nil else {
            throw ValidationError("--swarm is on or off, not '\(swarm)'")
        }
        guard FuzzTarget(rawValue: target) != nil else {
            throw ValidationError("--target is layout or solver, not '\(target)'")
        }
        guard (2...1000).contains(maxVariables), (1...100_000).contains(maxOperations) else {
            throw ValidationError("--max-variables is from 2 to 1000, --max-operations from 1 to 100000")
        }
    }

    var fuzzTarget: FuzzTarget { FuzzTarget(rawValue: target) ?? .layout }

    var scripts: ScriptGeneratorOptions {
        ScriptGeneratorOptions(maxVariables: maxVariables, maxOperations: maxOperations)
    }

    /// Input `index` of the run these options and `seed` describe.
    /// `support`: what the layout engine behind an adapter supports (cases are narrowed to it).
    func generator(seed: UInt64, support: CaseSupport? = nil) -> FuzzGenerator {
        FuzzGenerator(seed: seed, target: fuzzTarget, cases: generator, scripts: scripts, support: support)
    }

    var generator: GeneratorOptions {
        GeneratorOptions(
            maxViews: maxViews, maxDepth: maxDepth, constraintsPerView: constraintsPerView, maxSteps: maxSteps,
            features: GeneratorOptions.FeatureSet(rawValue: features) ?? .all,
            swarm: GeneratorOptions.Swarm(rawValue: swarm) ?? .on)
    }
}

/// `--oracles LIST`, shared by the commands that judge cases.
struct OracleOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Oracles to run: all, or a comma-separated list.",
            discussion:
                "Layout: invariants, cycle, reference, rebuild, order, mirror, vfl, stack, animation, fitting, ambiguity, add-remove (docs/oracles.md). Solver scripts: reference, size, repeat (docs/solver-fuzzing.md). Each input is judged by the chosen oracles of its kind."
        ))
    var oracles: String = "all"

    func validate() throws {
        if case let .failure(error) = OracleName.parseList(oracles) { throw ValidationError(error.description) }
    }

    var chosen: [OracleName] { (try? OracleName.parseList(oracles).get()) ?? OracleName.allCases }
}
