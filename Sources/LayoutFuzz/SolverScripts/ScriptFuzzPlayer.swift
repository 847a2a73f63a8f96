import Cassowary
import ConstraintSystem

/// Plays an operation script with the solver oracles (`reference`, `size`, `repeat`), each on a
/// fresh solver of its own, and gives their findings and counts as a case's verdict, so that the
/// fuzz loop, the shrinker, the workers and the reports treat scripts as they treat cases.
///
/// Unlike a layout case, a script is judged whole by every oracle (each finding carries the
/// number of operations played when its oracle failed). A script the solver under test cannot
/// play (it fails an operation a correct solver takes, or breaks the pipe protocol) is a finding
/// of kind `error`; a solver behind a pipe that ends is a `crash`, one that stops answering a
/// `hang` (the oracles after it then skip the script); so is a
/// script that is wrong in itself, so that a shrink candidate that breaks the script never
/// counts as the failure kept. A line that names a label the solver's own earlier decision left
/// undefined (or defined) ends the play without a finding: where the decision differs from the
/// reference's, the `reference` oracle has found that already.
package struct ScriptFuzzPlayer: Sendable {
    package var oracles: [OracleName]
    /// Makes the solver under test, fresh for each oracle (and twice for `repeat`).
    package var makeSolver: @Sendable () throws(ScriptSolverError) -> any ScriptSolver

    package init(
        oracles: [OracleName] = OracleName.all(for: .solver),
        solver makeSolver: @escaping @Sendable () throws(ScriptSolverError) -> any ScriptSolver = {
            IncrementalScriptSolver()
        }
    ) {
        self.oracles = oracles.filter { $0.judges(.solver) }.sorted()
        self.makeSolver = makeSolver
    }

    /// The solver behind `adapter` (docs/solver-protocol.md), reset for each oracle.
    package init(oracles: [OracleName] = OracleName.all(for: .solver), adapter: SolverAdapter) {
        self.init(oracles: oracles) { () throws(ScriptSolverError) in try PipeScriptSolver(adapter) }
    }

    package func play(_ script: OperationScript) -> CaseVerdict {
        var verdict = CaseVerdict()
        var failure: Finding?
        for oracle in oracles {
            let start = ContinuousClock.now
            var tally = OracleTally()
            // After a crash or a hang, the other oracles would only meet it again (a hang costing
            // its whole timeout each time): they do not run on this script.
            if let failure, failure.kind.endedThePlay {
                tally.skipped = 1
                verdict.tally[oracle, default: OracleTally()] += tally
                continue
            }
            do throws(ScriptPlayError) {
                let judgement = try judge(oracle, script)
                switch judgement.outcome {
                case .passed: tally.passed = judgement.points
                case .skipped: tally.skipped = 1
                case .absent: tally.absent = 1
                case let .failed(problems):
                    tally.passed = judgement.points - 1
                    tally.failed = 1
                    verdict.findings.append(Finding(kind: .oracle(oracle), step: judgement.step, problems: problems))
                case let .oracleDefect(problems):
                    tally.passed = judgement.points - 1
                    tally.oracleDefects = 1
                    verdict.findings.append(
                        Finding(kind: .oracleDefect(oracle), step: judgement.step, problems: problems))
                }
            } catch {
                tally.skipped = 1
                if failure == nil { failure = ScriptFuzzPlayer.finding(error, script) }
            }
            tally.seconds = (ContinuousClock.now - start).seconds
            verdict.tally[oracle, default: OracleTally()] += tally
        }
        if let failure { verdict.findings.insert(failure, at: 0) }
        return verdict
    }

    private func judge(_ oracle: OracleName, _ script: OperationScript) throws(ScriptPlayError) -> ScriptJudgement {
        switch oracle {
        case .reference: try ScriptReferenceOracle.check(script, on: freshSolver())
        case .size: try SizeOracle.check(script, on: freshSolver())
        case .rerun: try RerunOracle.check(script, solvers: freshSolver)
        default: ScriptJudgement(outcome: .skipped("judges layout cases"), step: 0, points: 0)  // never chosen: see init
        }
    }

    private func freshSolver() throws(ScriptPlayError) -> any ScriptSolver {
        do throws(ScriptSolverError) {
            return try makeSolver()
        } catch {
            throw .solver(index: -1, line: 0, error)
        }
    }

    /// The `error` finding of a script that could not be played.
    static func finding(_ error: ScriptPlayError, _ script: OperationScript) -> Finding {
        switch error {
        case let .script(problem):
            return Finding(
                kind: .error, step: 0, problems: ["the script is wrong at line \(problem.line): \(problem.message)"])
        case let .solver(index, line, failure):
            let kind: FindingKind =
                switch failure.kind {
                case .crashed: .crash
                case .hung: .hang
                case .failed, .protocolViolation: .error
                }
            let at = index < 0 ? "starting the solver" : "line \(line)"
            return Finding(
                kind: kind, step: max(0, min(index + 1, script.operations.count)),
                problems: ["\(at): the solver \(failure.kind.rawValue): \(failure.message)"])
        }
    }
}
