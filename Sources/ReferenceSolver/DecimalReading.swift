import ConstraintSystem

// The numbers of a constraint as written: each number read as its shortest decimal text (what
// Swift prints and the script formats hold), not as the binary64 value a solver parses.
//
// A file that says `100*x0 - 0.1*x1 == 0` and `-x0 + 0.001*x1 == 1` means two contradictory
// equalities (the second is the first over -100, with another constant), but 0.001 is not
// exactly 0.1/100 in binary64, so read exactly as doubles the two can hold together, at
// x1 ≈ -2.9e19. No floating-point solver can tell the two readings apart; where they decide an
// operation differently, either decision is right (as where rounding alone makes a required set
// fail, ReferenceSolver+Feasibility.swift).
//
// The reading is exact without decimal rationals: each constraint is multiplied through by the
// power of ten that makes every one of its numbers, as written, an integer, and those integers
// are exact doubles up to 2^53. A constraint whose numbers do not fit keeps its binary64 values in
// this reading.

extension ReferenceSolver {
    /// `constraints` with each required one (each one, with `optionalToo`) in its integer form as
    /// written where it has one; the others as they are, so indices stay. A constraint whose
    /// numbers have no exact integer form (`-x == 0.7999999999999999` needs 10^16) keeps its
    /// binary64 values: either reading is a reading of the file. An optional constraint in integer
    /// form has its error scaled by the power of ten: that reading says which values the optimum
    /// determines, not what its errors are.
    package static func asWritten(_ constraints: [SystemConstraint], optionalToo: Bool = false)
        -> [SystemConstraint]
    {
        constraints.map {
            optionalToo || $0.priority.isRequired ? DecimalReading.integerForm(of: $0) ?? $0 : $0
        }
    }

    /// True when the required constraints among `constraints` cannot all hold with every number
    /// read as written (whatever they do as binary64 values).
    package static func infeasibleAsWritten(_ constraints: [SystemConstraint], method: Method? = nil) -> Bool {
        let written = asWritten(constraints)
        return !requiredFeasible(ConstraintSystem(constraints: written), including: { _ in true }, method: method)
    }
}

/// A number's shortest decimal text as an integer and a power of ten: `mantissa · 10^exponent`.
enum DecimalReading {
    /// The largest integer up to which every integer is an exact double.
    static let exactIntegers: Int64 = 1 << 53

    /// `value` as `mantissa · 10^exponent` with no trailing zero in the mantissa, from its
    /// shortest round-trip text ("0.001", "2.5e+16", "77100.0"); nil for a non-finite value.
    static func parts(of value: Double) -> (mantissa: Int64, exponent: Int)? {
        guard value.isFinite else { return nil }
        if value == 0 { return (0, 0) }
        let text = value.magnitude.description
        let pieces = text.split(separator: "e", maxSplits: 1)
        guard let digits = pieces.first, let power = pieces.count == 2 ? Int(pieces[1]) : 0 else { return nil }
        var mantissa: Int64 = 0
        var fraction = 0
        var afterPoint = false
        for character in digits {
            if character == "." {
                afterPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue else { return nil }
            let (times, overflow) = mantissa.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            mantissa = times + Int64(digit)
            if afterPoint { fraction += 1 }
        }
        var exponent = power - fraction
        while mantissa != 0 && mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        return (value < 0 ? -mantissa : mantissa, exponent)
    }

    /// The constraint multiplied through by the power of ten that makes every number of it, as
    /// written, an integer (the same relation, since the factor is positive); nil when one of
    /// those integers is not an exact double.
    static func integerForm(of constraint: SystemConstraint) -> SystemConstraint? {
        var numbers: [(mantissa: Int64, exponent: Int)] = []
        for value in constraint.terms.map(\.coefficient) + [constraint.constant] {
            guard let number = parts(of: value) else { return nil }
            numbers.append(number)
        }
        let shift = numbers.reduce(0) { max($0, -$1.exponent) }
        var scaled: [Double] = []
        for number in numbers {
            var integer = number.mantissa
            for _ in 0..<(number.exponent + shift) {
                let (times, overflow) = integer.multipliedReportingOverflow(by: 10)
                guard !overflow, times.magnitude <= exactIntegers.magnitude else { return nil }
                integer = times
            }
            guard integer.magnitude <= exactIntegers.magnitude else { return nil }
            scaled.append(Double(integer))
        }
        var form = constraint
        for index in form.terms.indices { form.terms[index].coefficient = scaled[index] }
        form.constant = scaled[scaled.count - 1]
        return form
    }
}
