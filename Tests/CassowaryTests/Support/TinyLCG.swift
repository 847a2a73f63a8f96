/// A tiny 64-bit linear congruential generator (Knuth's MMIX constants) for seeded test loops:
/// the same seed gives the same operations on every platform, so a failing seed replays.
struct TinyLCG {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    /// The next 31 random bits (the high half of the state, where an LCG is most random).
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// A number in `0..<bound` (the bias is negligible for the small bounds tests use).
    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// An element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T { elements[int(below: elements.count)] }

    /// The indices `0..<count` in a random order (Fisher-Yates).
    mutating func permutation(_ count: Int) -> [Int] {
        var order = Array(0..<count)
        for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, int(below: i + 1)) }
        return order
    }
}
