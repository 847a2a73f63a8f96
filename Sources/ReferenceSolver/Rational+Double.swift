// Exact conversion from `Double` and correctly rounded conversion back.
//
// A finite binary64 value is m·2^e with an integer m < 2^53, so it converts without rounding.
// The way back divides with enough extra quotient bits to round to nearest, ties to even, in
// `BigUInt` (the method of Clinger, "How to Read Floating Point Numbers Accurately", 1990,
// done with one long division instead of his iteration), including subnormals and overflow.

import BigInt

extension Rational {
    /// The exact value of `value`; nil for NaN and infinities. -0.0 gives 0.
    ///
    /// - Complexity: O(1) for values that fit the small form, otherwise one shift of a `BigInt`.
    package init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero
            return
        }
        var significand = value.significandBitPattern
        var exponent: Int
        if value.exponentBitPattern == 0 {
            exponent = -1074
        } else {
            significand |= UInt64(1) << 52
            exponent = Int(value.exponentBitPattern) - 1075
        }
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        exponent += zeros
        let negative = value.sign == .minus
        // significand is odd now, so significand·2^exponent is reduced as written.
        if exponent >= 0 {
            if exponent + (64 - significand.leadingZeroBitCount) <= 63 {
                let n = Int64(significand << UInt64(exponent))
                self.init(storage: .small(negative ? -n : n, 1))
            } else {
                // Checks the fit again: -2^63 is stored small.
                let n = BigInt(sign: negative ? .minus : .plus, magnitude: BigUInt(significand) << exponent)
                self.init(reducedBig: n, 1)
            }
        } else {
            let n = negative ? -Int64(significand) : Int64(significand)
            if exponent >= -62 {
                self.init(storage: .small(n, Int64(1) << Int64(-exponent)))
            } else {
                self.init(storage: .big(BigParts(BigInt(n), BigInt(1) << -exponent)))
            }
        }
    }

    /// The `Double` nearest to this value (round to nearest, ties to even); exact whenever the
    /// value is representable. Values beyond the finite range give ±infinity, values below half
    /// the smallest subnormal give ±0.
    package var doubleValue: Double {
        switch storage {
        case let .small(n, d):
            // Both operands exact, and IEEE division is correctly rounded.
            let exactLimit: UInt64 = 1 << 53
            if n.magnitude <= exactLimit && d.magnitude <= exactLimit {
                return Double(n) / Double(d)
            }
            return Rational.roundedQuotient(BigUInt(n.magnitude), BigUInt(d.magnitude), negative: n < 0)
        case let .big(parts):
            let (n, d) = (parts.numerator, parts.denominator)
            return Rational.roundedQuotient(n.magnitude, d.magnitude, negative: n.sign == .minus)
        }
    }

    /// ±num/den rounded to the nearest `Double`, ties to even.
    static func roundedQuotient(_ num: BigUInt, _ den: BigUInt, negative: Bool) -> Double {
        let sign: FloatingPointSign = negative ? .minus : .plus
        if num.isZero { return 0 }
        // 2^(e-1) < num/den < 2^(e+1).
        let e = num.bitWidth - den.bitWidth
        if e > 1025 { return Double(sign: sign, exponent: 0, significand: .infinity) }
        if e < -1076 { return Double(sign: sign, exponent: 0, significand: 0) }
        // q = floor(num·2^s / den) has 54 or 55 bits: at least one bit below the 53 kept.
        let s = 54 - e
        let (q, r) =
            s >= 0
            ? (num << s).quotientAndRemainder(dividingBy: den)
            : num.quotientAndRemainder(dividingBy: den << -s)
        let sticky = !r.isZero
        // Drop k bits so that 53 remain, or fewer when the result's last bit would fall below
        // 2^-1074 (subnormal range).
        let k = max(q.bitWidth - 53, s - 1074)
        var m = q >> k
        let dropped = q - (m << k)
        let half = BigUInt(1) << (k - 1)
        if dropped > half || (dropped == half && (sticky || m[bitAt: 0])) {
            m += 1
        }
        // m ≤ 2^53 converts exactly; scaling by a power of two is exact or overflows to infinity.
        return Double(sign: sign, exponent: k - s, significand: Double(UInt64(m)))
    }
}
