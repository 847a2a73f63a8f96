import ConstraintSystem
import Testing

@testable import ReferenceSolver

/// Ranges read off the final basis for variables evidently fixed on the optimal face are the
/// ranges the two LPs per variable find: on workloads (mostly determined) and on random systems
/// with free variables, inequalities and several priorities.
@Suite struct RangeShortcutTests {
    static func randomSystem(seed: UInt64) -> ConstraintSystem {
        var random = SplitMix64(seed: seed)
        let names = (0..<6).map { "x\($0)" }
        var constraints: [SystemConstraint] = []
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            let count = Int.random(in: 1...3, using: &random)
            let terms = names.shuffled(using: &random).prefix(count).map {
                LinearTerm($0, Double(Int.random(in: -3...3, using: &random) | 1))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
                Int.random(in: 0...2, using: &random)]
            let priority = [1000.0, 1000, 750, 250, 1][Int.random(in: 0...4, using: &random)]
            constraints.append(
                SystemConstraint(
                    terms: Array(terms), relation: relation, constant: Double(Int.random(in: -20...20, using: &random)),
                    priority: Priority(priority)))
        }
        return ConstraintSystem(edits: [], constraints: constraints, steps: [])
    }

    @Test func theShortcutGivesTheRangesOfTheLPs() {
        var systems = (0..<300).map { Self.randomSystem(seed: $0) }
        systems += [Workload.tree(12, seed: 3), Workload.grid(rows: 3, columns: 4), Workload.chain(8)]
        var determined = 0
        var free = 0
        for (index, system) in systems.enumerated() {
            let fast = DenseReference.solve(system, ranges: true, readingFixedValues: true)
            let slow = DenseReference.solve(system, ranges: true, readingFixedValues: false)
            #expect(fast == slow, "system \(index):\n\(FormatWriter.write(system))")
            determined += fast.ranges.filter(\.isDetermined).count
            free += fast.ranges.filter { !$0.isDetermined }.count
        }
        #expect(
            determined > 100 && free > 100, "the systems should have both kinds: \(determined) determined, \(free) free"
        )
    }
}
