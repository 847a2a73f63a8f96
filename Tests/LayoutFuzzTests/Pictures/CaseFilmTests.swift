import Foundation
import LayoutCase
import LayoutEngine
import LayoutFuzz
import Testing

/// The film a failure page draws: every step's frames from the engine and from the judge, with
/// the determined components the engine has wrong marked.
@Suite struct CaseFilmTests {
    /// One view pinned to the window's margins, 40 high; then its height constant changes.
    static let marginCase = """
        {
          "constraints": [
            {"id": "top", "first": {"item": "box", "attribute": "top"}, "relation": "==",
             "second": {"item": "window.margins", "attribute": "top"}},
            {"id": "leading", "first": {"item": "box", "attribute": "leading"}, "relation": "==",
             "second": {"item": "window.margins", "attribute": "leading"}},
            {"id": "trailing", "first": {"item": "box", "attribute": "trailing"}, "relation": "==",
             "second": {"item": "window.margins", "attribute": "trailing"}},
            {"id": "height", "first": {"item": "box", "attribute": "height"}, "relation": "==", "constant": 40}
          ],
          "steps": [{"op": "setConstant", "constraint": "height", "value": 60}],
          "views": [{"id": "box", "kind": "view", "parent": "window"}],
          "version": 1,
          "window": {"width": 320, "height": 480}
        }
        """

    static func marginCaseValue() throws -> Case {
        try CaseFile.parse(Data(marginCase.utf8), file: "margin-case.json")
    }

    @Test func aCleanPlayFilmsEveryStepWithTheJudgesFramesEqualToTheEngines() throws {
        let film = CaseFilm.record(try Self.marginCaseValue())
        #expect(film.judge == .reference)
        #expect(film.failingStep == nil)
        #expect(film.steps.map(\.label) == ["initial layout", "setConstant"])
        let box = try #require(film.steps.last?.views.first)
        #expect(box.id == "box" && box.parent == "window" && box.kind == "view")
        #expect(box.engine == Rect(x: 8, y: 8, width: 304, height: 60))
        #expect(box.expected == box.engine)
        #expect(box.determined == ["minX", "minY", "width", "height"])
        #expect(box.differs.isEmpty)
        #expect(film.steps[0].views[0].engine.height == 40)
    }

    #if PLUMB_FAULTS
        @Test func aTranslationFaultIsDrawnAgainstUIKitsRules() throws {
            let value = try Self.marginCaseValue()
            let film = PlantedFaultName.planting([.view(.marginsAppliedTwice)]) { CaseFilm.record(value) }
            #expect(film.judge == .spec)
            #expect(film.failingStep == 0)
            let box = try #require(film.steps.last?.views.first)
            #expect(box.engine == Rect(x: 16, y: 16, width: 288, height: 40))
            #expect(box.expected == Rect(x: 8, y: 8, width: 304, height: 40))
            #expect(box.differs == ["minX", "minY", "width"])
            #expect(film.steps.last?.differing.map(\.id) == ["box"])
        }

        @Test func aSolverFaultIsDrawnAgainstTheReference() throws {
            // A required `width <= 100` against a wish for 200: the fault ignores the inequality.
            var value = try Self.marginCaseValue()
            value.constraints.removeAll { $0.id == "trailing" }
            value.constraints.append(
                CaseConstraint(
                    id: "wish", first: CaseAnchor("box", .width), relation: .equal, constant: 200, priority: 750))
            value.constraints.append(
                CaseConstraint(id: "most", first: CaseAnchor("box", .width), relation: .lessThanOrEqual, constant: 100))
            let film = PlantedFaultName.planting([.solver(.droppedInequality)]) { CaseFilm.record(value) }
            #expect(film.judge == .reference, "\(film.verdict.findings)")
            #expect(film.failingStep == 0)
            #expect(film.steps.count == 1)
            let box = try #require(film.steps.last?.views.first)
            #expect(box.engine.width == 200)
            #expect(box.expected?.width == 100)
            #expect(box.differs == ["width"])
        }
    #endif
}
