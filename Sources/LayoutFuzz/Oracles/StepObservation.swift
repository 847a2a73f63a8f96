import ConstraintSystem
import LayoutEngine
import ReferenceSolver

/// What the oracles look at after one step: the live engine, the case's state at that point, the
/// update cycle's trace of the step, and, each computed once when an oracle first asks, the
/// exported system, the reference solver's answer with ranges, and fresh engines built from the
/// state.
final class StepObservation {
    let runner: CaseRunner
    /// The case after the steps taken so far, with no steps of its own.
    let state: Case
    let step: Int
    /// The update cycle's calls during the step.
    let trace: [TraceEvent]
    /// Whether the step ran the run loop (the only place a display pass belongs).
    let ranLoop: Bool

    init(runner: CaseRunner, state: Case, step: Int, trace: [TraceEvent], ranLoop: Bool) {
        self.runner = runner
        self.state = state
        self.step = step
        self.trace = trace
        self.ranLoop = ranLoop
    }

    private(set) lazy var system = runner.window.constraintSystem()
    private(set) lazy var reference = ReferenceSolver.solve(system, ranges: true)
    private(set) lazy var tolerance = SolverAgreement.tolerance(for: reference)
    private(set) lazy var determined = DeterminedFrames(runner, determined: reference.determined)
    private(set) lazy var snapshot = LayoutSnapshot(runner, system: system)

    /// A fresh engine built from `state`, constraints in the case's order.
    private(set) lazy var fresh: Result<LayoutSnapshot, CaseRunError> = StepObservation.build(state)

    /// Compares two snapshots on the determined frames and the errors.
    func differences(_ expected: LayoutSnapshot, _ actual: LayoutSnapshot, labels: (String, String)) -> [String] {
        SnapshotComparison.differences(
            expected, actual, determined: determined, tolerance: tolerance, constraints: system.constraints.count,
            labels: (expected: labels.0, actual: labels.1))
    }

    static func build(_ value: Case) -> Result<LayoutSnapshot, CaseRunError> {
        do {
            return .success(LayoutSnapshot(try CaseRunner(value)))
        } catch {
            return .failure(error)
        }
    }
}
