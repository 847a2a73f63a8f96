import ArgumentParser
import ConstraintSystem
import Foundation
import Cassowary
import LayoutFuzz
import ReferenceSolver

/// `plumb check FILE`: solves with both solvers and reports whether they agree.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Solve a constraint system with the incremental and the reference solver and compare.",
        discussion: """
            They agree when both say the same about satisfiability, the incremental answer satisfies \
            every required constraint, each optional priority's error is the same, and every variable \
            the optimum determines has the same value (within the tolerance of docs/oracles.md).
            Exit status: 0 they agree, 1 they disagree (the differences are printed), 2 bad input.
            """)

    @Argument(help: "A constraint system in the text format of FORMAT.md.")
    var file: String

    func run() throws {
        let system = try SystemFile.read(file, for: "check")
        let disagreements: [SolverAgreement.Disagreement]
        let reference = ReferenceSolver.solve(system, ranges: true)
        do {
            disagreements = SolverAgreement.compare(system, incremental: try SystemSolution.solve(system), reference: reference)
        } catch {
            throw CommandFailure(.badInput, "plumb check: \(file): \(error)")
        }
        guard disagreements.isEmpty else {
            print("\(file): the solvers disagree:")
            for disagreement in disagreements { print("  \(disagreement)") }
            throw CommandFailure(.negative, "")
        }
        print("\(file): the solvers agree (tolerance \(SolverAgreement.tolerance(for: reference)))")
    }
}
