import ConstraintSystem
import Testing

@testable import ReferenceSolver

/// The certificate check on proposals made by hand: a good basis passes as it is, a bad one is
/// repaired by exact pivots (never trusted), an infeasible set is proved so.
@Suite struct CertifiedOptimumTests {
    /// `x >= 0`, `x <= 10`, `x == 5 @ 500`: columns x (0), the two slacks (1, 2), the errors of
    /// the optional row (3: -1, 4: +1).
    let program = SparseProgram(
        try! FormatReader.parse(
            """
            x >= 0 @ 1000
            x <= 10 @ 1000
            x == 5 @ 500
            """))

    func certify(_ basis: [Int], feasible: Bool = true) throws -> CertifiedOptimum {
        let proposal = ProposedBasis(rows: [0, 1, 2], basis: basis, feasible: feasible, pivots: 0)
        return try CertifiedOptimum.certify(program, proposal).get()
    }

    @Test func an_optimal_basis_is_verified_without_a_pivot() throws {
        let optimum = try certify([0, 1, 2])
        #expect(optimum.path == .verified)
        #expect(optimum.values == [Rational(5)])
        #expect(optimum.errors.map(\.error) == [.zero])
    }

    @Test func a_feasible_basis_that_is_not_optimal_is_repaired() throws {
        // x = 0 (row 0, its slack nonbasic), s2 = 10, and the error e⁻ = 5: feasible, not optimal.
        let optimum = try certify([0, 2, 4])
        #expect(optimum.path == .repaired)
        #expect(optimum.values == [Rational(5)])
        #expect(optimum.errors.map(\.error) == [.zero])
    }

    @Test func a_basis_with_a_negative_value_is_repaired_through_the_composite_column() throws {
        // x = 10 from row 1, s1 = 10, and row 2 then wants e⁻ = -5: primal infeasible.
        let basis = try #require(ExactBasis(program, rows: [0, 1, 2], columns: [0, 1, 4]))
        #expect(basis.values.contains { $0.signum < 0 })
        let optimum = try certify([0, 1, 4])
        #expect(optimum.path == .repaired)
        #expect(optimum.values == [Rational(5)])
        #expect(optimum.errors.map(\.error) == [.zero])
    }

    @Test func a_singular_proposal_is_refused() {
        // x twice: not a basis.
        let proposal = ProposedBasis(rows: [0, 1, 2], basis: [0, 0, 4], feasible: true, pivots: 0)
        #expect(throws: CertificateFailure.singular) { try CertifiedOptimum.certify(program, proposal).get() }
    }

    @Test func required_rows_that_cannot_hold_are_proved_infeasible() throws {
        let program = SparseProgram(
            try FormatReader.parse(
                """
                x >= 20 @ 1000
                x <= 10 @ 1000
                """))
        let proposal = FloatProposer.propose(program)
        #expect(!proposal.feasible)
        let optimum = try CertifiedOptimum.certify(program, proposal).get()
        #expect(!optimum.feasible)
    }
}
