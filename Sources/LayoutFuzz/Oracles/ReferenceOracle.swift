import Foundation
import LayoutEngine

/// `reference`: `FrameAgreement` on the live engine.
enum ReferenceOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let problems = FrameAgreement.check(seen.runner.window, system: seen.system, reference: seen.reference)
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
