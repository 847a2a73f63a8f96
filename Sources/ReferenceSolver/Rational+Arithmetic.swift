// Field operations and ordering for `Rational`.
//
// Each operator tries the two-`Int64` fast path first (overflow-reporting operations, gcd on
// `UInt64` magnitudes, no allocation) and falls back to `BigInt` when anything overflows. The
// fast paths follow Knuth, TAOCP vol. 2, §4.5.1: dividing by gcds before multiplying keeps the
// intermediates small and the result already reduced (for `*`) or nearly so (for `+`).

import BigInt

extension Rational {
    /// gcd(a, b) by Euclid's algorithm; gcd(0, b) == b. Works on magnitudes, so `Int64.min`
    /// (magnitude 2^63) is fine.
    @usableFromInline
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var a = a
        var b = b
        while b != 0 {
            (a, b) = (b, a % b)
        }
        return a
    }

    /// a/b ± c/d with b, d > 0, or nil when an intermediate overflows `Int64`.
    @usableFromInline
    static func smallSum(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64, subtract: Bool) -> Rational? {
        if b == 1 && d == 1 {
            let (s, o) = subtract ? a.subtractingReportingOverflow(c) : a.addingReportingOverflow(c)
            return o ? nil : Rational(storage: .small(s, 1))
        }
        // g = gcd(b, d); a/b + c/d = (a·(d/g) + c·(b/g)) / (b·(d/g)).
        let g = Int64(gcd(b.magnitude, d.magnitude))
        let bg = b / g
        let dg = d / g
        let (ad, o1) = a.multipliedReportingOverflow(by: dg)
        let (cb, o2) = c.multipliedReportingOverflow(by: bg)
        let (t, o3) = subtract ? ad.subtractingReportingOverflow(cb) : ad.addingReportingOverflow(cb)
        let (den, o4) = b.multipliedReportingOverflow(by: dg)
        if o1 || o2 || o3 || o4 { return nil }
        if g == 1 {
            // gcd(t, b·d) == 1 already when gcd(b, d) == 1.
            return Rational(storage: .small(t, den))
        }
        return reduced(t, den)
    }

    /// (a/b)·(c/d) with both reduced and b, d > 0, or nil when the product overflows `Int64`.
    @usableFromInline
    static func smallProduct(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> Rational? {
        if a == 0 || c == 0 { return .zero }
        // The gcds divide d and b, which are at most Int64.max, so they convert back safely.
        let g1 = Int64(gcd(a.magnitude, d.magnitude))
        let g2 = Int64(gcd(c.magnitude, b.magnitude))
        let (n, o1) = (a / g1).multipliedReportingOverflow(by: c / g2)
        let (den, o2) = (b / g2).multipliedReportingOverflow(by: d / g1)
        if o1 || o2 { return nil }
        return Rational(storage: .small(n, den))
    }

    /// The general path: exact `BigInt` arithmetic in Knuth's order, gcds taken of the operands'
    /// parts rather than of the cross products (a gcd costs the square of its operands' length),
    /// and the result reduced as it is formed: a/b ± c/d with g = gcd(b, d) is
    /// t / ((b/g)·(d/g₂)), t = a·(d/g) ± c·(b/g), g₂ = gcd(t, g).
    @usableFromInline
    static func bigSum(_ lhs: Rational, _ rhs: Rational, subtract: Bool) -> Rational {
        let (a, b, c, d) = (lhs.numerator, lhs.denominator, rhs.numerator, rhs.denominator)
        let g = BigInt(gcd(b.magnitude, d.magnitude))
        if g == 1 {
            // gcd(a·d ± c·b, b·d) = 1 when b and d are coprime and both fractions are reduced.
            return Rational(reducedBig: subtract ? a * d - c * b : a * d + c * b, b * d)
        }
        let (bg, dg) = (b / g, d / g)
        let t = subtract ? a * dg - c * bg : a * dg + c * bg
        if t.isZero { return .zero }
        let g2 = BigInt(gcd(t.magnitude, g.magnitude))
        return g2 == 1 ? Rational(reducedBig: t, bg * d) : Rational(reducedBig: t / g2, bg * (d / g2))
    }

    /// (a/b)·(c/d) as (a/g₁)·(c/g₂) / ((b/g₂)·(d/g₁)), g₁ = gcd(a, d), g₂ = gcd(c, b): reduced as
    /// formed, since a, b and c, d are coprime (Knuth, TAOCP vol. 2, §4.5.1).
    @usableFromInline
    static func bigProduct(_ lhs: Rational, _ rhs: Rational) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        let (a, b, c, d) = (lhs.numerator, lhs.denominator, rhs.numerator, rhs.denominator)
        let g1 = BigInt(gcd(a.magnitude, d.magnitude))
        let g2 = BigInt(gcd(c.magnitude, b.magnitude))
        let (a1, d1) = g1 == 1 ? (a, d) : (a / g1, d / g1)
        let (c2, b2) = g2 == 1 ? (c, b) : (c / g2, b / g2)
        return Rational(reducedBig: a1 * c2, b2 * d1)
    }

    /// 1/self. - Precondition: self != 0.
    package var reciprocal: Rational {
        switch storage {
        case let .small(n, d):
            precondition(n != 0, "Rational: division by zero")
            if n > 0 { return Rational(storage: .small(d, n)) }
            if n != .min { return Rational(storage: .small(-d, -n)) }
            // d / Int64.min = -d / 2^63, and 2^63 does not fit a positive Int64.
            return Rational(storage: .big(BigParts(BigInt(-d), BigInt(1) << 63)))
        case let .big(parts):
            let (n, d) = (parts.numerator, parts.denominator)
            return n.sign == .minus ? Rational(reducedBig: -d, -n) : Rational(reducedBig: d, n)
        }
    }

    @inlinable
    package static func + (lhs: Rational, rhs: Rational) -> Rational {
        if case let .small(a, b) = lhs.storage, case let .small(c, d) = rhs.storage,
            let r = smallSum(a, b, c, d, subtract: false)
        {
            return r
        }
        return bigSum(lhs, rhs, subtract: false)
    }

    @inlinable
    package static func - (lhs: Rational, rhs: Rational) -> Rational {
        if case let .small(a, b) = lhs.storage, case let .small(c, d) = rhs.storage,
            let r = smallSum(a, b, c, d, subtract: true)
        {
            return r
        }
        return bigSum(lhs, rhs, subtract: true)
    }

    @inlinable
    package static func * (lhs: Rational, rhs: Rational) -> Rational {
        if case let .small(a, b) = lhs.storage, case let .small(c, d) = rhs.storage,
            let r = smallProduct(a, b, c, d)
        {
            return r
        }
        return bigProduct(lhs, rhs)
    }

    /// - Precondition: `rhs != 0`.
    @inlinable
    package static func / (lhs: Rational, rhs: Rational) -> Rational {
        lhs * rhs.reciprocal
    }

    package static prefix func - (operand: Rational) -> Rational {
        switch operand.storage {
        case let .small(n, d) where n != .min:
            Rational(storage: .small(-n, d))
        case let .small(n, d):
            // -Int64.min does not fit; d is odd here, so the value stays reduced.
            Rational(storage: .big(BigParts(-BigInt(n), BigInt(d))))
        case let .big(parts):
            Rational(reducedBig: -parts.numerator, parts.denominator)
        }
    }

    @inlinable package static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }
    @inlinable package static func -= (lhs: inout Rational, rhs: Rational) { lhs = lhs - rhs }
    @inlinable package static func *= (lhs: inout Rational, rhs: Rational) { lhs = lhs * rhs }
    @inlinable package static func /= (lhs: inout Rational, rhs: Rational) { lhs = lhs / rhs }
}

extension Rational: Comparable {
    /// a/b < c/d ⇔ a·d < c·b since b, d > 0; the small path compares 128-bit products.
    @inlinable
    package static func < (lhs: Rational, rhs: Rational) -> Bool {
        if case let .small(a, b) = lhs.storage, case let .small(c, d) = rhs.storage {
            if b == d { return a < c }
            let left = a.multipliedFullWidth(by: d)
            let right = c.multipliedFullWidth(by: b)
            return left.high < right.high || (left.high == right.high && left.low < right.low)
        }
        return bigLess(lhs, rhs)
    }

    /// The general path: signs first, then the binary orders of the magnitudes (which settle a
    /// comparison with a threshold such as `ReferenceSolver.indifference` without allocating),
    /// and only then the cross products in `BigInt`.
    @usableFromInline
    static func bigLess(_ lhs: Rational, _ rhs: Rational) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        let (left, right) = (lhs.binaryOrder, rhs.binaryOrder)
        // Same non-zero sign: |x| lies in (2^(order - 1), 2^(order + 1)).
        if left + 2 <= right { return lhs.signum > 0 }
        if right + 2 <= left { return lhs.signum < 0 }
        return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    /// The bit length of the numerator's magnitude less the denominator's: a non-zero value's
    /// magnitude lies strictly between `2^(binaryOrder - 1)` and `2^(binaryOrder + 1)`.
    @usableFromInline
    var binaryOrder: Int {
        switch storage {
        case let .small(n, d): d.leadingZeroBitCount - n.magnitude.leadingZeroBitCount
        case let .big(parts): parts.numerator.magnitude.bitWidth - parts.denominator.magnitude.bitWidth
        }
    }
}
