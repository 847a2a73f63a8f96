/// Seeded random valid constraint systems, for round-trip properties: awkward doubles, names that
/// look like keywords or numbers, every optional part present or absent.

import ConstraintSystem

/// Generates systems that `FormatReader` could have produced (normal form, finite numbers, valid
/// priorities, declared suggestions), from a `SplitMix64` seed.
enum RandomSystems {
    /// Doubles that are easy to get wrong in text: tiny, huge, subnormal, negative zero, not
    /// exactly representable, integral beyond `NumberText`'s plain-integer limit.
    static let awkwardNumbers: [Double] = [
        1e-9, 1.67772e+07, 0.1, -0.0, .leastNonzeroMagnitude, 1.7976931348623157e308, -1.7976931348623157e308,
        0.30000000000000004, 1, -1, 2, 0.5, 8, -8, 1e15, 1e15 + 1, 1e16, -2.5e15, 123456.789e3,
        .leastNormalMagnitude, Double.leastNormalMagnitude.nextDown, Double(9_007_199_254_740_992).nextUp,
        1e-5, 1e21, 1e22, 1 / 3.0,
    ]

    /// Names that are valid but look like something else: keywords, exponents, dots.
    static let trickyNames = [
        "edit", "suggest", "version", "e", "E5", "e5", "_", "x.", "a..b", "inf", "nan", "_1.2.3",
        "view.left", "x", "y",
    ]

    static func system(seed: UInt64) -> ConstraintSystem {
        var random = SplitMix64(seed: seed)
        var pool = trickyNames.shuffledDeterministically(&random).prefix(1 + random.nextInt(below: 6)).map { $0 }
        for _ in 0..<random.nextInt(below: 6) { pool.append(name(&random)) }
        pool = Array(Set(pool)).sorted()

        var edits: [EditDeclaration] = []
        for name in pool where random.nextInt(below: 3) == 0 {
            let priority = priority(&random, below1000: true)
            edits.append(EditDeclaration(name: name, priority: priority, weight: weight(&random)))
        }
        var constraints: [SystemConstraint] = []
        for _ in 0..<random.nextInt(below: 8) {
            let names = pool.shuffledDeterministically(&random).prefix(random.nextInt(below: min(pool.count, 5) + 1))
            let terms = names.map { LinearTerm($0, coefficient(&random)) }
            let relation = Relation.allCases[random.nextInt(below: 3)]
            constraints.append(
                SystemConstraint(
                    terms: terms, relation: relation, constant: number(&random),
                    priority: priority(&random, below1000: false), weight: weight(&random)))
        }
        var steps: [SuggestStep] = []
        if !edits.isEmpty {
            for _ in 0..<random.nextInt(below: 4) {
                let values = (0...random.nextInt(below: 3)).map { _ in
                    Suggestion(edits[random.nextInt(below: edits.count)].name, number(&random))
                }
                steps.append(SuggestStep(values))
            }
        }
        return ConstraintSystem(edits: edits, constraints: constraints, steps: steps)
    }

    /// A random NAME: a letter or `_`, then up to 7 of letters, digits, `_`, `.`.
    static func name(_ random: inout SplitMix64) -> String {
        let first = Array("abcxyzAEZ_")
        let rest = Array("abez09_.E")
        var name = String(first[random.nextInt(below: first.count)])
        for _ in 0..<random.nextInt(below: 8) { name.append(rest[random.nextInt(below: rest.count)]) }
        return name
    }

    /// Any finite double: awkward, small integral, or random bits.
    static func number(_ random: inout SplitMix64) -> Double {
        switch random.nextInt(below: 3) {
        case 0: return awkwardNumbers[random.nextInt(below: awkwardNumbers.count)]
        case 1: return Double(random.nextInt(below: 2001) - 1000)
        default:
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
    }

    /// A finite, non-zero coefficient (the reader drops zero terms).
    static func coefficient(_ random: inout SplitMix64) -> Double {
        while true {
            let value = number(&random)
            if value != 0 { return value }
        }
    }

    static func priority(_ random: inout SplitMix64, below1000: Bool) -> Priority {
        let top = below1000 ? 1000.0.nextDown : 1000
        switch random.nextInt(below: 4) {
        case 0: return Priority([1, 250, 500, 750, 900, top][random.nextInt(below: 6)])
        case 1: return Priority(Double(1 + random.nextInt(below: 999)))
        default: return Priority(min(top, 1 + random.nextDouble() * 999))
        }
    }

    static func weight(_ random: inout SplitMix64) -> Double? {
        switch random.nextInt(below: 3) {
        case 0: return nil
        case 1: return abs(number(&random))
        default:
            let special: [Double] = [0, -0.0, 1, 1000, 1_001_001_000, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
            return special[random.nextInt(below: special.count)]
        }
    }
}

extension Array {
    /// A Fisher-Yates shuffle driven by `random.nextInt(below:)`, the same on every platform.
    func shuffledDeterministically(_ random: inout SplitMix64) -> [Element] {
        var copy = self
        for index in copy.indices.dropLast().reversed() {
            copy.swapAt(index, random.nextInt(below: index + 1))
        }
        return copy
    }
}
