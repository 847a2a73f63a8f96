import BigInt
import Testing

@testable import ReferenceSolver

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic generator, so every run of the
/// property tests sees the same values for the same seed.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: UInt64) -> UInt64 { next() % n }

    /// A nonzero integer of one of several sizes: tiny, near the Int64 edges, or several words.
    mutating func integer() -> BigInt {
        let sign: BigInt.Sign = next() & 1 == 0 ? .plus : .minus
        switch below(6) {
        case 0: return BigInt(sign: sign, magnitude: BigUInt(below(20) + 1))
        case 1: return BigInt(sign: sign, magnitude: BigUInt(next() >> below(64) | 1))
        case 2: return BigInt(sign: sign, magnitude: BigUInt(UInt64(Int64.max) - below(3)))
        case 3: return BigInt(sign: sign, magnitude: BigUInt(UInt64(1) << 63))
        case 4: return BigInt(sign: sign, magnitude: BigUInt(words: [UInt(next()), UInt(next() | 1)]))
        default: return BigInt(sign: sign, magnitude: BigUInt(words: (0...below(3)).map { _ in UInt(next() | 1) }))
        }
    }

    /// A rational that is zero sometimes, an integer sometimes, and otherwise any mix of sizes.
    mutating func rational() -> Rational {
        switch below(10) {
        case 0: return .zero
        case 1: return Rational(integer())
        default: return Rational(integer(), integer())
        }
    }

    /// A finite double from a random bit pattern (exponents across the whole range, subnormals).
    mutating func finiteDouble() -> Double {
        while true {
            let x = Double(bitPattern: next())
            if x.isFinite { return x }
        }
    }
}

private func r(_ n: Int, _ d: Int = 1) -> Rational { Rational(BigInt(n), BigInt(d)) }

private let two63 = BigInt(1) << 63

/// Checks one pair; returns a description of the first law that fails.
private func fieldLawFailure(_ a: Rational, _ b: Rational, scale k: BigInt) -> String? {
    let sum = a + b
    let difference = a - b
    let product = a * b
    for value in [sum, difference, product] { value._checkInvariants() }
    // Against BigInt cross-multiplication, independent of how results are normalized.
    let (an, ad, bn, bd) = (a.numerator, a.denominator, b.numerator, b.denominator)
    if sum.numerator * ad * bd != (an * bd + bn * ad) * sum.denominator { return "a+b" }
    if difference.numerator * ad * bd != (an * bd - bn * ad) * difference.denominator { return "a-b" }
    if product.numerator * ad * bd != an * bn * product.denominator { return "a*b" }
    if sum - b != a { return "a+b-b" }
    if !b.isZero {
        let quotient = a / b
        quotient._checkInvariants()
        if product / b != a { return "(a*b)/b" }
        if quotient * b != a { return "(a/b)*b" }
    }
    if (a < b) != (difference.signum < 0) || (b < a) != (difference.signum > 0) { return "order" }
    if (a == b) != (difference.signum == 0) { return "equality" }
    if (a < b) != (an * bd < bn * ad) { return "order vs BigInt" }
    if a.doubleValue.sign == .minus && a.signum > 0 { return "doubleValue sign" }
    let rebuilt = Rational(an * k, ad * k)
    if rebuilt != a || rebuilt.hashValue != a.hashValue || rebuilt.isSmall != a.isSmall { return "rebuilt" }
    if (sum - b).hashValue != a.hashValue || (-(-a)).hashValue != a.hashValue { return "hash" }
    if Set([a, sum - b, rebuilt]).count != 1 { return "set" }
    return nil
}

@Suite struct RationalTests {
    // MARK: - Hand cases

    /// The word-wise gcd (Rational+GCD.swift) against BigInt's own (Stein's), on magnitudes of
    /// one to five words with common factors of every size, zeros and powers of two included.
    @Test func gcdAgreesWithBigIntsOwn() {
        var random = SplitMix64(state: 11)
        func magnitude() -> BigUInt {
            switch random.below(7) {
            case 0: return 0
            case 1: return BigUInt(1) << Int(random.below(200))
            case 2: return BigUInt(random.below(1000) + 1)
            default: return BigUInt(words: (0...random.below(3)).map { _ in UInt(random.next() >> random.below(64)) })
            }
        }
        for round in 0..<4000 {
            let common = magnitude() + 1
            let (x, y) = (magnitude() * common, magnitude() * (round % 3 == 0 ? 1 : common))
            let expected = x.greatestCommonDivisor(with: y)
            #expect(Rational.gcd(x, y) == expected, "gcd(\(x), \(y)), round \(round)")
            #expect(Rational.gcd(y, x) == expected, "gcd(\(y), \(x)), round \(round)")
        }
        #expect(Rational.gcd(BigUInt(0), BigUInt(0)) == 0)
        #expect(Rational.gcd(BigUInt(1) << 130, BigUInt(1) << 70) == BigUInt(1) << 70)
    }

    @Test func additionOfUnitFractions() {
        #expect(r(1, 2) + r(1, 3) == r(5, 6))
        #expect(r(1, 2) - r(1, 3) == r(1, 6))
        #expect(r(1, 6) + r(1, 3) == r(1, 2))
        #expect(r(5, 6) - r(5, 6) == .zero)
    }

    @Test func constructionReducesAndMovesSignToNumerator() {
        let x = r(6, -4)
        #expect(x.numerator == -3 && x.denominator == 2)
        #expect(x.description == "-3/2")
        #expect(r(-6, -4) == r(3, 2))
        #expect(r(0, -5) == .zero && r(0, -5).denominator == 1)
        #expect(r(10, 5).description == "2")
        #expect(Rational(3).description == "3")
        #expect((7 as Rational) == r(14, 2))
    }

    @Test func comparisons() {
        #expect(r(1, 3) < r(1, 2))
        #expect(r(-1, 2) < r(-1, 3))
        #expect(!(r(2, 4) < r(1, 2)) && !(r(1, 2) < r(2, 4)))
        #expect(r(-7, 2) < .zero && Rational.zero < .one)
        #expect(r(Int.max, Int.max - 1) > .one)
        #expect(r(Int.min) < r(Int.min + 1))
        #expect([r(3), r(-1, 2), r(1, 3), .zero].sorted() == [r(-1, 2), .zero, r(1, 3), r(3)])
    }

    @Test func divisionAndReciprocal() {
        #expect(r(3, 4) / r(9, 8) == r(2, 3))
        #expect(r(3, 4) / r(-3, 4) == r(-1))
        #expect(r(-5, 7).reciprocal == r(-7, 5))
        var x = r(1, 2)
        x /= r(1, 4)
        #expect(x == r(2))
        x *= r(3, 2)
        x -= r(1)
        x += r(1, 2)
        #expect(x == r(5, 2))
    }

    @Test func zeroProperties() {
        #expect(Rational.zero.isZero && Rational.zero.signum == 0)
        #expect(!Rational.one.isZero && Rational.one.signum == 1 && r(-1, 9).signum == -1)
        #expect(r(5, 3) * .zero == .zero)
        #expect(-Rational.zero == .zero)
        #expect(r(-7, 2).absoluteValue == r(7, 2) && r(7, 2).absoluteValue == r(7, 2))
        #expect(Rational.zero.description == "0")
    }

    // MARK: - Overflow paths

    @Test func int64MaxPlusOneMovesToBigAndBack() {
        let big = Rational(Int.max) + .one
        #expect(big.numerator == BigInt(Int.max) + 1 && big.denominator == 1)
        #expect(!big.isSmall)
        big._checkInvariants()
        let back = big - .one
        #expect(back.isSmall && back == Rational(Int.max))
        #expect(Rational(Int.max) + r(1, 2) == Rational(BigInt(Int.max) * 2 + 1, 2))
    }

    @Test func bigValuesShareOneReferenceAndCompareByValue() {
        // Two words and a tag: a big value's parts sit behind one reference.
        #expect(MemoryLayout<Rational>.size <= 17)
        let a = Rational(BigInt(1) << 100, 3)
        let b = Rational(BigInt(1) << 99, 3) * Rational(2)
        #expect(a == b && a.hashValue == b.hashValue && !a.isSmall)
        var copies = [Rational](repeating: a, count: 4)
        copies[1] = copies[1] + .one
        #expect(copies[0] == a && copies[1] == a + .one && copies[1] != copies[2])
    }

    @Test func productOfTwoToThe62() {
        let p = Rational(BigInt(1) << 62)
        let square = p * p
        #expect(square.numerator == BigInt(1) << 124 && !square.isSmall)
        #expect((square / p).isSmall && square / p == p)
        let inverse = Rational(1, BigInt(1) << 62)
        #expect(inverse.isSmall && inverse * inverse == Rational(1, BigInt(1) << 124))
        #expect(square * (inverse * inverse) == .one && (square * (inverse * inverse)).isSmall)
    }

    @Test func int64MinNegationAndGcd() {
        let m = Rational(Int.min)
        #expect(m.isSmall)
        let negated = -m
        #expect(negated.numerator == two63 && !negated.isSmall)
        negated._checkInvariants()
        #expect(-negated == m && (-negated).isSmall)
        #expect(m.absoluteValue == Rational(two63))
        // Int64.min / 2: gcd on magnitude 2^63.
        #expect(Rational(BigInt(Int.min), 2) == Rational(Int.min / 2))
        #expect(Rational(BigInt(Int.min), BigInt(Int.min)) == .one)
        #expect(Rational(BigInt(Int.min), -2) == Rational(two63 / 2))
        // 1 / Int64.min: denominator 2^63 does not fit.
        let tiny = Rational(1, BigInt(Int.min))
        #expect(tiny.numerator == -1 && tiny.denominator == two63 && !tiny.isSmall)
        #expect(m.reciprocal == tiny && tiny.reciprocal == m && tiny.reciprocal.isSmall)
        #expect(r(3, 1).reciprocal * m == Rational(BigInt(Int.min), 3))
        #expect(m - .one == Rational(BigInt(Int.min) - 1))
        #expect(m * r(-1) == negated && m / r(-1) == negated)
        #expect(m < r(Int.min + 1) && negated > Rational(Int.max))
        for value in [m, negated, tiny, m * m, m + m] { value._checkInvariants() }
    }

    @Test func largeDenominatorsComparedWithoutOverflow() {
        let a = Rational(BigInt(Int.max - 1), BigInt(Int.max))
        let b = Rational(BigInt(Int.max - 2), BigInt(Int.max - 1))
        #expect(b < a && !(a < b))
        #expect(a - b == Rational(1, BigInt(Int.max) * BigInt(Int.max - 1)))
    }

    // MARK: - Double conversion

    @Test func exactDoubleConversion() throws {
        let tenth = try #require(Rational(exactly: 0.1))
        #expect(tenth.numerator == 3_602_879_701_896_397 && tenth.denominator == 36_028_797_018_963_968)
        #expect(try #require(Rational(exactly: 1.67772e+07)) == r(16_777_200))
        #expect(try #require(Rational(exactly: 0.25)) == r(1, 4))
        #expect(try #require(Rational(exactly: -0.0)) == .zero)
        #expect(try #require(Rational(exactly: -3.5)) == r(-7, 2))
        let nano = try #require(Rational(exactly: 1e-9))
        #expect(nano.denominator == BigInt(1) << 82 && nano.numerator == 4_835_703_278_458_517)
        let smallest = try #require(Rational(exactly: .leastNonzeroMagnitude))  // 5e-324
        #expect(smallest == Rational(1, BigInt(1) << 1074))
        let largest = try #require(Rational(exactly: 1.7976931348623157e308))
        #expect(largest == Rational(((BigInt(1) << 53) - 1) << 971))
        #expect(Rational(exactly: 9.223372036854775808e18) == Rational(two63))
        let minimum = try #require(Rational(exactly: -9.223372036854775808e18))
        #expect(minimum == Rational(Int.min) && minimum.isSmall)
        #expect(Rational(exactly: .nan) == nil && Rational(exactly: .infinity) == nil)
        #expect(Rational(exactly: -.infinity) == nil)
        for x in [
            0.1, 1e-9, 1.67772e+07, .leastNonzeroMagnitude, 1.7976931348623157e308, -0.0, 0.25,
            .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown, 1e300, -9.223372036854775808e18, -1e-300,
            123456789.125,
        ] {
            let value = try #require(Rational(exactly: x))
            value._checkInvariants()
            #expect(value.doubleValue == x, "round trip of \(x)")
        }
    }

    @Test func doubleValueRoundsToNearest() {
        #expect(r(1, 3).doubleValue == 1.0 / 3.0)
        #expect(r(-2, 3).doubleValue == -2.0 / 3.0)
        #expect(Rational(Int.max).doubleValue == 9.223372036854775807e18)
        #expect(Rational(BigInt(1) << 2000).doubleValue == .infinity)
        #expect(Rational(-(BigInt(1) << 2000)).doubleValue == -.infinity)
        #expect(Rational(1, BigInt(1) << 1076).doubleValue == 0)
        #expect(Rational(1, BigInt(1) << 1075).doubleValue == 0)  // exactly half: ties to even (0)
        #expect(Rational(3, BigInt(1) << 1076).doubleValue == .leastNonzeroMagnitude)  // 0.75 of the smallest
        #expect(Rational(BigInt(10).power(400), BigInt(10).power(399)).doubleValue == 10)
    }

    /// Every finite double round-trips, and the midpoint between neighbours (plus or minus a hair)
    /// rounds the way round-to-nearest-even requires, including subnormals and the top of the range.
    @Test func doubleRoundTripAndMidpoints() throws {
        let seed: UInt64 = 0xD0_0B1E
        var rng = SplitMix64(state: seed)
        for i in 0..<4_000 {
            let x = rng.finiteDouble().magnitude
            let value = try #require(Rational(exactly: x))
            value._checkInvariants()
            guard value.doubleValue == x else {
                Issue.record("seed \(seed) iteration \(i): \(x) round-tripped to \(value.doubleValue)")
                return
            }
            let up = x.nextUp
            guard up.isFinite, let next = Rational(exactly: up) else { continue }
            let mid = (value + next) / 2
            let hair = (next - value) / Rational(BigInt(1) << 80)
            let even = x.significandBitPattern & 1 == 0 ? x : up
            let results = [
                (mid - hair).doubleValue, mid.doubleValue, (mid + hair).doubleValue,
                (-mid).doubleValue,
            ]
            let expected = [x, even, up, -even]
            if results != expected {
                Issue.record("seed \(seed) iteration \(i): midpoints of \(x) gave \(results), expected \(expected)")
                return
            }
        }
    }

    // MARK: - Field laws on random values

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func fieldLawsOnRandomPairs(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        for i in 0..<5_000 {
            let a = rng.rational()
            let b = rng.below(8) == 0 ? a : rng.rational()
            var k = rng.integer()
            if rng.below(2) == 0 { k = BigInt(rng.below(5) + 1) }
            a._checkInvariants()
            b._checkInvariants()
            if let law = fieldLawFailure(a, b, scale: k) {
                Issue.record("seed \(seed) iteration \(i): \(law) fails for a = \(a), b = \(b), k = \(k)")
                return
            }
        }
    }
}
