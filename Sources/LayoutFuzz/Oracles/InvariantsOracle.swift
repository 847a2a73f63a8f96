import Foundation
import LayoutEngine

/// `invariants`: `Window.checkInvariants()` (tree links, every active constraint installed and in
/// the solver or broken, the solver holding exactly the engine's constraints, the tableau's own
/// invariants).
enum InvariantsOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        do {
            try seen.runner.window.checkInvariants()
            return .passed
        } catch {
            return .failed(
                error.problems.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } })
        }
    }
}
