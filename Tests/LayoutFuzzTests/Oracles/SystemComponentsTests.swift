import ConstraintSystem
import ReferenceSolver
import Testing

@testable import LayoutFuzz

/// Solving a system by its components, reusing another system's answer where the two share a
/// component, gives the answer of solving it whole: the same status, errors and ranges.
@Suite struct SystemComponentsTests {
    /// Three groups of three variables, each group's constraints among its own variables and a
    /// pinned `w` (so the groups are separate components only because `w` is pinned).
    static func system(_ random: inout SplitMix64) -> ConstraintSystem {
        var constraints = [
            SystemConstraint(terms: [LinearTerm("w")], relation: .equal, constant: Double(random.nextInt(below: 5)))
        ]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Priority] = [1000, 1000, 750, 250, 50]
        for group in 0..<3 {
            for _ in 0..<(2 + random.nextInt(below: 4)) {
                var terms: [LinearTerm] = []
                for _ in 0..<(1 + random.nextInt(below: 3)) {
                    let name = random.nextInt(below: 5) == 0 ? "w" : "g\(group).v\(random.nextInt(below: 3))"
                    terms.append(LinearTerm(name, Double([1, -1, 2, 0.5][random.nextInt(below: 4)])))
                }
                constraints.append(
                    SystemConstraint(
                        terms: terms, relation: relations[random.nextInt(below: 3)],
                        constant: Double(random.nextInt(below: 41) - 20),
                        priority: priorities[random.nextInt(below: priorities.count)]))
            }
        }
        return ConstraintSystem(constraints: constraints)
    }

    @Test func composedAnswersAreTheWholeSystemsAnswers() {
        var compared = 0
        var reused = 0
        for seed in UInt64(0)..<300 {
            var random = SplitMix64(seed: seed)
            let system = Self.system(&random)
            var known = system
            let changed = 1 + random.nextInt(below: system.constraints.count - 1)
            known.constraints[changed].constant += 1
            let answer = ReferenceSolver.solve(known, ranges: true)
            guard answer.status == .ok else { continue }
            let composed = SystemComponents.solve(system, reusing: answer, of: known) { _ in true }
            let whole = ReferenceSolver.solve(system, ranges: true)
            #expect(composed.status == whole.status, "seed \(seed)")
            if whole.status == .ok {
                #expect(composed.errors == whole.errors, "seed \(seed)")
                #expect(composed.ranges == whole.ranges, "seed \(seed)")
            } else {
                let members = composed.conflict.map { system.constraints[$0] }
                #expect(
                    !members.isEmpty && ReferenceSolver.requiredFeasibility(of: members) != .feasible, "seed \(seed)")
            }
            compared += 1
            if SystemComponents.of(system.constraints).count > 2 { reused += 1 }
        }
        #expect(compared > 150 && reused > 100, "\(compared) compared, \(reused) with several components")
    }

    @Test func aPinnedVariableJoinsNothing() {
        let constraints = [
            SystemConstraint(terms: [LinearTerm("w")], relation: .equal, constant: 0),
            SystemConstraint(terms: [LinearTerm("a"), LinearTerm("w", -1)], relation: .equal, constant: 8),
            SystemConstraint(
                terms: [LinearTerm("b"), LinearTerm("w", -1)], relation: .greaterThanOrEqual, constant: 2),
            SystemConstraint(
                terms: [LinearTerm("b"), LinearTerm("c", -1)], relation: .equal, constant: 0, priority: 750),
        ]
        #expect(SystemComponents.of(constraints) == [[0], [1], [2, 3]])
        #expect(SystemComponents.component(of: 3, in: constraints) == [constraints[0], constraints[2], constraints[3]])
        // A pin fixes what every constraint naming its variable reads.
        #expect(SystemComponents.component(of: 0, in: constraints) == constraints)
    }

    /// Adding one constraint to a feasible set fails exactly when its part (`component(of:)`)
    /// fails: the breaking rule's check can look at that part alone.
    @Test func aConstraintFailsWithItsPartOrNotAtAll() {
        var infeasible = 0
        var compared = 0
        for seed in UInt64(0)..<1500 {
            var random = SplitMix64(seed: seed)
            var kept = Self.system(&random).constraints.filter(\.priority.isRequired)
            guard ReferenceSolver.requiredFeasibility(of: kept) == .feasible, kept.count > 2 else { continue }
            let added = kept.remove(at: 1 + random.nextInt(below: kept.count - 1))
            guard ReferenceSolver.requiredFeasibility(of: kept) == .feasible else { continue }
            var shifted = added
            shifted.relation = .equal
            shifted.constant += Double(random.nextInt(below: 7) - 3)
            let all = kept + [shifted]
            let whole = ReferenceSolver.requiredFeasibility(of: all, tellingRounding: false)
            let part = ReferenceSolver.requiredFeasibility(
                of: SystemComponents.component(of: kept.count, in: all), tellingRounding: false)
            #expect(whole == part, "seed \(seed)")
            compared += 1
            if whole != .feasible { infeasible += 1 }
        }
        #expect(infeasible >= 30 && compared - infeasible >= 30, "\(infeasible) of \(compared) additions infeasible")
    }

    /// The index, computed once for a set, answers what a candidate can fail with exactly as
    /// the component of the candidate appended to the set does: pins, shared variables, a
    /// candidate that is a pin itself (of every variable in turn: pinning one splits the parts
    /// joined through it, and every piece names it).
    @Test func theIndexGivesTheComponentOfEachCandidate() {
        var asked = 0
        var split = 0
        let variables = ["w"] + (0..<3).flatMap { group in (0..<3).map { "g\(group).v\($0)" } }
        for seed in UInt64(0)..<400 {
            var random = SplitMix64(seed: seed)
            // Every constraint required on odd seeds: denser parts, more to split.
            let kept = Self.system(&random).constraints.compactMap { constraint -> SystemConstraint? in
                var required = constraint
                required.priority = .required
                return seed % 2 == 1 ? required : constraint.priority.isRequired ? constraint : nil
            }
            let index = SystemComponents.Index(kept)
            let candidates =
                Self.system(&random).constraints
                + variables.map { SystemConstraint(terms: [LinearTerm($0)], relation: .equal, constant: 3) } + [
                    SystemConstraint(
                        terms: [LinearTerm("g1.v0"), LinearTerm("g1.v1", 0)], relation: .equal, constant: 3),
                    SystemConstraint(
                        terms: [LinearTerm("w"), LinearTerm("g2.v1", 2)], relation: .greaterThanOrEqual, constant: 1),
                ]
            for candidate in candidates {
                let whole = SystemComponents.component(of: kept.count, in: kept + [candidate])
                #expect(index.component(with: candidate) == whole, "seed \(seed)")
                asked += 1
                // A pin that splits a part: the whole set's components differ from the kept ones'.
                if candidate.terms.count == 1,
                    SystemComponents.of(kept + [candidate]).count > SystemComponents.of(kept).count + 1
                {
                    split += 1
                }
            }
        }
        #expect(asked > 5000 && split > 100, "\(asked) asked, \(split) pins that split a part")
    }
}

extension SystemComponents {
    /// The definition the index is held to, computed from scratch over the whole set: what
    /// constraint `index` can fail with is its component and every component that names one of
    /// its variables, with the pins they need.
    fileprivate static func component(of index: Int, in constraints: [SystemConstraint]) -> [SystemConstraint] {
        let names = Set(constraints[index].terms.map(\.name))
        let pins = pins(constraints)
        let parts = of(constraints, pins: pins).filter { part in
            part.contains(index) || part.contains { constraints[$0].terms.contains { names.contains($0.name) } }
        }
        return closed(parts.flatMap { $0 }, in: constraints, pins: pins).map { constraints[$0] }
    }
}
