/// The text the writer produces, line by line.

import ConstraintSystem
import Testing

@Suite struct FormatWriterTests {
    @Test func writesTitleEditsConstraintsThenSteps() {
        let expected = """
            # mixed
            edit width 900 ~ 1000000
            edit height 500
            x - 2*y >= -8 @ 750 ~ 750000
            -width + 0.5*x <= 16777200 @ 1000
            0 == 0 @ 1 ~ 0
            1e-09*view.left_2 == 0.1 @ 999.5
            suggest width=320 height=-12.5
            suggest width=1e-09

            """
        #expect(FormatWriter.write(Fixtures.mixed, title: "mixed") == expected)
    }

    @Test func unitCoefficientsHaveNoFactor() {
        let system = ConstraintSystem(constraints: [
            SystemConstraint(
                terms: [LinearTerm("a", -1), LinearTerm("b", 1), LinearTerm("c", -1), LinearTerm("d", -3)],
                relation: .equal, constant: 0)
        ])
        #expect(FormatWriter.write(system) == "-a + b - c - 3*d == 0 @ 1000\n")
    }

    @Test func emptySystemWithoutTitleIsEmptyText() {
        #expect(FormatWriter.write(ConstraintSystem()) == "")
    }

    @Test func everyLineOfATitleBecomesAComment() throws {
        let text = FormatWriter.write(Fixtures.onlyEdits, title: "first\nx == 1 @ 1000\r\n\nlast\u{2028}after")
        #expect(text == "# first\n# x == 1 @ 1000\n#\n# last\n# after\nedit edit 1\n")
        #expect(try FormatReader.parse(text) == Fixtures.onlyEdits)
    }

    @Test func zeroCoefficientIsWrittenAsAProductAndReadsBackAsNoTerm() throws {
        let system = ConstraintSystem(constraints: [
            SystemConstraint(
                terms: [LinearTerm("x", 0), LinearTerm("y", -0.0)], relation: .lessThanOrEqual,
                constant: 1)
        ])
        let text = FormatWriter.write(system)
        #expect(text == "0*x + 0*y <= 1 @ 1000\n")
        #expect(try FormatReader.parse(text).constraints[0].terms.isEmpty)
    }
}
