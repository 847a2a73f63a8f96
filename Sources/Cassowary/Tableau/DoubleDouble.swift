/// Double-double arithmetic (Dekker, "A floating-point technique for extending the available
/// precision", 1971; Knuth's TwoSum; the QD library of Hida, Li & Bailey, 2001): a number as the
/// unevaluated sum `hi + lo` with `|lo| ≤ ulp(hi)/2`, about 106 bits of significand. `hi` alone
/// is the number correctly rounded to a `Double`. Used where the solver rebuilds its rows
/// (Solver+Refactor.swift), so that what cancels is known to 1e-32 of the numbers that cancelled,
/// not to 1e-16.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ value: Double) {
        hi = value
        lo = 0
    }

    private init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    static let zero = DoubleDouble(0)

    /// `a + b` exactly, as a rounded sum and its error (Knuth).
    @inline(__always) private static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let v = s - a
        return DoubleDouble(hi: s, lo: (a - (s - v)) + (b - v))
    }

    /// `a + b` exactly when `|a| ≥ |b|` (Dekker).
    @inline(__always) private static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        return DoubleDouble(hi: s, lo: b - (s - a))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = twoSum(a.hi, b.hi)
        let t = twoSum(a.lo, b.lo)
        let u = quickTwoSum(s.hi, s.lo + t.hi)
        return quickTwoSum(u.hi, u.lo + t.lo)
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(hi: -a.hi, lo: -a.lo) }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = a.hi * b.hi
        let error = (-p).addingProduct(a.hi, b.hi)  // the product's rounding error, by one fma
        return quickTwoSum(p, error + (a.hi * b.lo + a.lo * b.hi))
    }

    static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let q1 = a.hi / b.hi
        var r = a - DoubleDouble(q1) * b
        let q2 = r.hi / b.hi
        r = r - DoubleDouble(q2) * b
        let q3 = r.hi / b.hi
        return quickTwoSum(q1, q2) + DoubleDouble(q3)
    }

    var magnitude: Double { abs(hi) }
}
