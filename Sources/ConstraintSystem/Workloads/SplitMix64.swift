/// SplitMix64, the 64-bit generator of Steele, Lea & Flood, "Fast Splittable Pseudorandom Number
/// Generators" (OOPSLA 2014), in the form Vigna publishes as splitmix64.c: a Weyl sequence with
/// step 0x9E3779B97F4A7C15, each state mixed by two xor-shift-multiply rounds.

/// A small deterministic pseudo-random generator: the same seed gives the same numbers on every
/// platform and Swift version, so workloads and property tests can be replayed from their seed.
///
/// From seed 0 the first outputs are 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F.
/// Use `nextInt(below:)` and `nextDouble()` for stable derived values; the standard library's
/// `random(in:using:)` may change its algorithm between Swift versions.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The Weyl-sequence state; the next output mixes `state + 0x9E3779B97F4A7C15`.
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits. O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound`, without modulo bias (Lemire's multiply-and-reject,
    /// "Fast Random Integer Generation in an Interval", 2019). Traps when `bound <= 0`.
    public mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "nextInt(below:) needs a positive bound")
        let range = UInt64(bound)
        var (high, low) = next().multipliedFullWidth(by: range)
        if low < range {
            let threshold = (0 &- range) % range
            while low < threshold { (high, low) = next().multipliedFullWidth(by: range) }
        }
        return Int(high)
    }

    /// A uniform `Double` in `0..<1`: the top 53 bits of `next()` times 2^-53.
    public mutating func nextDouble() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
