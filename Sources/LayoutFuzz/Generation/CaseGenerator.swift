import ConstraintSystem
import LayoutCase

/// Seeded random cases: case `index` of a run with `seed` is a pure function of (seed, index,
/// options), drawn from the project's own SplitMix64, so `plumb replay --seed S --case I` rebuilds
/// it on any machine.
///
/// Two moods, chosen per case. Screens: columns and rows of labels, images and plain views pinned
/// to margins and safe areas, equal widths, centring, aspect ratios, baselines, priorities
/// 1000/999/750/250/50. Adversarial: random pairs of compatible attributes, duplicates and
/// redundant constraints, conflicting required sets, tiny and huge constants, zero and negative
/// multipliers on sizes, deep trees. Both end with an edit script of constant and priority
/// changes, activations, views added and removed, content and window changes and ticks. With
/// swarm generation (the default, `SwarmSubset`) most cases first draw which of the generator's
/// features (`GeneratorFeature`) they have on, and draw their views and steps from those alone;
/// the others (`SwarmSchedule`) are the full mix's. Every case is one the engine accepts: no
/// constraint names a removed view, priorities move only between optional values, content
/// changes go to views of the right kind.
package struct CaseGenerator: Sendable {
    package let seed: UInt64
    package let options: GeneratorOptions
    /// What the engine under test supports (an adapter's declaration): each case is narrowed to
    /// it. Nil: everything (our engine).
    package let support: CaseSupport?

    package init(seed: UInt64, options: GeneratorOptions = GeneratorOptions(), support: CaseSupport? = nil) {
        self.seed = seed
        self.options = options
        self.support = support
    }

    /// Case `index` of the run.
    package func makeCase(_ index: Int) -> Case {
        var draw = CaseDraw(
            random: SplitMix64(seed: CaseGenerator.caseSeed(seed, index)), options: options,
            drawsSubset: drawsSubset(index))
        let drawn = draw.make()
        return support?.narrowed(drawn) ?? drawn
    }

    /// True when case `index` draws a subset of the features: with swarm generation on, every
    /// case but those `SwarmSchedule` keeps for the full mix.
    package func drawsSubset(_ index: Int) -> Bool {
        options.swarm == .on && !SwarmSchedule.drawsFromFullMix(index)
    }

    /// The features case `index` draws from (nil when it draws from the full mix: without swarm
    /// generation, or on `SwarmSchedule`'s cases): the first draws of its random stream, as
    /// `makeCase(_:)` makes them.
    package func swarmSubset(_ index: Int) -> SwarmSubset? {
        guard drawsSubset(index) else { return nil }
        var random = SplitMix64(seed: CaseGenerator.caseSeed(seed, index))
        return SwarmSubset.draw(in: options.features) { random.nextInt(below: $1) < $0 }
    }

    /// The case whose every choice is read from `bytes` (`ByteChoices`): how a coverage-guided
    /// fuzzer (Fuzz/LayoutFuzzer, libFuzzer) steers the generator, a mutation of one byte changing
    /// one choice. Every byte string is a valid case (past its end every choice is 0).
    package static func makeCase(from bytes: [UInt8], options: GeneratorOptions = GeneratorOptions()) -> Case {
        var draw = CaseDraw(random: ByteChoices(bytes), options: options)
        return draw.make()
    }

    /// The seed of one case: the run's seed and the index mixed (SplitMix64's finalizer), so
    /// neighbouring cases share nothing.
    static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var z = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
