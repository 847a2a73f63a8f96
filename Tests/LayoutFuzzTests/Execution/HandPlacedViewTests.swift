import Foundation
import LayoutCase
import LayoutEngine
import Testing

@testable import LayoutFuzz

/// A view its parent places by hand in `layoutSubviews` (`insetInParent`): the case format checks
/// it, the engine's player places it after the default layout, every oracle holds on it (`spec`
/// writes the placement from UIKit's rules), the layout pass must go top-down for its subviews,
/// and the shrinker, the narrowing and the printed Swift test keep its meaning.
@Suite struct HandPlacedViewTests {
    /// `v1` fills `v0` inset by 10; the label `v2` sits at `v1`'s bottom trailing corner.
    static let text = """
        {"version": 1, "window": {"width": 200, "height": 200},
         "views": [{"id": "v0", "kind": "view", "parent": "window"},
                   {"id": "v1", "kind": "view", "parent": "v0", "insetInParent": 10},
                   {"id": "v2", "kind": "label", "text": "Title", "parent": "v1"}],
         "constraints": [
           {"id": "c0", "first": {"item": "v0", "attribute": "leading"}, "relation": "==",
            "second": {"item": "window", "attribute": "leading"}, "constant": 10},
           {"id": "c1", "first": {"item": "v0", "attribute": "top"}, "relation": "==",
            "second": {"item": "window", "attribute": "top"}, "constant": 20},
           {"id": "c2", "first": {"item": "v0", "attribute": "width"}, "relation": "==", "constant": 100},
           {"id": "c3", "first": {"item": "v0", "attribute": "height"}, "relation": "==", "constant": 80},
           {"id": "c4", "first": {"item": "v2", "attribute": "trailing"}, "relation": "==",
            "second": {"item": "v1", "attribute": "trailing"}, "constant": -4},
           {"id": "c5", "first": {"item": "v2", "attribute": "bottom"}, "relation": "==",
            "second": {"item": "v1", "attribute": "bottom"}}],
         "steps": [{"op": "setConstant", "constraint": "c2", "value": 150}, {"op": "tick"},
                   {"op": "setConstant", "constraint": "c3", "value": 40}]}
        """

    static func value() throws -> Case { try CaseFile.parse(Data(text.utf8)) }

    @Test func theParentPlacesItAfterTheDefaultLayoutAndTheSubviewsFollow() throws {
        let value = try Self.value()
        let runner = try CaseRunner(value)
        for (index, step) in value.steps.enumerated() { try runner.run(step, at: "steps[\(index)]") }
        #expect(runner.view("v1")!.frame == Rect(x: 10, y: 10, width: 130, height: 20))
        let label = runner.view("v2")!
        #expect(label.frame.maxX == 126 && label.frame.maxY == 20)
    }

    @Test func everyOracleHoldsAtEveryStep() throws {
        let verdict = CasePlayer().play(try Self.value())
        #expect(verdict.passed, "\(verdict.findings.map(\.message))")
        #expect(verdict.steps.count == 4)
    }

    #if PLUMB_FAULTS
        @Test func aLayoutPassDeepestFirstIsCaught() throws {
            let verdict = PlantedFaultName.planting([.view(.layoutDeepestFirst)]) {
                CasePlayer(oracles: [.cycle]).play(try! Self.value())
            }
            #expect(verdict.findings.first?.kind == .oracle(.cycle))
            #expect(verdict.findings.first?.message.contains("not top-down") == true)
        }
    #endif

    @Test(arguments: [
        (#""insetInParent": -1"#, "views[1].insetInParent", "must be 0 or more"),
        (
            #""insetInParent": 10, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}"#, "views[1].insetInParent",
            "no frame of its own"
        ),
    ])
    func badSettingsAreRefusedWithTheirPath(_ fields: String, _ path: String, _ message: String) {
        let text = Self.text.replacingOccurrences(of: #""insetInParent": 10"#, with: fields)
        #expect {
            try CaseFile.parse(Data(text.utf8))
        } throws: { error in
            let error = error as! CaseError
            return error.path == path && error.message.contains(message)
        }
    }

    @Test(arguments: ["window", "label"]) func onlyAPlainViewPlacesASubviewByHand(_ parent: String) {
        let text = """
            {"version": 1, "window": {"width": 200, "height": 200},
             "views": [{"id": "label", "kind": "label", "text": "T", "parent": "window"},
                       {"id": "v1", "kind": "view", "parent": "\(parent)", "insetInParent": 4}]}
            """
        #expect {
            try CaseFile.parse(Data(text.utf8))
        } throws: { error in
            let error = error as! CaseError
            return error.path == "views[1].insetInParent" && error.message.contains("only a plain view")
        }
    }

    @Test func narrowingDropsItForAnEngineThatDidNotDeclareIt() throws {
        let value = try Self.value()
        #expect(CaseSupport.everything.narrowed(value) == value)
        var support = CaseSupport.everything
        support.handPlaced = false
        #expect(support.narrowed(value).views[1].insetInParent == nil)
    }

    @Test func hoistedToTheWindowItIsPlacedByItsConstraintsAlone() throws {
        let hoisted = try #require(try Self.value().hoistingChildren(of: "v0"))
        #expect(hoisted.views.first { $0.id == "v1" }?.insetInParent == nil)
        #expect(CaseFile.isValid(hoisted))
    }

    @Test func thePrintedTestPlacesItInTheSizedViewsLayoutSubviews() throws {
        let code = CaseCode(try Self.value())
        #expect(code.setup.contains("v0.place(v1, inset: 10)"))
        #expect(code.declarations.contains("    override func layoutSubviews() {"))
        #expect(!CaseCode(CaseRunnerTests.bar).declarations.contains("    override func layoutSubviews() {"))
    }
}
