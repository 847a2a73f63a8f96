import Cassowary
import ConstraintSystem
import LayoutFuzz
import PropertyBased
import ReferenceSolver
import Testing

/// The `reference` oracle: the incremental and the exact reference solver agree on random
/// systems, and the comparison does catch a wrong answer.
@Suite struct SolverAgreementTests {
    @Test func both_solvers_agree_on_random_systems_with_suggestions_and_conflicts() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let system = RandomSystems.make(seed: UInt64(seed))
            do {
                let disagreements = try SolverAgreement.check(system)
                #expect(disagreements.isEmpty, "seed \(seed):\n\(FormatWriter.write(system))\n\(disagreements)")
            } catch {
                Issue.record("seed \(seed): the incremental solver refused a valid system: \(error)")
            }
        }
    }

    @Test func the_references_own_answer_rounded_to_doubles_agrees_with_it() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let system = RandomSystems.make(seed: UInt64(seed))
            let reference = ReferenceSolver.solve(system, ranges: true)
            let disagreements = SolverAgreement.compare(
                system, incremental: SystemSolution(reference), reference: reference)
            #expect(disagreements.isEmpty, "seed \(seed):\n\(FormatWriter.write(system))\n\(disagreements)")
        }
    }

    @Test func every_reference_conflict_is_infeasible_and_irreducible() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let system = RandomSystems.make(seed: UInt64(seed))
            let solution = ReferenceSolver.solve(system)
            guard solution.status == .unsatisfiable else { return }
            func feasible(_ members: [Int]) -> Bool {
                var subset = ConstraintSystem()
                subset.constraints = members.map { system.constraints[$0] }
                return ReferenceSolver.solve(subset).status == .ok
            }
            #expect(!solution.conflict.isEmpty && !feasible(solution.conflict), "seed \(seed)")
            for member in solution.conflict {
                #expect(feasible(solution.conflict.filter { $0 != member }), "seed \(seed): \(member) is not needed")
            }
        }
    }

    static let determined = try! FormatReader.parse(
        """
        edit w 900
        x == 10 @ 1000
        y - x >= 5 @ 1000
        y == 30 @ 750
        w <= 80 @ 1000
        suggest w=100
        """)

    @Test func a_moved_determined_value_is_reported_as_exactly_that() throws {
        let reference = ReferenceSolver.solve(Self.determined, ranges: true)
        var wrong = try SystemSolution.solve(Self.determined)
        #expect(SolverAgreement.compare(Self.determined, incremental: wrong, reference: reference).isEmpty)
        let y = try #require(wrong.values.firstIndex { $0.name == "y" })
        wrong.values[y].value += 1  // y = 31 still satisfies every required constraint
        let found = SolverAgreement.compare(Self.determined, incremental: wrong, reference: reference)
        #expect(found.map(\.kind) == [.determinedValue(name: "y")])
    }

    @Test func a_too_large_error_at_one_priority_is_reported_as_exactly_that() throws {
        let reference = ReferenceSolver.solve(Self.determined, ranges: true)
        var wrong = try SystemSolution.solve(Self.determined)
        let level = try #require(wrong.errors.firstIndex { $0.priority == 750 })
        wrong.errors[level].error += 0.5
        let found = SolverAgreement.compare(Self.determined, incremental: wrong, reference: reference)
        #expect(found.map(\.kind) == [.error(priority: 750)])
    }

    @Test func a_violated_required_constraint_and_a_wrong_status_are_reported() throws {
        let reference = ReferenceSolver.solve(Self.determined, ranges: true)
        var wrong = try SystemSolution.solve(Self.determined)
        let w = try #require(wrong.values.firstIndex { $0.name == "w" })
        wrong.values[w].value = 81  // breaks w <= 80 (and moves a determined value)
        let found = SolverAgreement.compare(Self.determined, incremental: wrong, reference: reference)
        #expect(found.map(\.kind) == [.requiredViolated(constraint: 3), .determinedValue(name: "w")])
        wrong.status = .unsatisfiable
        #expect(
            SolverAgreement.compare(Self.determined, incremental: wrong, reference: reference).map(\.kind) == [.status])
    }

    @Test func a_feasible_conflict_set_is_reported() throws {
        let system = try FormatReader.parse("x >= 10 @ 1000\nx <= 5 @ 1000\ny == 1 @ 1000\n")
        let reference = ReferenceSolver.solve(system, ranges: true)
        var wrong = try SystemSolution.solve(system)
        #expect(wrong.status == .unsatisfiable && wrong.conflict == [0, 1])
        #expect(SolverAgreement.compare(system, incremental: wrong, reference: reference).isEmpty)
        wrong.conflict = [0, 2]
        #expect(
            SolverAgreement.compare(system, incremental: wrong, reference: reference).map(\.kind) == [.conflictFeasible]
        )
    }
}

/// Small random systems: up to 5 variables, required and optional constraints at a few
/// priorities, one or two edit variables with suggest steps; some are unsatisfiable.
enum RandomSystems {
    static func make(seed: UInt64) -> ConstraintSystem {
        var random = SplitMix64(seed: seed)
        let names = ["a", "b", "c", "d", "e"]
        let priorities: [Double] = [1000, 1000, 1000, 900, 750, 500, 250, 1]
        var system = ConstraintSystem()
        let editCount = random.nextInt(below: 3)
        for k in 0..<editCount {
            system.edits.append(EditDeclaration(name: names[k], priority: Priority([800, 300][k])))
        }
        for _ in 0..<(1 + random.nextInt(below: 9)) {
            var terms: [LinearTerm] = []
            for _ in 0..<(1 + random.nextInt(below: 3)) {
                let name = names[random.nextInt(below: names.count)]
                let coefficient = Double(random.nextInt(below: 7) - 3)
                if coefficient != 0 && !terms.contains(where: { $0.name == name }) {
                    terms.append(LinearTerm(name, coefficient))
                }
            }
            if terms.isEmpty { continue }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.nextInt(below: 3)]
            let constant = Double(random.nextInt(below: 61) - 30) / Double([1, 2, 4][random.nextInt(below: 3)])
            system.constraints.append(
                SystemConstraint(
                    terms: terms, relation: relation, constant: constant,
                    priority: Priority(priorities[random.nextInt(below: priorities.count)])))
        }
        for _ in 0..<(editCount == 0 ? 0 : random.nextInt(below: 3)) {
            let step = (0..<editCount).map { Suggestion(names[$0], Double(random.nextInt(below: 201) - 100)) }
            system.steps.append(SuggestStep(step))
        }
        return system
    }
}
