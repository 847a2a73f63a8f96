import Cassowary
import ConstraintSystem
import ReferenceSolver

extension SolverAgreement {
    /// Solves `system` with both solvers (the incremental one from scratch, the reference with
    /// ranges) and compares.
    ///
    /// - Throws: what the incremental solver refuses (`SystemSolution.solve`).
    package static func check(_ system: ConstraintSystem) throws(SolverError) -> [Disagreement] {
        compare(
            system, incremental: try SystemSolution.solve(system),
            reference: ReferenceSolver.solve(system, ranges: true))
    }
}
