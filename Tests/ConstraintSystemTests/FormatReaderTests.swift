/// What the reader makes of well-formed text: the normal form, merged terms, numbers, comments,
/// keyword-like names, line breaks and the source map.

import ConstraintSystem
import Testing

@Suite struct FormatReaderTests {
    private func constraint(_ line: String) throws -> SystemConstraint {
        let system = try FormatReader.parse(line)
        try #require(system.constraints.count == 1)
        return system.constraints[0]
    }

    @Test func constraintIsMovedToNormalForm() throws {
        let c = try constraint("a + 8 == b @ 1000")
        #expect(c.terms == [LinearTerm("a", 1), LinearTerm("b", -1)])
        #expect(c.relation == .equal)
        #expect(c.constant == -8)
        #expect(c.priority == .required)
        #expect(c.weight == nil)
    }

    @Test func constantStaysRightAndWeightIsKept() throws {
        let c = try constraint("x + 2*y >= 10 @ 750 ~ 750000")
        #expect(
            c
                == SystemConstraint(
                    terms: [LinearTerm("x"), LinearTerm("y", 2)], relation: .greaterThanOrEqual,
                    constant: 10, priority: 750, weight: 750_000))
    }

    @Test func likeTermsMergeInOrderOfFirstUse() throws {
        let c = try constraint("b + a - 2*b + 3*c <= a + 1 - c @ 500")
        #expect(c.terms == [LinearTerm("b", -1), LinearTerm("c", 4)])
        #expect(c.constant == 1)
    }

    @Test func termsThatCancelAreDropped() throws {
        let c = try constraint("x - x + 0*y >= 3 @ 1000")
        #expect(c.terms.isEmpty)
        #expect(c.constant == 3)
    }

    @Test func signsSpacesAndTabsAreOptionalAroundTokens() throws {
        let c = try constraint("\t- x+2 * y-3==+4*z\t@\t5~6")
        #expect(c.terms == [LinearTerm("x", -1), LinearTerm("y", 2), LinearTerm("z", -4)])
        #expect(c.constant == 3)
        #expect(c.priority == 5)
        #expect(c.weight == 6)
    }

    @Test func numbersMayBeFractionsWithoutDigitsOnOneSideOrExponents() throws {
        let c = try constraint(".5*x + 3.*y + 1E3*z == 1.67772e+07 - 2e-3 @ +500 ~ +2")
        #expect(c.terms == [LinearTerm("x", 0.5), LinearTerm("y", 3), LinearTerm("z", 1000)])
        #expect(c.constant == 1.67772e+07 - 2e-3)
        #expect(c.priority == 500)
        #expect(c.weight == 2)
    }

    @Test func underflowingNumberReadsAsZero() throws {
        #expect(try constraint("x == 1e-400 @ 1000").constant == 0)
    }

    @Test func namesMayHoldDigitsUnderscoresAndDots() throws {
        let c = try constraint("_a.b1 + view.left_2 + x. == 0 @ 1000")
        #expect(c.terms.map(\.name) == ["_a.b1", "view.left_2", "x."])
    }

    @Test func keywordsAreVariableNamesInsideConstraints() throws {
        let system = try FormatReader.parse("edit + x == 0 @ 1000\nsuggest == 1 @ 1000\nedit == 2 @ 1000\n")
        #expect(system.constraints.map { $0.terms.map(\.name) } == [["edit", "x"], ["suggest"], ["edit"]])
    }

    @Test func editLineDeclaresPriorityAndOptionalWeight() throws {
        let system = try FormatReader.parse("edit width 900 ~ 1000000\nedit\theight\t1~0\nedit suggest 999.5\n")
        #expect(
            system.edits == [
                EditDeclaration(name: "width", priority: 900, weight: 1_000_000),
                EditDeclaration(name: "height", priority: 1, weight: 0),
                EditDeclaration(name: "suggest", priority: 999.5),
            ])
    }

    @Test func suggestLineListsPairsInOrder() throws {
        let system = try FormatReader.parse("edit w 900\nedit h 900\nsuggest w=320 h=-12.5 w=+1e3\n")
        #expect(system.steps == [SuggestStep([Suggestion("w", 320), Suggestion("h", -12.5), Suggestion("w", 1000)])])
    }

    @Test func suggestMayComeBeforeItsEditLine() throws {
        let system = try FormatReader.parse("suggest w=1\nedit w 500\n")
        #expect(system.steps.count == 1)
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let text = "# a comment\n\n   \t\nx == 1 @ 1000 # after\ny == 2 @ 1000#tight\n# x == 3 @ 1000\n"
        let system = try FormatReader.parse(text)
        #expect(system.constraints.map(\.constant) == [1, 2])
        #expect(system.source?.constraintLines == [4, 5])
    }

    @Test func emptyTextIsAnEmptySystem() throws {
        #expect(try FormatReader.parse("") == ConstraintSystem())
        #expect(try FormatReader.parse("# only a comment\n\n") == ConstraintSystem())
    }

    @Test func sourceMapHoldsTheLineOfEveryItem() throws {
        let text = "# t\nedit w 900\n\nx >= 0 @ 1000\nsuggest w=3\nedit h 500\ny >= 0 @ 1000\nsuggest h=1\n"
        let system = try FormatReader.parse(text, file: "s.txt")
        #expect(
            system.source
                == SourceMap(file: "s.txt", editLines: [2, 6], constraintLines: [4, 7], stepLines: [5, 8]))
    }

    @Test func lineBreaksAreThoseOfPythonSplitlines() throws {
        // \r\n, \r, form feed and U+2028 each end a line; a final break adds no line.
        let text = "x == 1 @ 1000\r\ny == 1 @ 1000\rz == 1 @ 1000\u{C}w == 1 @ 1000\u{2028}v == 1 @ 1000\n"
        let system = try FormatReader.parse(text)
        #expect(system.source?.constraintLines == [1, 2, 3, 4, 5])
    }

    @Test func equalityIgnoresTheSourceMap() throws {
        let a = try FormatReader.parse("x == 1 @ 1000", file: "a")
        let b = try FormatReader.parse("\n\nx == 1 @ 1000", file: "b")
        #expect(a == b)
        #expect(a.source != b.source)
    }
}
