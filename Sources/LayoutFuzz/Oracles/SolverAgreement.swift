import ConstraintSystem
import ReferenceSolver

/// The `reference` oracle on a bare constraint system: does the incremental solver's answer agree
/// with the exact reference solver's? See docs/oracles.md.
///
/// They agree when both say the same about satisfiability; when satisfiable, every required
/// constraint holds at the incremental values, each optional priority's total error is the same,
/// and every variable the optimum determines has the same value (a free variable may sit anywhere
/// on the optimal set); when unsatisfiable, the incremental solver's conflicting set is infeasible
/// on its own. All within `tolerance(for:)`.
package enum SolverAgreement {
    /// Relative tolerance, scaled by the largest magnitude in the exact answer (docs/oracles.md).
    package static let relativeTolerance = 1e-7

    /// One way in which the two answers differ.
    package struct Disagreement: Sendable, Equatable, CustomStringConvertible {
        package enum Kind: Sendable, Equatable {
            case status
            case requiredViolated(constraint: Int)
            case error(priority: Priority)
            case determinedValue(name: String)
            case conflictFeasible
        }

        package var kind: Kind
        package var incremental: String
        package var reference: String

        package var description: String {
            switch kind {
            case .status: return "status: incremental \(incremental), reference \(reference)"
            case let .requiredViolated(k):
                return
                    "required constraint #\(k + 1) violated by the incremental answer: \(incremental) (tolerance \(reference))"
            case let .error(p): return "error @\(p): incremental \(incremental), reference \(reference)"
            case let .determinedValue(name):
                return "\(name) (determined by the optimum): incremental \(incremental), reference \(reference)"
            case .conflictFeasible: return "the incremental conflict \(incremental) is feasible by the reference"
            }
        }
    }

    /// The absolute tolerance for an answer: `relativeTolerance` times the largest magnitude among
    /// the reference's values and errors (at least 1). The answer's magnitudes, not the system's:
    /// a bound like `width <= 16777215` that never binds must not loosen every comparison.
    package static func tolerance(for reference: ReferenceSolution) -> Double {
        var scale = 1.0
        for value in reference.values { scale = max(scale, abs(value.value.doubleValue)) }
        for error in reference.errors { scale = max(scale, abs(error.error.doubleValue)) }
        return relativeTolerance * scale
    }

    /// Compares two answers for `system` (`reference` solved with ranges). `incremental` may come
    /// from any solver (`SolverAgreement.check` solves with the incremental one).
    package static func compare(_ system: ConstraintSystem, incremental: SystemSolution, reference: ReferenceSolution)
        -> [Disagreement]
    {
        let tolerance = tolerance(for: reference)
        guard (incremental.status == .ok) == (reference.status == .ok) else {
            return [
                Disagreement(
                    kind: .status, incremental: incremental.status.rawValue, reference: reference.status.rawValue)
            ]
        }
        guard incremental.status == .ok else {
            let kept = Set(incremental.conflict)
            var subset = system
            subset.constraints = system.constraints.indices.filter { kept.contains($0) }.map { system.constraints[$0] }
            subset.edits = []
            subset.steps = []
            if ReferenceSolver.solve(subset).status == .ok {
                return [
                    Disagreement(
                        kind: .conflictFeasible, incremental: "\(incremental.conflict.map { $0 + 1 })",
                        reference: "feasible")
                ]
            }
            return []
        }
        var found: [Disagreement] = []
        let values = Dictionary(uniqueKeysWithValues: incremental.values.map { ($0.name, $0.value) })
        for (k, constraint) in system.constraints.enumerated() where constraint.priority.isRequired {
            let violation = constraint.error { values[$0] ?? 0 }
            if violation > tolerance * max(1, magnitude(of: constraint, values)) {
                found.append(
                    Disagreement(
                        kind: .requiredViolated(constraint: k), incremental: "\(violation)", reference: "\(tolerance)"))
            }
        }
        let expected = Dictionary(uniqueKeysWithValues: reference.errors.map { ($0.priority, $0.error.doubleValue) })
        let actual = Dictionary(uniqueKeysWithValues: incremental.errors.map { ($0.priority, $0.error) })
        for priority in Set(expected.keys).union(actual.keys).sorted(by: >) {
            let e = expected[priority] ?? 0
            let a = actual[priority] ?? 0
            let rounding = relativeTolerance * levelMagnitude(system, priority, values)
            if abs(e - a) > max(tolerance * max(1, abs(e)), rounding) {
                found.append(Disagreement(kind: .error(priority: priority), incremental: "\(a)", reference: "\(e)"))
            }
        }
        for range in reference.ranges where range.isDetermined {
            let e = range.lowest!.doubleValue
            let a = values[range.name] ?? 0
            if abs(e - a) > tolerance * max(1, abs(e)) {
                found.append(
                    Disagreement(kind: .determinedValue(name: range.name), incremental: "\(a)", reference: "\(e)"))
            }
        }
        return found
    }

    /// `compare` against the reference's answer and, when they differ, against its strict
    /// answer (`ReferenceSolver.strictly`, solved by `strict` only then): a slope below the
    /// reference's indifference may be rounding or real, so an answer that is optimal either way
    /// is right. The disagreements reported are those with the usual answer.
    package static func compare(
        _ system: ConstraintSystem, incremental: SystemSolution, reference: ReferenceSolution,
        strict: () -> ReferenceSolution
    ) -> [Disagreement] {
        let found = compare(system, incremental: incremental, reference: reference)
        guard !found.isEmpty, incremental.status == .ok, reference.status == .ok else { return found }
        return compare(system, incremental: incremental, reference: ReferenceSolver.strictly(strict)).isEmpty
            ? [] : found
    }

    /// The sum over the optional constraints of a priority of their largest terms (times their
    /// weights) at the given values: what rounding the values carry reaches the priority's error
    /// in proportion to it. An optimum on a face that leaves variables free may sit where they are
    /// 1e8 while the reference's sits near zero; values of 3.6e7 with a coefficient of 2,500 cannot
    /// make an error smaller than 1e-5, whatever the reference's own magnitudes.
    private static func levelMagnitude(_ system: ConstraintSystem, _ priority: Priority, _ values: [String: Double])
        -> Double
    {
        system.constraints.reduce(0) {
            $1.priority == priority ? $0 + ($1.weight ?? 1) * magnitude(of: $1, values) : $0
        }
    }

    /// The largest term of a constraint at the given values: violations are judged against it.
    private static func magnitude(of constraint: SystemConstraint, _ values: [String: Double]) -> Double {
        constraint.terms.reduce(abs(constraint.constant)) { max($0, abs($1.coefficient * (values[$1.name] ?? 0))) }
    }
}
