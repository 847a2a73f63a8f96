import ConstraintSystem
import ReferenceSolver

/// Attribution (issue 26): when an answer under test (the engine's frames, a solver's values) and
/// the reference's disagree, which side is provably wrong. Both answers are evaluated on the
/// system exactly, every `Double` read as the rational it is: whether each required constraint
/// holds, and each priority's total error (FORMAT.md's meaning: lexicographic, highest first).
///
/// - The answer under test breaks a required constraint: it is wrong (`engine`).
/// - It holds the required constraints of a system the reference called unsatisfiable, or it is
///   lexicographically better than the optimum the reference claims, or it is as good at every
///   priority and gives another value to a variable the reference calls determined (a point of
///   the optimal set where the reference says there is none): the reference is wrong (`oracle`,
///   `Proof.refuted`).
/// - The reference's own answer breaks a required constraint, or its errors at its own values are
///   not the ones it claims: the reference is wrong (`oracle`, `Proof.inconsistent`).
/// - The reference's answer is feasible and lexicographically better: the answer under test is
///   wrong (`engine`).
/// - Otherwise nothing is proved (they differ only in values the optimum determines, or by less
///   than the tolerance): `undecided`, and the oracle's verdict stands.
///
/// The answer under test is in binary64, so "holds" and "better" allow rounding: the tolerance is
/// the agreement check's own (`SolverAgreement.tolerance(for:)`, `relativeTolerance` scaled by the
/// reference's largest magnitude; by the answer's own when the reference has no answer), a
/// required constraint holds when its violation is within it times the constraint's largest term
/// (as `SolverAgreement.compare` judges the incremental answer), and two errors differ only beyond
/// the largest slack either agreement check gives a priority's error (docs/oracles.md, "The
/// tolerance"). A proof is claimed only beyond all of it, and a determined value only where the
/// agreement check itself calls the values different (`tolerance × max(1, |value|)`); like the
/// agreement check, it is a proof up to that tolerance.
package enum Attribution: Equatable, Sendable {
    /// The answer under test is provably wrong; the line says why.
    case engine(String)
    /// The reference is provably wrong.
    case oracle(Proof)
    /// Neither is proved wrong.
    case undecided

    /// The reference refuted by an answer it did not find.
    static func refuted(_ detail: String) -> Attribution { .oracle(Proof(kind: .refuted, detail: detail)) }

    /// The reference's own answer does not hold what it claims.
    static func inconsistent(_ detail: String) -> Attribution { .oracle(Proof(kind: .inconsistent, detail: detail)) }

    /// Why the reference is wrong: `headline`, the same for every case the same way (a finding's
    /// signature is read from it), and `detail`, what this case shows.
    package struct Proof: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// An answer it did not find holds the required constraints and refutes what it claims:
            /// unsatisfiable, an optimum, a determined value.
            case refuted
            /// Its own answer does not hold what it claims.
            case inconsistent
        }

        package var kind: Kind
        package var detail: String

        /// The first line of an oracle defect's finding: no number, no list.
        package var headline: String {
            switch kind {
            case .refuted:
                "the reference is wrong: the engine's answer holds every required constraint and refutes what the reference claims"
            case .inconsistent: "the reference is wrong: its own answer does not hold what it claims"
            }
        }

        /// The finding's first lines: the headline, then the detail.
        package var lines: [String] { [headline, detail] }
    }

    /// Decides between `values` (the answer under test, by variable name) and `reference` (the
    /// reference's answer for `system`). A variable of `system` that `values` does not give, or a
    /// value that is not finite, leaves the answer under test unjudged: `undecided`.
    package static func decide(
        _ system: ConstraintSystem, engine values: [String: Double], reference: ReferenceSolution
    )
        -> Attribution
    {
        let constraints = system.constraints + system.editConstraints
        var exact: [String: Rational] = [:]
        var missing: Set<String> = []
        var scale = 1.0
        for constraint in constraints {
            for term in constraint.terms where exact[term.name] == nil && !missing.contains(term.name) {
                guard let value = values[term.name] else {
                    missing.insert(term.name)
                    continue
                }
                guard let rational = Rational(exactly: value) else { return .undecided }
                exact[term.name] = rational
                scale = max(scale, abs(value))
            }
        }
        if !missing.isEmpty {
            guard let rest = completion(of: missing, constraints, values) else { return .undecided }
            exact.merge(rest) { engine, _ in engine }
        }
        let tolerance =
            reference.status == .ok
            ? SolverAgreement.tolerance(for: reference) : SolverAgreement.relativeTolerance * scale
        let judge = Judge(constraints: constraints, tolerance: tolerance)
        let engine = judge.evaluate(exact)
        let rounding = engine.magnitudes
        var claimed: [Double: Rational] = [:]
        for level in reference.errors { claimed[level.priority.value, default: .zero] += level.error }
        var own: [String: Rational] = [:]
        for value in reference.values { own[value.name] = value.value }
        let answer = judge.evaluate(own)
        // A reference whose own answer does not hold what it claims is wrong whatever the answer
        // under test is (the oracle cannot judge it then).
        if reference.status == .ok {
            if let broken = answer.broken {
                return .inconsistent(
                    "required constraint \(broken.index + 1) is off by \(broken.amount) at the reference's own values")
            }
            if let (priority, _) = judge.firstDifference(answer.errors, claimed, rounding) {
                return .inconsistent(
                    "error at priority \(Priority(priority)): \((answer.errors[priority] ?? .zero).doubleValue) at the reference's own values, \((claimed[priority] ?? .zero).doubleValue) as it claims"
                )
            }
        }
        if let broken = engine.broken {
            return .engine("the engine's answer breaks required constraint \(broken.index + 1) by \(broken.amount)")
        }
        guard reference.status == .ok else {
            return .refuted(
                "the reference called the required constraints unsatisfiable (conflict: constraints \(reference.conflict.map { $0 + 1 })); the engine's answer holds them all"
            )
        }
        let againstClaim = judge.firstDifference(engine.errors, claimed, rounding)
        if let (priority, sign) = againstClaim, sign < 0 {
            return .refuted(
                "error at priority \(Priority(priority)): the engine's answer \((engine.errors[priority] ?? .zero).doubleValue), the optimum the reference claims \((claimed[priority] ?? .zero).doubleValue)"
            )
        }
        if againstClaim == nil {
            for range in reference.ranges where range.isDetermined {
                guard let value = values[range.name] else { continue }
                let determined = range.lowest!.doubleValue
                if abs(value - determined) > tolerance * max(1, abs(determined)) {
                    return .refuted(
                        "\(range.name): the engine's answer gives \(value) and is as good at every priority; the reference calls it determined at \(determined)"
                    )
                }
            }
        }
        if let (priority, sign) = judge.firstDifference(engine.errors, answer.errors, rounding), sign > 0 {
            return .engine(
                "error at priority \(Priority(priority)): the reference's answer holds every required constraint with \((answer.errors[priority] ?? .zero).doubleValue), the engine's \((engine.errors[priority] ?? .zero).doubleValue)"
            )
        }
        return .undecided
    }

    /// Values for the variables the answer under test does not give (a stack's spacer guides, which
    /// the rules name their own way): the constraints that hold them, with the answer's values put
    /// in, solved by the reference, with their optional constraints or, where those cannot hold
    /// with the rest, the required ones alone (or as near as they come, where rounding keeps them
    /// apart). How the values were found does not matter: the point they complete is judged
    /// exactly like any other, so a poor completion can only leave the answer under test looking
    /// worse. Nil when the required constraints cannot hold.
    private static func completion(
        of missing: Set<String>, _ constraints: [SystemConstraint], _ values: [String: Double]
    )
        -> [String: Rational]?
    {
        var rest = ConstraintSystem()
        for constraint in constraints where constraint.terms.contains(where: { missing.contains($0.name) }) {
            var residual = constraint
            residual.terms = constraint.terms.filter { missing.contains($0.name) }
            for term in constraint.terms where !missing.contains(term.name) {
                residual.constant -= term.coefficient * values[term.name]!
            }
            rest.constraints.append(residual)
        }
        // Last, the required ones as wishes just below required: binary64 values put into two
        // equalities of one spacer can leave them a rounding apart, which no exact value meets.
        let wishes = rest.constraints.filter(\.priority.isRequired).map { constraint in
            var wish = constraint
            wish.priority = Priority(999.999)
            return wish
        }
        let attempts = [
            rest, ConstraintSystem(constraints: rest.constraints.filter(\.priority.isRequired)),
            ConstraintSystem(constraints: wishes),
        ]
        for attempt in attempts {
            let solution = ReferenceSolver.solve(attempt)
            if solution.status == .ok {
                return Dictionary(uniqueKeysWithValues: solution.values.map { ($0.name, $0.value) })
            }
        }
        return nil
    }

    /// Evaluates answers on one system with one tolerance.
    private struct Judge {
        let constraints: [SystemConstraint]
        let tolerance: Double

        struct Evaluation {
            /// The first required constraint broken beyond the tolerance, and by how much.
            var broken: (index: Int, amount: Double)?
            /// Each optional priority's total error, exactly.
            var errors: [Double: Rational] = [:]
            /// Each optional priority's sum of its constraints' largest terms at the values: the
            /// rounding binary64 values carry reaches the error in proportion to it.
            var magnitudes: [Double: Double] = [:]
        }

        func evaluate(_ values: [String: Rational]) -> Evaluation {
            var result = Evaluation()
            for (index, constraint) in constraints.enumerated() {
                var residual = -Rational(exactly: constraint.constant)!
                var magnitude = abs(constraint.constant)
                for term in constraint.terms {
                    let value = values[term.name] ?? .zero
                    residual += Rational(exactly: term.coefficient)! * value
                    magnitude = max(magnitude, abs(term.coefficient * value.doubleValue))
                }
                let error: Rational
                switch constraint.relation {
                case .equal: error = residual.absoluteValue
                case .lessThanOrEqual: error = residual.signum > 0 ? residual : .zero
                case .greaterThanOrEqual: error = residual.signum < 0 ? -residual : .zero
                }
                if constraint.priority.isRequired {
                    if result.broken == nil, error > Rational(exactly: tolerance * max(1, magnitude))! {
                        result.broken = (index, error.doubleValue)
                    }
                } else {
                    result.errors[constraint.priority.value, default: .zero] += error
                    result.magnitudes[constraint.priority.value, default: 0] += magnitude
                }
            }
            return result
        }

        /// The highest priority at which `a` and `b` differ beyond the slack, and the sign of
        /// `a - b` there; nil when they are the same at every priority.
        func firstDifference(_ a: [Double: Rational], _ b: [Double: Rational], _ magnitudes: [Double: Double])
            -> (Double, Int)?
        {
            for priority in Set(a.keys).union(b.keys).sorted(by: >) {
                let x = a[priority] ?? .zero
                let y = b[priority] ?? .zero
                let slack = slack(x, y, magnitude: magnitudes[priority] ?? 0)
                if (x - y).absoluteValue > Rational(exactly: slack)! { return (priority, (x - y).signum) }
            }
            return nil
        }

        /// How far two errors of a priority may differ by rounding: the largest of what
        /// `FrameAgreement` allows (the tolerance per constraint), `relativeTolerance` times the
        /// errors, and `relativeTolerance` times the priority's largest terms at the answer under
        /// test. (`SolverAgreement` scales the answer's tolerance by the error again, which hides
        /// an error of 6e12 against 0 when the values reach 6e12; a proof needs only rounding.)
        private func slack(_ x: Rational, _ y: Rational, magnitude: Double) -> Double {
            let size = max(1, abs(x.doubleValue), abs(y.doubleValue))
            return max(
                tolerance * Double(max(1, constraints.count)), SolverAgreement.relativeTolerance * max(size, magnitude))
        }
    }
}
