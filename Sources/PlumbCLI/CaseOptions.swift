import ArgumentParser
import LayoutFuzz

/// The generator's knobs, shared by `plumb fuzz` and `plumb replay --seed`: with the seed and an
/// index they name one case.
struct GenerationOptions: ParsableArguments {
    @Option(help: "Views per case besides the window: 1 to N.")
    var maxViews: Int = GeneratorOptions().maxViews

    @Option(help: "Deepest nesting below the window.")
    var maxDepth: Int = GeneratorOptions().maxDepth

    @Option(help: "Constraints made per view: 1 to N.")
    var constraintsPerView: Int = GeneratorOptions().constraintsPerView

    @Option(help: "Steps in a case's edit script: 0 to N.")
    var maxSteps: Int = GeneratorOptions().maxSteps

    @Option(help: "all (default): stack views, visual formats, animations and fitting-size calls too; core: plain views, constraints and edits only.")
    var features: String = "all"

    func validate() throws {
        guard maxViews >= 1, maxDepth >= 1, constraintsPerView >= 1, maxSteps >= 0 else {
            throw ValidationError("--max-views, --max-depth and --constraints-per-view must be at least 1, --max-steps at least 0")
        }
        guard maxViews <= 10_000, constraintsPerView <= 100, maxSteps <= 10_000 else {
            throw ValidationError("--max-views is at most 10000, --constraints-per-view 100, --max-steps 10000")
        }
        guard features == "all" || features == "core" else { throw ValidationError("--features is all or core, not '\(features)'") }
    }

    var generator: GeneratorOptions {
        GeneratorOptions(maxViews: maxViews, maxDepth: maxDepth, constraintsPerView: constraintsPerView, maxSteps: maxSteps, features: features == "all")
    }
}

/// `--oracles LIST`, shared by the commands that judge cases.
struct OracleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Oracles to run: all, or a comma-separated list.",
        discussion: "invariants, cycle, reference, rebuild, order, mirror, vfl, stack, animation, fitting, ambiguity, add-remove (docs/oracles.md)."))
    var oracles: String = "all"

    func validate() throws {
        if case let .failure(error) = OracleName.parseList(oracles) { throw ValidationError(error.description) }
    }

    var chosen: [OracleName] { (try? OracleName.parseList(oracles).get()) ?? OracleName.allCases }
}
