import ConstraintSystem
import LayoutEngine
import ReferenceSolver

/// `reference`: `FrameAgreement` on the live engine, and the engine's conflict log: each set of
/// constraints it reported as unable to hold together (and broke one of) must be infeasible on
/// its own by the exact reference (a set that fails by rounding alone counts). Where the frames and
/// the reference disagree, `Attribution` decides whether the reference is the one proved wrong (an
/// oracle defect, never the engine's failure).
enum ReferenceOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        // The snapshot summed the optional errors at the frames from the same export and values.
        let differences = FrameAgreement.check(
            system: seen.system, values: seen.frameValues, reference: seen.reference,
            optionalErrors: seen.snapshot.errors)
        var problems: [String] = []
        for conflict in seen.conflicts {
            let members = seen.runner.window.system(of: conflict).constraints
            guard ReferenceSolver.requiredFeasibility(of: members) == .feasible else { continue }
            problems.append(
                "the conflict log of the engine lists \(members.count) constraints that can hold together (it broke \(conflict.broken.identifier.map { "'\($0)'" } ?? "one it made itself"))"
            )
        }
        // The conflict log is the engine's own claim, judged apart: a finding about it stays the engine's.
        if !differences.isEmpty, problems.isEmpty,
            case let .oracle(proof) = Attribution.decide(
                seen.system, engine: seen.frameValues, reference: seen.reference)
        {
            return .oracleDefect(proof.lines + differences)
        }
        problems = differences + problems
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
