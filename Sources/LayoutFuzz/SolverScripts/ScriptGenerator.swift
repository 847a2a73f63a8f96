import ConstraintSystem

/// Seeded random operation scripts for `plumb fuzz --target solver`: script `index` of a run is a
/// pure function of (seed, index, options), drawn from SplitMix64 as `CaseGenerator` draws cases,
/// so `plumb replay --target solver --seed S --case I` rebuilds it on any machine.
///
/// Each script has a mood (`ScriptDraw.Mood`): a general mix; edit variables with many
/// suggests; long add/remove cycles down to the empty system; redundant constraints whose
/// constants agree only up to floating-point rounding; coefficients scaled from 1e-3 to 1e3.
/// Every mood mixes in the rest: rejected adds and their re-adds, set-constant and set-priority,
/// remove-edit, zero-size required constraints. Every script is valid at every line: the draw
/// keeps an exact mirror of the live set (`ReferenceSolver.requiredFeasibility`), so it knows
/// which adds are rejected and never names a label that is not live.
public struct ScriptGenerator: Sendable {
    public let seed: UInt64
    public let options: ScriptGeneratorOptions

    public init(seed: UInt64, options: ScriptGeneratorOptions = ScriptGeneratorOptions()) {
        self.seed = seed
        self.options = options
    }

    /// Script `index` of the run.
    public func makeScript(_ index: Int) -> OperationScript {
        var draw = ScriptDraw(random: SplitMix64(seed: CaseGenerator.caseSeed(seed, index)), options: options)
        return draw.make()
    }
}

/// The knobs of `ScriptGenerator`.
public struct ScriptGeneratorOptions: Equatable, Sendable {
    /// Variables a script uses: 2 to this many.
    public var maxVariables: Int
    /// Operations in a script: 1 to this many.
    public var maxOperations: Int

    public init(maxVariables: Int = 6, maxOperations: Int = 30) {
        self.maxVariables = maxVariables
        self.maxOperations = maxOperations
    }
}
