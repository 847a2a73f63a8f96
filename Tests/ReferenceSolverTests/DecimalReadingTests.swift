import ConstraintSystem
import Testing

@testable import ReferenceSolver

/// The reading of numbers as written (DecimalReading.swift): each constraint multiplied through
/// by the power of ten that makes its numbers integers, exactly.
@Suite struct DecimalReadingTests {
    @Test func partsOfShortestText() {
        #expect(DecimalReading.parts(of: 0.001)! == (1, -3))
        #expect(DecimalReading.parts(of: -0.0025)! == (-25, -4))
        #expect(DecimalReading.parts(of: 77100)! == (771, 2))
        #expect(DecimalReading.parts(of: 2.5e16)! == (25, 15))
        #expect(DecimalReading.parts(of: 1e-5)! == (1, -5))
        #expect(DecimalReading.parts(of: 2.3999999999999995)! == (23_999_999_999_999_995, -16))
        #expect(DecimalReading.parts(of: 0)! == (0, 0))
        #expect(DecimalReading.parts(of: .nan) == nil)
        #expect(DecimalReading.parts(of: .infinity) == nil)
    }

    @Test func integerFormScalesEveryNumberByOnePowerOfTen() throws {
        let constraint = try #require(
            try FormatReader.parse("-x0 + 0.001*x1 == 1.5 @ 1000\n", file: "t").constraints.first)
        let form = try #require(DecimalReading.integerForm(of: constraint))
        #expect(form.terms.map(\.coefficient) == [-1000, 1])
        #expect(form.constant == 1500)
        #expect(form.relation == constraint.relation)
        // 2.3999999999999995 needs 10^16: 3 · 10^16 is past 2^53, so there is no exact reading.
        let wide = SystemConstraint(
            terms: [LinearTerm("x", 3)], relation: .equal, constant: 2.3999999999999995)
        #expect(DecimalReading.integerForm(of: wide) == nil)
    }

    /// `100*x0 - 0.1*x1 == 0` and `-x0 + 0.001*x1 == 1` hold together as binary64 values (at
    /// x1 ≈ -2.9e19) but contradict each other as written.
    @Test func aPairThatHoldsOnlyAsBinary64() throws {
        let system = try FormatReader.parse("100*x0 - 0.1*x1 == 0 @ 1000\n-x0 + 0.001*x1 == 1 @ 1000\n", file: "t")
        #expect(ReferenceSolver.requiredFeasibility(of: system.constraints) == .feasible)
        #expect(ReferenceSolver.infeasibleAsWritten(system.constraints))
        let consistent = try FormatReader.parse("100*x0 - 0.1*x1 == 0 @ 1000\n-x0 + 0.001*x1 == 0 @ 1000\n", file: "t")
        #expect(!ReferenceSolver.infeasibleAsWritten(consistent.constraints))
    }

    /// A constraint whose numbers have no exact integer form keeps its binary64 values in the
    /// reading, and the others are still read as written.
    @Test func aConstraintWithoutAnIntegerFormKeepsItsValues() throws {
        let system = try FormatReader.parse(
            "-x0 == 0.7999999999999999 @ 1000\n1000*x1 - x2 == 0 @ 1000\n100*x1 - 0.1*x2 >= 1 @ 1000\n", file: "t")
        let written = ReferenceSolver.asWritten(system.constraints)
        #expect(written[0] == system.constraints[0])
        #expect(written[2].terms.map(\.coefficient) == [1000, -1])
        #expect(ReferenceSolver.requiredFeasibility(of: system.constraints) == .feasible)
        #expect(ReferenceSolver.infeasibleAsWritten(system.constraints))
    }

    /// Optional constraints are read as written only when asked (their errors change scale).
    @Test func optionalConstraintsAreReadAsWrittenOnlyWhenAsked() throws {
        let system = try FormatReader.parse("-0.0025*x0 + x1 == -16.9 @ 500\n", file: "t")
        #expect(ReferenceSolver.asWritten(system.constraints) == system.constraints)
        let both = ReferenceSolver.asWritten(system.constraints, optionalToo: true)
        #expect(both[0].terms.map(\.coefficient) == [-25, 10000])
        #expect(both[0].constant == -169000)
    }

    /// `x1 - 100*x0 == 3961`, `2.5*x1 + 1000*x0 == -40097.5` and `-0.01*x0 + 2500*x1 >= -97499.6`
    /// meet at one point where the bound is met exactly: they hold, but not once it is tightened
    /// by a billionth of 97499.6. A set with room to spare holds either way.
    @Test func aSetThatHoldsOnlyOnASliver() throws {
        let sliver = try FormatReader.parse(
            """
            x1 - 100*x0 == 3961 @ 1000
            -0.01*x0 + 2500*x1 >= -97499.6 @ 1000
            2.5*x1 + 1000*x0 == -40097.5 @ 1000

            """, file: "t")
        #expect(ReferenceSolver.requiredFeasibility(of: sliver.constraints) == .feasible)
        #expect(ReferenceSolver.holdsOnlyWithinRounding(sliver.constraints))
        var roomy = sliver
        roomy.constraints[1].constant = -97500.6
        #expect(!ReferenceSolver.holdsOnlyWithinRounding(roomy.constraints))
        let tightened = ReferenceSolver.tightened(sliver.constraints)
        #expect(tightened.count == 3)
        #expect(tightened[1].constant > sliver.constraints[1].constant)
        #expect(tightened[0] == sliver.constraints[0])
    }

    /// Strictly, a slope of 1.6e-13 (below the indifference of 1e-12) decides x0; by default the
    /// lower priority does.
    @Test func strictReadingFreezesSlopesBelowTheIndifference() throws {
        let system = try FormatReader.parse(
            """
            -x0 + 2500*x1 <= 0 @ 999
            1000*x2 + 0.001*x1 == 0 @ 1000
            -x0 >= -3180 @ 1000
            x2 - x3 <= 0 @ 1000
            x4 == 0 @ 966
            x3 + 2500*x4 == -10 @ 967
            x0 == 0 @ 750

            """, file: "t")
        func x0(_ solution: ReferenceSolution) -> Double? {
            solution.values.first { $0.name == "x0" }?.value.doubleValue
        }
        #expect(x0(ReferenceSolver.solve(system)) == 0)
        #expect(x0(ReferenceSolver.strictly { ReferenceSolver.solve(system) }) == 3180)
        for method in ReferenceSolver.Method.allCases {
            #expect(x0(ReferenceSolver.strictly { ReferenceSolver.solve(system, method: method) }) == 3180)
        }
    }
}
