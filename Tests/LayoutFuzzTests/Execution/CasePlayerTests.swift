import LayoutCase
import LayoutEngine
import LayoutFuzz
import Testing

/// Every oracle on generated cases: a correct engine passes them all at every step, and each
/// oracle does run (passes somewhere) rather than skipping everything.
@Suite struct CasePlayerTests {
    @Test func generatedCasesPassEveryOracleAtEveryStep() throws {
        let generator = CaseGenerator(seed: 5, options: GeneratorOptions(maxViews: 6, maxSteps: 6))
        let player = CasePlayer()
        var tally: [OracleName: OracleTally] = [:]
        for index in 0..<120 {
            let value = generator.makeCase(index)
            let verdict = player.play(value)
            for (oracle, counts) in verdict.tally { tally[oracle, default: OracleTally()] += counts }
            #expect(
                verdict.passed,
                "case \(index): \(verdict.findings)\n\(String(decoding: CaseFile.encode(value), as: UTF8.self))")
        }
        // The oracles of one kind of step (a format, an animation, a fitting call) judge fewer.
        for oracle in OracleName.all(for: .layout) {
            let least = [.vfl, .animation, .fitting].contains(oracle) ? 8 : 20
            #expect(
                (tally[oracle]?.passed ?? 0) > least,
                "\(oracle.rawValue) passed only \(tally[oracle]?.passed ?? 0) times: \(String(describing: tally[oracle]))"
            )
        }
    }
}
