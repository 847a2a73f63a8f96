import Cassowary
import ConstraintSystem
import PropertyBased
import Testing

/// The same calls give the same values bit for bit: nothing in the solver depends on hash order,
/// addresses or time.
@Suite struct DeterminismTests {
    @Test func the_same_operations_on_two_solvers_give_identical_bits() async {
        await propertyCheck(count: 300, input: SolverScript.operations) { operations in
            var first = SolverScript()
            var second = SolverScript()
            for (step, operation) in operations.enumerated() {
                _ = first.apply(operation)
                _ = second.apply(operation)
                #expect(first.snapshot() == second.snapshot(), "diverged at step \(step) of \(operations)")
                #expect(
                    first.solver.tableauDescription == second.solver.tableauDescription,
                    "tableaux differ at step \(step) of \(operations)")
            }
        }
    }

    @Test func a_generated_workload_solves_to_the_same_bits_every_time() throws {
        let system = Workload.tree(60, seed: 7)
        let reference = try SystemSolution.solve(system)
        for _ in 0..<3 {
            let again = try SystemSolution.solve(system)
            #expect(again.values.map(\.value.bitPattern) == reference.values.map(\.value.bitPattern))
            #expect(again.errors.map(\.error.bitPattern) == reference.errors.map(\.error.bitPattern))
        }
    }
}
