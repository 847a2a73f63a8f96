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
package struct ScriptGenerator: Sendable {
    package let seed: UInt64
    package let options: ScriptGeneratorOptions

    package init(seed: UInt64, options: ScriptGeneratorOptions = ScriptGeneratorOptions()) {
        self.seed = seed
        self.options = options
    }

    /// Script `index` of the run.
    package func makeScript(_ index: Int) -> OperationScript {
        var draw = ScriptDraw(random: SplitMix64(seed: CaseGenerator.caseSeed(seed, index)), options: options)
        return draw.make()
    }

    /// The script whose every choice is read from `bytes` (`ByteChoices`): how a coverage-guided
    /// fuzzer's input becomes a script, so that its mutations change choices one at a time.
    package static func makeScript(from bytes: [UInt8], options: ScriptGeneratorOptions = ScriptGeneratorOptions())
        -> OperationScript
    {
        var draw = ScriptDraw(random: ByteChoices(bytes), options: options)
        return draw.make()
    }
}

/// Where a generator's choices come from.
package protocol DrawSource {
    /// A choice in `0..<bound` (`bound` > 0).
    mutating func nextInt(below bound: Int) -> Int
}

extension SplitMix64: DrawSource {}

/// Choices read from a byte string, for libFuzzer: each reads the next byte (two when the bound
/// is above 256), modulo the bound; past the end every choice is 0, so a short input is a short,
/// plain script and a longer one adds choices at its end.
package struct ByteChoices: DrawSource {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package mutating func nextInt(below bound: Int) -> Int {
        var value = 0
        for _ in 0..<(bound > 256 ? 2 : 1) {
            value = value << 8 | Int(position < bytes.count ? bytes[position] : 0)
            position += 1
        }
        return value % bound
    }
}
