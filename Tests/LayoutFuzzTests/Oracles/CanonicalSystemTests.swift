import ConstraintSystem
import Testing

@testable import LayoutFuzz

/// Two systems have equal canonical forms exactly when they are the same constraints in another
/// order (of constraints, and of each constraint's terms; zero terms aside): one exact solve then
/// serves both.
@Suite struct CanonicalSystemTests {
    /// A seeded system of `count` constraints over a few names, with repeated constraints.
    static func system(seed: UInt64, count: Int) -> [SystemConstraint] {
        var random = SplitMix64(seed: seed)
        let names = ["v0.minX", "v0.width", "v1.minX", "v1.width", "window.width", "v2.height"]
        return (0..<count).map { _ in
            let terms = (0..<(1 + random.nextInt(below: 3))).map { _ in
                LinearTerm(names[random.nextInt(below: names.count)], Double(random.nextInt(below: 5)) - 2)
            }
            return SystemConstraint(
                terms: terms, relation: Relation.allCases[random.nextInt(below: 3)],
                constant: Double(random.nextInt(below: 4)) * 8,
                priority: random.nextInt(below: 2) == 0
                    ? .required : Priority(Double(250 * random.nextInt(below: 4) + 1)))
        }
    }

    @Test func reorderedSystemsAreEqualAndChangedOnesAreNot() {
        for seed in 1...300 {
            let constraints = CanonicalSystemTests.system(seed: UInt64(seed), count: 12)
            var random = SplitMix64(seed: UInt64(seed) &* 31)
            var shuffled = constraints
            shuffled.shuffle(using: &random)
            for index in shuffled.indices {
                shuffled[index].terms.shuffle(using: &random)
                shuffled[index].terms.append(LinearTerm("unused", 0))  // a zero term changes nothing
            }
            #expect(CanonicalSystem(shuffled) == CanonicalSystem(constraints), "seed \(seed)")

            var changed = shuffled
            let target = random.nextInt(below: changed.count)
            changed[target].constant += 0.5
            #expect(CanonicalSystem(changed) != CanonicalSystem(constraints), "seed \(seed)")
            if let term = shuffled[target].terms.firstIndex(where: { $0.coefficient != 0 }) {
                var swapped = shuffled
                swapped[target].terms[term].name = "other"  // a name the system does not have
                #expect(CanonicalSystem(swapped) != CanonicalSystem(constraints), "seed \(seed)")
            }
            #expect(CanonicalSystem(Array(shuffled.dropLast())) != CanonicalSystem(constraints), "seed \(seed)")
        }
    }

    @Test func negativeZeroIsZero() {
        let a = SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 0)
        let b = SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: -0.0)
        let c = SystemConstraint(terms: [LinearTerm("y", 2)], relation: .lessThanOrEqual, constant: 3)
        #expect(CanonicalSystem([a, c]) == CanonicalSystem([c, b]))
    }
}
