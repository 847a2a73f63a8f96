import ConstraintSystem
import Testing

@testable import LayoutFuzz
@testable import ReferenceSolver

/// `Attribution` on small hand-made systems: which side of a disagreement with the reference is
/// provably wrong. The reference's answers are written by hand too, wrong where a test needs it.
@Suite struct AttributionTests {
    /// `x >= 10` required, `x == 0 @ 750` (error |x|), `x == 20 @ 250`: the optimum is x = 10,
    /// error 10 at 750 and 10 at 250.
    static let system = ConstraintSystem(constraints: [
        SystemConstraint(terms: [LinearTerm("x", 1)], relation: .greaterThanOrEqual, constant: 10),
        SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 0, priority: Priority(750)),
        SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 20, priority: Priority(250)),
    ])

    static func answer(x: Int, errors: [(Double, Int)], determined: Bool = true) -> ReferenceSolution {
        ReferenceSolution(
            status: .ok, values: [.init(name: "x", value: Rational(x))],
            errors: errors.map { .init(priority: Priority($0.0), error: Rational($0.1)) }, conflict: [],
            ranges: determined ? [.init(name: "x", lowest: Rational(x), highest: Rational(x))] : [])
    }

    /// The proof that the reference is wrong, recorded as an issue when there is none.
    static func proof(
        _ system: ConstraintSystem = Self.system, engine: [String: Double], reference: ReferenceSolution,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Attribution.Proof? {
        guard case let .oracle(proof) = Attribution.decide(system, engine: engine, reference: reference) else {
            Issue.record("not an oracle defect", sourceLocation: sourceLocation)
            return nil
        }
        return proof
    }

    @Test func theRealReferenceAndTheOptimumAgreeSoNothingIsProved() {
        let reference = ReferenceSolver.solve(Self.system, ranges: true)
        #expect(reference.values.first?.value == Rational(10))
        #expect(Attribution.decide(Self.system, engine: ["x": 10], reference: reference) == .undecided)
    }

    /// The reference claims x = 12 (error 12 at 750): the engine's x = 10 holds the required
    /// constraint and is better at 750.
    @Test func anEngineAnswerBetterThanTheClaimedOptimumMakesItAnOracleDefect() throws {
        let reference = Self.answer(x: 12, errors: [(750, 12), (250, 8)])
        guard let proof = Self.proof(engine: ["x": 10], reference: reference) else { return }
        #expect(proof.kind == .refuted)
        #expect(proof.detail.contains("priority 750"))
        #expect(FailureSignature.normalize(proof.headline) == proof.headline, "no number in the signature's line")
    }

    /// The real optimum against an engine at x = 12: the reference's answer holds and is better.
    @Test func aBetterReferenceAnswerMakesItTheEngines() {
        let reference = ReferenceSolver.solve(Self.system, ranges: true)
        guard case let .engine(reason) = Attribution.decide(Self.system, engine: ["x": 12], reference: reference) else {
            Issue.record("not the engine's")
            return
        }
        #expect(reason.contains("priority 750"))
    }

    /// A reference whose own answer does not give the errors it claims is wrong, even against an
    /// engine answer that breaks the required constraint (the oracle cannot judge it then).
    @Test func anInconsistentReferenceIsTheOraclesWhateverTheEngineAnswers() {
        let reference = Self.answer(x: 12, errors: [(750, 0), (250, 8)])
        guard let proof = Self.proof(engine: ["x": 5], reference: reference) else { return }
        #expect(proof.kind == .inconsistent)
    }

    /// Values of 6e12 (an operation script's): the reference's x = 6e12 with its error of 6e12 at
    /// 750 is refuted by x = 0, though a tolerance scaled by the values and again by the error
    /// would take both errors for one.
    @Test func aHugeValueDoesNotHideABetterAnswer() {
        let reference = Self.answer(x: 6_000_000_000_000, errors: [(750, 6_000_000_000_000), (250, 5_999_999_999_980)])
        let system = ConstraintSystem(constraints: [
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .greaterThanOrEqual, constant: 0),
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 0, priority: Priority(750)),
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .equal, constant: 20, priority: Priority(250)),
        ])
        guard let proof = Self.proof(system, engine: ["x": 0], reference: reference) else { return }
        #expect(proof.kind == .refuted && proof.detail.contains("priority 750"))
    }

    /// An engine answer that breaks the required constraint is the engine's, whatever the reference says.
    @Test func anEngineAnswerThatBreaksARequiredConstraintIsTheEngines() {
        let reference = Self.answer(x: 12, errors: [(750, 12), (250, 8)])
        guard case .engine = Attribution.decide(Self.system, engine: ["x": 5], reference: reference) else {
            Issue.record("not the engine's")
            return
        }
    }

    /// The reference calls a satisfiable system unsatisfiable; the engine's answer holds it.
    @Test func anEngineAnswerToASystemTheReferenceCalledUnsatisfiableIsAnOracleDefect() {
        let unsatisfiable = ReferenceSolution(
            status: .unsatisfiable, values: [], errors: [], conflict: [0, 1], ranges: [])
        guard let proof = Self.proof(engine: ["x": 10], reference: unsatisfiable) else { return }
        #expect(proof.kind == .refuted)
        #expect(proof.detail.contains("unsatisfiable"))
        // Unless the engine's answer does not hold either: then nothing clears the engine.
        #expect(Attribution.decide(Self.system, engine: ["x": 3], reference: unsatisfiable) != .oracle(proof))
    }

    /// The reference's own x = 8 breaks `x >= 10` (a row it dropped): it is wrong, whatever it claims.
    @Test func aReferenceAnswerThatBreaksARequiredConstraintIsAnOracleDefect() {
        let reference = Self.answer(x: 8, errors: [(750, 8), (250, 12)])
        guard let proof = Self.proof(engine: ["x": 10], reference: reference) else { return }
        #expect(proof.kind == .inconsistent)
        #expect(proof.detail.contains("required constraint 1"))
    }

    /// The reference's point is x = 10 but it claims no error at 250: its claim is not its answer's.
    @Test func aReferenceClaimItsOwnAnswerDoesNotMeetIsAnOracleDefect() {
        let reference = Self.answer(x: 10, errors: [(750, 10)])
        guard let proof = Self.proof(engine: ["x": 10.5], reference: reference) else { return }
        #expect(proof.kind == .inconsistent)
    }

    /// `x + y == 10 @ 500`: every x in [0, 10] with y = 10 - x is optimal. A reference that calls x
    /// determined at 0 is refuted by an engine at x = 4, y = 6, as good at every priority.
    @Test func anEqualAnswerElsewhereRefutesAValueCalledDetermined() {
        let system = ConstraintSystem(constraints: [
            SystemConstraint(
                terms: [LinearTerm("x", 1), LinearTerm("y", 1)], relation: .equal, constant: 10, priority: Priority(500)
            ),
            SystemConstraint(terms: [LinearTerm("x", 1)], relation: .greaterThanOrEqual, constant: 0),
            SystemConstraint(terms: [LinearTerm("y", 1)], relation: .greaterThanOrEqual, constant: 0),
        ])
        let reference = ReferenceSolution(
            status: .ok, values: [.init(name: "x", value: .zero), .init(name: "y", value: Rational(10))],
            errors: [.init(priority: Priority(500), error: .zero)], conflict: [],
            ranges: [.init(name: "x", lowest: .zero, highest: .zero)])
        guard let proof = Self.proof(system, engine: ["x": 4, "y": 6], reference: reference) else { return }
        #expect(proof.kind == .refuted)
        #expect(proof.detail.hasPrefix("x:"))
        // Within the tolerance it is rounding, not a proof.
        #expect(Attribution.decide(system, engine: ["x": 1e-9, "y": 10 - 1e-9], reference: reference) == .undecided)
    }

    /// A variable the answer under test does not give (a spacer the rules name their own way) is
    /// completed, and the completed point judged: `z == x` required, z missing.
    @Test func aVariableTheEngineDoesNotGiveIsCompleted() {
        var system = Self.system
        system.constraints.append(
            SystemConstraint(terms: [LinearTerm("z", 1), LinearTerm("x", -1)], relation: .equal, constant: 0))
        let unsatisfiable = ReferenceSolution(
            status: .unsatisfiable, values: [], errors: [], conflict: [0, 3], ranges: [])
        #expect(Self.proof(system, engine: ["x": 10], reference: unsatisfiable) != nil)
    }
}
