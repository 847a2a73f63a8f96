import ConstraintSystem
import LayoutFuzz
import Testing

/// `ScriptShrinker`: lines cut with what names them, simpler numbers and names, the signature
/// kept.
@Suite struct ScriptShrinkerTests {
    static func script(_ text: String) throws -> OperationScript { try ScriptReader.parse(text, file: "test.txt") }

    @Test func aScriptThatPassesDoesNotShrink() throws {
        #expect(ScriptShrinker(budget: 10).shrink(try Self.script("version 2\na: x == 1 @ 1000\n")) == nil)
    }

    #if PLUMB_FAULTS
        /// Padding around a planted bug's three lines goes; so do the labels' and variables' odd
        /// names and the numbers' digits.
        @Test func aPaddedFailureShrinksToTheLinesThatMatter() throws {
            let padded = try Self.script(
                """
                version 2
                edit w 250
                pad1: w + v >= 7 @ 1000
                lo: q >= 13.25 @ 1000
                pad2: v == 4 @ 750
                suggest w=3
                pull: q == 0 @ 500
                pad3: v - w <= 100 @ 1000
                remove pad2
                set-constant lo 27.5
                suggest w=9
                remove pad1
                """)
            let result = try #require(
                PlantedFaultName.planting([.solver(.setConstantWrongSignForGreaterOrEqual)]) {
                    ScriptShrinker(budget: 60).shrink(padded)
                })
            let text = ScriptWriter.write(result.value)
            print(
                "ScriptShrinkerTests: \(padded.operations.count) lines -> \(result.value.operations.count) in \(result.tries) tries:\n\(text)"
            )
            #expect(result.signature.kind == .oracle(.reference))
            #expect(result.value.operations.count <= 3, "\(text)")
            #expect(result.value.operations.contains { if case .setConstant = $0 { true } else { false } }, "\(text)")
            #expect(
                result.value.operations.allSatisfy { $0.label?.hasPrefix("c") ?? true },
                "labels renamed c0, c1, …: \(text)")
            #expect(
                Set(result.value.operations.flatMap(ScriptGeneratorTests.variables)).isSubset(of: ["x0", "x1"]),
                "\(text)")
            #expect(!result.outOfTime)
            let again = PlantedFaultName.planting([.solver(.setConstantWrongSignForGreaterOrEqual)]) {
                ScriptFuzzPlayer().play(result.value)
            }
            #expect(again.findings.first?.signature == result.signature)
            #expect(ScriptFuzzPlayer().play(result.value).passed)
        }
    #endif
}
