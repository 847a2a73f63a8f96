/// The generator behind every seeded workload and property test.

import ConstraintSystem
import Testing

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceOutputForSeedZero() {
        var random = SplitMix64(seed: 0)
        let first = [random.next(), random.next(), random.next()]
        #expect(first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func sameSeedGivesTheSameSequence() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test(arguments: [1, 2, 3, 5, 7, 1000, Int.max])
    func nextIntStaysBelowItsBound(_ bound: Int) {
        var random = SplitMix64(seed: UInt64(bound))
        for _ in 0..<1000 {
            let value = random.nextInt(below: bound)
            #expect(value >= 0 && value < bound)
        }
    }

    @Test func nextIntIsRoughlyUniform() {
        var random = SplitMix64(seed: 3)
        var counts = [Int](repeating: 0, count: 5)
        for _ in 0..<50_000 { counts[random.nextInt(below: 5)] += 1 }
        #expect(counts.allSatisfy { abs($0 - 10_000) < 400 }, "\(counts)")
    }

    @Test func nextDoubleLiesInTheUnitInterval() {
        var random = SplitMix64(seed: 5)
        let values = (0..<10_000).map { _ in random.nextDouble() }
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        let mean = values.reduce(0, +) / Double(values.count)
        #expect(abs(mean - 0.5) < 0.02)
    }
}
