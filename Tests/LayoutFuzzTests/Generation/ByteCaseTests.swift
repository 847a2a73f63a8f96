import ConstraintSystem
import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// Cases from bytes (`CaseGenerator.makeCase(from:)`), what the layout libFuzzer target
/// (Fuzz/LayoutFuzzer) plays: every byte string is a valid case, the same bytes the same case,
/// and the bytes steer it (longer inputs make more of it).
@Suite struct ByteCaseTests {
    @Test func everyByteStringIsAValidCaseAndTheSameBytesTheSameCase() throws {
        var random = SplitMix64(seed: 7)
        var sizes: Set<Int> = []
        for length in [0, 1, 3, 16, 64, 256, 1024] {
            for _ in 0..<8 {
                let bytes = (0..<length).map { _ in UInt8(random.nextInt(below: 256)) }
                let value = CaseGenerator.makeCase(from: bytes, options: GeneratorOptions(maxViews: 6, maxSteps: 6))
                // Written and read back strictly: every id known, every field in range.
                let again = try CaseFile.parse(CaseFile.encode(value), file: "bytes.json")
                #expect(again == value)
                #expect(
                    CaseGenerator.makeCase(from: bytes, options: GeneratorOptions(maxViews: 6, maxSteps: 6)) == value)
                sizes.insert(value.views.count + value.constraints.count + value.steps.count)
            }
        }
        #expect(sizes.count > 5, "the bytes do not steer the case: \(sizes)")
    }

    @Test func theCasesOfBytesPlayCleanOnTheEngine() {
        var random = SplitMix64(seed: 11)
        let player = CasePlayer()
        for _ in 0..<40 {
            let bytes = (0..<200).map { _ in UInt8(random.nextInt(below: 256)) }
            let value = CaseGenerator.makeCase(from: bytes, options: GeneratorOptions(maxViews: 5, maxSteps: 5))
            let verdict = player.play(value)
            #expect(verdict.passed, "\(verdict.findings)\n\(String(decoding: CaseFile.encode(value), as: UTF8.self))")
        }
    }
}
