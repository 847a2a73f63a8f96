import LayoutCase
import LayoutEngine
import LayoutFuzz
import Testing

/// The generator: a case is a pure function of (seed, index, options), and every case it makes
/// is valid for the format and accepted by the engine at every step.
@Suite struct CaseGeneratorTests {
    @Test func theSameSeedAndIndexGiveTheSameBytes() {
        let a = CaseGenerator(seed: 42)
        let b = CaseGenerator(seed: 42)
        for index in [0, 1, 17, 999] {
            #expect(CaseFile.encode(a.makeCase(index)) == CaseFile.encode(b.makeCase(index)))
        }
        #expect(CaseFile.encode(a.makeCase(0)) != CaseFile.encode(a.makeCase(1)))
        #expect(CaseFile.encode(a.makeCase(0)) != CaseFile.encode(CaseGenerator(seed: 43).makeCase(0)))
    }

    @Test func optionsBoundTheCase() {
        let options = GeneratorOptions(maxViews: 3, maxDepth: 1, constraintsPerView: 2, maxSteps: 2)
        let generator = CaseGenerator(seed: 7, options: options)
        for index in 0..<200 {
            let value = generator.makeCase(index)
            #expect((1...3).contains(value.views.count))
            #expect(value.views.allSatisfy { $0.parent == "window" })
            #expect(value.steps.count <= 2)
            #expect(value.constraints.count <= value.views.count * 2)
        }
    }

    /// 300 cases of each of two seeds: each reads back as written, and plays through on the
    /// engine without a refusal, the tree and solver consistent after every step.
    @Test(arguments: [1, 2] as [UInt64])
    func everyGeneratedCaseIsValidAndPlaysThrough(seed: UInt64) throws {
        let generator = CaseGenerator(seed: seed)
        var kinds = Set<String>()  // membership only
        for index in 0..<300 {
            let value = generator.makeCase(index)
            let bytes = CaseFile.encode(value)
            #expect(try CaseFile.parse(bytes) == value, "case \(index)")
            do {
                let runner = try CaseRunner(value)
                try runner.window.checkInvariants()
                for (step, action) in value.steps.enumerated() {
                    try runner.run(action, at: "steps[\(step)]")
                    try runner.window.checkInvariants()
                    kinds.insert(action.op)
                }
            } catch {
                Issue.record("seed \(seed) case \(index): \(error)\n\(String(decoding: bytes, as: UTF8.self))")
                return
            }
        }
        #expect(kinds.count == 18, "ops seen: \(kinds.sorted())")
    }
}
