// Exact rational numbers for the reference LP solver.
//
// Representation: a value is stored in exactly one canonical form, so that `==` and `hash(into:)`
// can compare storage directly.
//
// - `.small(n, d)`: two `Int64`, used whenever the reduced numerator and the (positive) reduced
//   denominator both fit in `Int64`. Arithmetic on two small values uses overflow-reporting
//   machine operations and never allocates.
// - `.big(parts)`: two `BigInt` in one immutable object (`BigParts`), used only when the reduced
//   value does not fit the small form. Every operation that produces a big result checks whether
//   it fits again and moves back. Holding both behind one reference keeps the enum at two words
//   and a tag: copying or destroying a value (arrays of them above all) is a tag test and at most
//   one retain or release, where two inline `BigInt` payloads made every copy of a small value go
//   through their value witnesses and every array element 80 bytes wide.
//
// Invariants (checked by `_checkInvariants()`): the denominator is positive, gcd(|n|, d) == 1,
// zero is 0/1, and a `.big` value never fits `.small`. The numerator may be `Int64.min`; the
// denominator is then at most `Int64.max`, so negation of such a value moves to `.big`.

import BigInt

/// An exact rational number, always reduced, with a positive denominator.
///
/// Values whose numerator and denominator fit in `Int64` are stored inline and their arithmetic
/// does not allocate; anything larger is stored as `BigInt` and moves back when it fits again.
/// Equality and hashing depend only on the value, never on the storage.
package struct Rational: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case small(Int64, Int64)
        case big(BigParts)
    }

    /// A big value's numerator and denominator, shared by every copy of the value (immutable).
    @usableFromInline
    final class BigParts: Sendable {
        @usableFromInline let numerator: BigInt
        @usableFromInline let denominator: BigInt

        @usableFromInline
        init(_ numerator: BigInt, _ denominator: BigInt) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    @usableFromInline
    var storage: Storage

    /// Wraps already-canonical storage; callers guarantee the invariants.
    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// `numerator / denominator`, reduced, with the sign carried by the numerator.
    ///
    /// - Precondition: `denominator != 0`.
    /// - Complexity: one gcd of the operands (quadratic in their size when they are big).
    package init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        precondition(!denominator.isZero, "Rational: denominator is zero")
        if let n = Int64(exactly: numerator), let d = Int64(exactly: denominator) {
            self = Rational.reduced(n, d)
            return
        }
        var n = numerator
        var d = denominator
        if d.sign == .minus {
            n.negate()
            d.negate()
        }
        let g = Rational.gcd(n.magnitude, d.magnitude)
        if g != 1 {
            n /= BigInt(g)
            d /= BigInt(g)
        }
        self = Rational(reducedBig: n, d)
    }

    /// The integer `value`.
    @inlinable
    package init(_ value: Int) {
        storage = .small(Int64(value), 1)
    }

    /// Canonical form of an already-reduced big fraction with positive denominator: small when
    /// both parts fit.
    init(reducedBig n: BigInt, _ d: BigInt) {
        if n.magnitude.bitWidth <= 64, d.magnitude.bitWidth <= 63,
            let small = Int64(exactly: n), let smallDen = Int64(exactly: d)
        {
            storage = .small(small, smallDen)
        } else {
            storage = .big(BigParts(n, d))
        }
    }

    /// `n / d` reduced, for machine integers; moves to big storage only when the reduced value
    /// does not fit (for example `1 / Int64.min`).
    @usableFromInline
    static func reduced(_ n: Int64, _ d: Int64) -> Rational {
        precondition(d != 0, "Rational: denominator is zero")
        let g = Rational.gcd(n.magnitude, d.magnitude)
        let nm = n.magnitude / g
        let dm = d.magnitude / g
        let negative = (n < 0) != (d < 0) && nm != 0
        let numeratorLimit: UInt64 = negative ? UInt64(1) << 63 : UInt64(Int64.max)
        if dm <= UInt64(Int64.max), nm <= numeratorLimit {
            let num = negative ? Int64(bitPattern: 0 &- nm) : Int64(nm)
            return Rational(storage: .small(num, Int64(dm)))
        }
        let bigN = BigInt(sign: negative ? .minus : .plus, magnitude: BigUInt(nm))
        return Rational(storage: .big(BigParts(bigN, BigInt(dm))))
    }

    package static let zero = Rational(storage: .small(0, 1))
    package static let one = Rational(storage: .small(1, 1))

    /// The reduced numerator; carries the sign.
    package var numerator: BigInt {
        switch storage {
        case let .small(n, _): BigInt(n)
        case let .big(parts): parts.numerator
        }
    }

    /// The reduced denominator; always positive.
    package var denominator: BigInt {
        switch storage {
        case let .small(_, d): BigInt(d)
        case let .big(parts): parts.denominator
        }
    }

    @inlinable
    package var isZero: Bool {
        if case .small(0, _) = storage { return true }
        return false
    }

    /// -1, 0 or 1.
    @inlinable
    package var signum: Int {
        switch storage {
        case let .small(n, _): n == 0 ? 0 : (n < 0 ? -1 : 1)
        case let .big(parts): parts.numerator.sign == .minus ? -1 : 1
        }
    }

    /// |self|.
    package var absoluteValue: Rational {
        signum < 0 ? -self : self
    }

    /// Whether the value is stored in the inline `Int64` form (for tests and performance checks).
    var isSmall: Bool {
        if case .small = storage { return true }
        return false
    }

    /// Traps if the canonical-form invariants (see the file header) do not hold.
    func _checkInvariants() {
        switch storage {
        case let .small(n, d):
            precondition(d > 0, "Rational: non-positive small denominator")
            precondition(Rational.gcd(n.magnitude, d.magnitude) == 1, "Rational: small value not reduced")
        case let .big(parts):
            let (n, d) = (parts.numerator, parts.denominator)
            precondition(d.sign == .plus && !d.isZero, "Rational: non-positive big denominator")
            precondition(!n.isZero, "Rational: zero stored big")
            precondition(n.magnitude.greatestCommonDivisor(with: d.magnitude) == 1, "Rational: big value not reduced")
            precondition(Int64(exactly: n) == nil || Int64(exactly: d) == nil, "Rational: big value fits small")
        }
    }
}

extension Rational: Hashable {
    @inlinable
    package static func == (lhs: Rational, rhs: Rational) -> Bool {
        // Canonical storage: equal values have identical storage.
        switch (lhs.storage, rhs.storage) {
        case let (.small(a, b), .small(c, d)): a == c && b == d
        case let (.big(x), .big(y)): x === y || (x.numerator == y.numerator && x.denominator == y.denominator)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch storage {
        case let .small(n, d):
            hasher.combine(n)
            hasher.combine(d)
        case let .big(parts):
            hasher.combine(parts.numerator)
            hasher.combine(parts.denominator)
        }
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    @inlinable
    package init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension Rational: CustomStringConvertible {
    /// `"3"` for integers, `"-7/2"` otherwise.
    package var description: String {
        switch storage {
        case let .small(n, 1): String(n)
        case let .small(n, d): "\(n)/\(d)"
        case let .big(parts):
            parts.denominator == 1 ? String(parts.numerator) : "\(parts.numerator)/\(parts.denominator)"
        }
    }
}
