import ConstraintSystem
import ReferenceSolver

/// The `reference` oracle on an operation script: a solver under test and the exact reference
/// play the same script in lockstep; after every operation they must make the same accept or
/// reject decision, and their current solutions must agree as `SolverAgreement` judges a system
/// (required constraints hold, the same error at each priority, the same value for every
/// variable the optimum determines). Check lines are judged on both. Where a decision turns on
/// rounding alone (`ReferenceScriptSolver`), the reference follows the solver under test.
package enum ScriptComparison {
    /// One point where the solver under test and the reference differ.
    package struct Difference: Sendable, Equatable, CustomStringConvertible {
        /// The operation's index in the script and its line in the file.
        package var index: Int
        package var line: Int
        package var message: String

        package var description: String { "line \(line): \(message)" }
    }

    /// What comparing a whole script gave.
    package struct Outcome: Sendable {
        package var differences: [Difference] = []
        /// The solver under test's outcome of each operation played (check verdicts included).
        package var steps: [StepOutcome] = []
        /// The reference's outcome of each operation played.
        package var referenceSteps: [StepOutcome] = []
        /// Where the solutions differed and attribution proved the reference wrong: the proof, by
        /// the operation's index.
        package var oracleProofs: [Int: Attribution.Proof] = [:]
    }

    /// Plays `script` on `solver` and on the reference. Stops at the first decision that differs
    /// (after it the two systems are no longer the same) and at the end; `everyStep: false`
    /// compares solutions at check lines only.
    ///
    /// - Throws: `ScriptPlayError.script` when the script is wrong in the file (including a check
    ///   that the reference finds invalid: it pins a value the optimum leaves free), and
    ///   `.solver` when either solver fails.
    /// With `stoppingAtUndefinedLabels`, a line that names a label the solver's own decision left
    /// undefined (or defined) ends the comparison with what was found so far (a generated script,
    /// `ScriptPlayError.followsFromADecision`) instead of throwing.
    package static func compare(
        _ script: OperationScript, solver: any ScriptSolver, everyStep: Bool = true,
        stoppingAtUndefinedLabels: Bool = false
    ) throws(ScriptPlayError) -> Outcome {
        let tested = ScriptPlayer(script, on: solver)
        let exact = ReferenceScriptSolver(semantics: solver.semantics)
        let reference = ScriptPlayer(script, on: exact)
        var outcome = Outcome()
        func step(_ player: ScriptPlayer) throws(ScriptPlayError) -> StepOutcome? {
            try stoppingAtUndefinedLabels ? player.stepUntilUndefinedLabel() : player.step()
        }
        while let actual = try step(tested) {
            exact.testedDecision = actual.decision
            guard let expected = try step(reference) else { break }
            if let invalid = expected.verdicts.first(where: { $0.status == .invalid }) {
                throw .script(
                    FormatError(
                        file: script.source?.file ?? "<script>", line: expected.line,
                        message: "check \(invalid.text): \(invalid.detail)"))
            }
            outcome.steps.append(actual)
            outcome.referenceSteps.append(expected)
            func differ(_ message: String) {
                outcome.differences.append(Difference(index: actual.index, line: actual.line, message: message))
            }
            if let decision = expected.decision, decision.isRejected != actual.decision?.isRejected {
                differ(
                    "the reference \(decision.isRejected ? "rejects" : "accepts") '\(ScriptWriter.line(actual.operation))'; the solver \(actual.decision?.isRejected == true ? "rejects" : "accepts") it"
                )
                break
            }
            if let problem = conflictProblem(actual, tested.state) { differ(problem) }
            for (mine, theirs) in zip(actual.verdicts, expected.verdicts) where mine.status != theirs.status {
                differ(
                    "check \(mine.text): \(mine.status.rawValue) (\(mine.detail)); by the reference \(theirs.status.rawValue) (\(theirs.detail))"
                )
            }
            guard everyStep || actual.operation.isCheck else { continue }
            let differences: [SolverAgreement.Disagreement]
            do throws(ScriptSolverError) {
                differences = try solutionDifferences(tested, exact.system)
            } catch {
                throw .solver(index: actual.index, line: actual.line, error)
            }
            for difference in differences { differ(difference.description) }
            if !differences.isEmpty, case let .oracle(proof) = try attribution(tested, exact.system, at: actual) {
                outcome.oracleProofs[actual.index] = proof
            }
        }
        return outcome
    }

    /// Which side `Attribution` proves wrong where the solutions differ: the tested solver's
    /// current values against a fresh exact solve of the system the reference holds.
    private static func attribution(_ tested: ScriptPlayer, _ system: ConstraintSystem, at step: StepOutcome)
        throws(ScriptPlayError) -> Attribution
    {
        do throws(ScriptSolverError) {
            let (names, observation) = try tested.observeAll()
            let values = Dictionary(uniqueKeysWithValues: zip(names, observation.readings.map(\.value)))
            return Attribution.decide(system, engine: values, reference: ReferenceSolver.solve(system, ranges: true))
        } catch {
            throw .solver(index: step.index, line: step.line, error)
        }
    }

    /// When the solver under test rejects an operation and names the live constraints it
    /// conflicts with, that set and the operation's constraint must be unable to hold together as
    /// required constraints (the reference decides, exactly; a set that fails by rounding alone,
    /// or only with its numbers read as written, or that holds only on a sliver thinner than
    /// rounding, counts as conflicting). A solver that names the wrong set is wrong even when its decision
    /// is right.
    static func conflictProblem(_ actual: StepOutcome, _ state: ScriptState) -> String? {
        guard case let .rejected(ids?) = actual.decision else { return nil }
        let members = ids.compactMap { state.entry(id: $0)?.constraint }
        let line = ScriptWriter.line(actual.operation)
        guard members.count == ids.count else {
            return "the solver names constraints that are not live as the conflict of '\(line)': ids \(ids)"
        }
        var culprit: SystemConstraint?
        switch actual.operation {
        case let .add(constraint, _): culprit = constraint
        case let .setConstant(label, value):
            culprit = state.entry(labeled: label).map {
                var changed = $0.constraint
                changed.constant = value
                return changed
            }
        case let .setPriority(label, priority, _):
            culprit = state.entry(labeled: label).map {
                var changed = $0.constraint
                changed.priority = priority
                return changed
            }
        default: culprit = nil
        }
        guard let culprit else { return nil }
        let required = ([culprit] + members).map { constraint in
            var made = constraint
            made.priority = .required
            return made
        }
        guard ReferenceSolver.requiredFeasibility(of: required) == .feasible,
            !ReferenceSolver.infeasibleAsWritten(required), !ReferenceSolver.holdsOnlyWithinRounding(required)
        else { return nil }
        return
            "the solver rejects '\(line)' naming a conflicting set of \(ids.count) that can hold with it (ids \(ids))"
    }

    /// `SolverAgreement` between the tested player's current solution and a fresh exact solve of
    /// the same system (as the reference holds it: relaxed constraints just below required; for a
    /// weighted solver, the weighted form). The errors are the system's at the tested values, so
    /// that a weighted solver is judged by the weighted sum.
    static func solutionDifferences(_ tested: ScriptPlayer, _ system: ConstraintSystem) throws(ScriptSolverError)
        -> [SolverAgreement.Disagreement]
    {
        let (names, observation) = try tested.observeAll()
        let values = Dictionary(uniqueKeysWithValues: zip(names, observation.readings.map(\.value)))
        let found = compare(system, with: system.constraints, values)
        // Constraints parallel as written but not as binary64 values meet far away, or not at
        // all: the optimum as written is right too (DecimalReading.swift). Read so, a required
        // constraint that the reference relaxed because it failed by rounding alone is required
        // again. Required constraints read as written keep every error as it is; optional ones
        // read so too change their errors' scale, so that reading only settles which values the
        // optimum determines.
        guard !found.isEmpty else { return [] }
        let required = system.constraints.map { constraint in
            var restored = constraint
            if restored.priority == ReferenceScriptSolver.relaxedPriority { restored.priority = .required }
            return restored
        }
        if compare(system, with: ReferenceSolver.asWritten(required), values).isEmpty { return [] }
        if found.allSatisfy({ if case .determinedValue = $0.kind { true } else { false } }),
            compare(system, with: ReferenceSolver.asWritten(required, optionalToo: true), values).isEmpty
        {
            return []
        }
        return found
    }

    /// `SolverAgreement` between `values` and the reference's answer, on `system` with its
    /// constraints replaced by `constraints` (the errors of `values` taken on them).
    private static func compare(
        _ system: ConstraintSystem, with constraints: [SystemConstraint], _ values: [String: Double]
    ) -> [SolverAgreement.Disagreement] {
        var changed = system
        changed.constraints = constraints
        let solution = SystemSolution(
            status: .ok, values: values.keys.sorted().map { SystemSolution.NamedValue(name: $0, value: values[$0]!) },
            errors: changed.errors { values[$0] ?? 0 }, conflict: [])
        return SolverAgreement.compare(
            changed, incremental: solution, reference: ReferenceSolver.solve(changed, ranges: true),
            strict: { ReferenceSolver.solve(changed, ranges: true) })
    }
}
