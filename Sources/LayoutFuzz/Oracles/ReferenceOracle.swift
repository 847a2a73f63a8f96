import ConstraintSystem
import LayoutEngine
import ReferenceSolver

/// `reference`: `FrameAgreement` on the live engine, and the engine's conflict log: each set of
/// constraints it reported as unable to hold together (and broke one of) must be infeasible on
/// its own by the exact reference (a set that fails by rounding alone counts).
enum ReferenceOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        // The snapshot summed the optional errors at the frames from the same export and values.
        var problems = FrameAgreement.check(
            system: seen.system, values: seen.frameValues, reference: seen.reference,
            optionalErrors: seen.snapshot.errors)
        for conflict in seen.conflicts {
            let members = seen.runner.window.system(of: conflict).constraints
            guard ReferenceSolver.requiredFeasibility(of: members) == .feasible else { continue }
            problems.append(
                "the conflict log of the engine lists \(members.count) constraints that can hold together (it broke \(conflict.broken.identifier.map { "'\($0)'" } ?? "one it made itself"))"
            )
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
