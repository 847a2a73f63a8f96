import ArgumentParser
import Cassowary
import ConstraintSystem
import Foundation
import LayoutFuzz
import ReferenceSolver

/// `plumb check FILE`: solves with both solvers and reports whether they agree.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Solve a constraint system, or play a script, with the incremental and the reference solver and compare.",
        discussion: """
            They agree when both say the same about satisfiability, the incremental answer satisfies \
            every required constraint, each optional priority's error is the same, and every variable \
            the optimum determines has the same value (within the tolerance of docs/oracles.md).
            With --adapter CMD, a script is played on the solver behind the adapter instead \
            (docs/solver-protocol.md), judged by the weighted reference when it declares weighted.
            A version-2 script is played on both in lockstep and compared after every operation: \
            the same accept or reject decision, the same verdict on every check item, and agreeing \
            solutions.
            Exit status: 0 they agree, 1 they disagree (the differences are printed), 2 bad input.
            """)

    @Argument(help: "A constraint system (FORMAT.md) or an operation script (FORMAT-v2.md).")
    var file: String

    @OptionGroup var adapterOptions: AdapterOptions

    func run() throws {
        let script = try SystemFile.readScript(file, for: "check")
        try ReferenceLimit.refuse(script, command: "check", file: file, ranges: true)
        if script.version == 2 || adapterOptions.adapter != nil { return try runScript(script) }
        let system = try SystemFile.read(file, for: "check")
        let disagreements: [SolverAgreement.Disagreement]
        let reference = ReferenceSolver.solve(system, ranges: true)
        let incremental: SystemSolution
        do {
            incremental = try SystemSolution.solve(system)
        } catch {
            throw CommandFailure(.badInput, "plumb check: \(file): \(error)")
        }
        try SolutionOverflow.refuse(SystemSolution(reference), command: "check", file: file)
        try SolutionOverflow.refuse(incremental, command: "check", file: file)
        disagreements = SolverAgreement.compare(
            system, incremental: incremental, reference: reference,
            strict: { ReferenceSolver.solve(system, ranges: true) })
        guard disagreements.isEmpty else {
            print("\(file): the solvers disagree:")
            for disagreement in disagreements { print("  \(disagreement)") }
            throw CommandFailure(.negative, "")
        }
        print("\(file): the solvers agree (tolerance \(SolverAgreement.tolerance(for: reference)))")
    }
}

extension CheckCommand {
    func runScript(_ script: OperationScript) throws {
        let outcome: ScriptComparison.Outcome
        let solver = try AdapterOptions.solver(try adapterOptions.start(for: "check"), for: "check")
        do {
            outcome = try ScriptComparison.compare(script, solver: solver)
        } catch {
            throw CommandFailure(
                error.isScriptError ? .badInput : .negative,
                "plumb check: " + (error.isScriptError ? "" : "\(file): ") + "\(error)")
        }
        guard outcome.differences.isEmpty else {
            print("\(file): the solvers disagree:")
            for difference in outcome.differences { print("  \(difference)") }
            throw CommandFailure(.negative, "")
        }
        let checks = outcome.steps.filter(\.operation.isCheck).count
        print("\(file): the solvers agree at all \(outcome.steps.count) operations (\(checks) check lines)")
    }
}
