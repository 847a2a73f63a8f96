// The gcd of two `BigUInt` magnitudes, for reducing big fractions.
//
// BigInt's own `greatestCommonDivisor` is Stein's binary algorithm on whole numbers: a shift and
// a subtraction of the full numbers per bit, about ten thousand instructions for two-word
// operands. The fractions here are mostly a machine word or two: Euclid's algorithm (Knuth,
// TAOCP vol. 2, §4.5.2) takes the larger modulo the smaller while that shrinks it to the smaller's
// size (a word-sized divisor takes BigInt's single-word division), and finishes on machine words,
// or on `UInt128` once both fit 128 bits (where the platform has it). Two larger operands of one
// size keep BigInt's algorithm.

import BigInt

extension Rational {
    /// gcd(x, y); gcd(0, y) == y.
    static func gcd(_ x: BigUInt, _ y: BigUInt) -> BigUInt {
        var (a, b) = x >= y ? (x, y) : (y, x)
        while !b.isZero {
            if let small = UInt64(exactly: b) {
                // One word: a mod b by BigInt's single-word division, then machine words.
                let rest = UInt64(a % b)
                return BigUInt(gcd(small, rest))
            }
            if a.bitWidth <= 128, #available(macOS 15, *) {
                return BigUInt(gcd(UInt128(a), UInt128(b)))
            }
            // A larger operand shrinks to the smaller's size in one step; equal sizes keep Stein's.
            guard a.words.count > b.words.count else { return a.greatestCommonDivisor(with: b) }
            (a, b) = (b, a % b)
        }
        return a
    }

    /// gcd(a, b) on 128-bit magnitudes, by Euclid's algorithm, finishing on 64-bit words.
    @available(macOS 15, *)
    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 {
            if let small = UInt64(exactly: b), let large = UInt64(exactly: a) { return UInt128(gcd(large, small)) }
            (a, b) = (b, a % b)
        }
        return a
    }
}

extension UInt128 {
    /// The magnitude's value; it fits (the caller checks its width).
    @available(macOS 15, *)
    init(_ value: BigUInt) {
        let words = Array(value.words)
        let low = words.first ?? 0
        let high = words.count > 1 ? words[1] : 0
        self = UInt128(high) << 64 | UInt128(low)
    }
}

extension BigUInt {
    /// The magnitude `value`.
    @available(macOS 15, *)
    init(_ value: UInt128) {
        self.init(words: [UInt(truncatingIfNeeded: value), UInt(truncatingIfNeeded: value >> 64)])
    }
}
