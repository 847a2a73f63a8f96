import Foundation
import LayoutCase
import LayoutEngine
import Testing

@testable import LayoutFuzz

/// The case format's newer parts (stack views, visual formats, animations, fitting calls): they
/// read back as written, bad ones are refused naming the JSON path, and the generator makes them.
@Suite struct FeatureCaseTests {
    /// A case with a stack of three arranged views and every newer step.
    static let stacked: Case = {
        var stack = CaseView(id: "stack", parent: "window", kind: .stack)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.marginsRelative = true
        var views = [stack]
        for id in ["a", "b", "c"] {
            var view = CaseView(id: id, parent: "stack", kind: .view)
            view.intrinsicWidth = 30
            view.intrinsicHeight = 20
            views.append(view)
        }
        views[1].spacingAfter = 12
        views.append(CaseView(id: "d", parent: "window", kind: .view))
        views.append(CaseView(id: "e", parent: "window", kind: .view))
        let constraints = [
            CaseConstraint(
                id: "top", first: CaseAnchor("stack", .top), second: CaseAnchor("window", .top), constant: 40),
            CaseConstraint(
                id: "left", first: CaseAnchor("stack", .leading), second: CaseAnchor("window", .leading), constant: 10),
            CaseConstraint(id: "width", first: CaseAnchor("stack", .width), constant: 200),
            CaseConstraint(id: "dy", first: CaseAnchor("d", .top), second: CaseAnchor("window", .top), constant: 100),
            CaseConstraint(id: "dh", first: CaseAnchor("d", .height), constant: 20),
            CaseConstraint(id: "ey", first: CaseAnchor("e", .top), second: CaseAnchor("d", .top)),
            CaseConstraint(id: "eh", first: CaseAnchor("e", .height), constant: 20),
        ]
        let steps: [CaseStep] = [
            .addFormat(CaseFormat(id: "f0", format: "H:|-50-[d(==40)]-20-[e(>=30)]", options: ["alignAllTop"])),
            .addFormat(CaseFormat(id: "f1", format: "H:|-[d", metrics: ["gap": 12])),
            .setHidden(view: "b", hidden: true),
            .setStack(view: "stack", CaseStackSettings(alignment: .fill, spacing: 4)),
            .animate(
                CaseAnimation(
                    duration: 0.25, curve: .linear,
                    steps: [.setHidden(view: "b", hidden: false), .setConstant(constraint: "left", value: 30)])),
            .tick(frames: 20),
            .animate(
                CaseAnimation(
                    duration: 0.1, delay: 0.05, curve: .easeInOut,
                    steps: [.setConstant(constraint: "width", value: 260)])),
            .tick(frames: 12),
            .fit(CaseFit(view: "stack", width: 0, height: 0, verticalPriority: 1000)),
        ]
        return Case(window: CaseWindow(width: 320, height: 480), views: views, constraints: constraints, steps: steps)
    }()

    @Test func theNewerStepsReadBackAsWrittenAndWriteTheSameBytes() throws {
        let bytes = CaseFile.encode(Self.stacked)
        let read = try CaseFile.parse(bytes)
        #expect(read == Self.stacked)
        #expect(CaseFile.encode(read) == bytes)
    }

    @Test func everyOracleHoldsOnAWellBehavedCaseAndEachNewOneJudgesSomething() {
        var seen: [StepVerdict] = []
        let verdict = CasePlayer().play(Self.stacked) { seen.append($0) }
        #expect(verdict.passed, "\(verdict.findings.map(\.message))")
        for oracle in [OracleName.vfl, .stack, .animation, .fitting, .ambiguity] {
            #expect(verdict.tally[oracle]?.passed ?? 0 > 0, "\(oracle.rawValue) judged no step")
        }
        #expect(seen.count == Self.stacked.steps.count + 1)
    }

    static let window = #""window": {"width": 320, "height": 480}"#
    static let stack = #"{"id": "s", "parent": "window", "kind": "stack"}"#
    static let plain = #"{"id": "p", "parent": "window", "kind": "view"}"#

    /// (JSON, the path the error must name, a piece of its message).
    static let badCases: [(String, String, String)] = [
        (
            #"{"version": 1, \#(window), "views": [{"id": "p", "parent": "window", "kind": "view", "axis": "vertical"}]}"#,
            "views[0].axis", "only a view of kind stack has axis"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "s", "parent": "window", "kind": "stack", "distribution": "fillSometimes"}]}"#,
            "views[0].distribution", "unknown value 'fillSometimes'"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(plain), {"id": "q", "parent": "p", "kind": "view", "spacingAfter": 4}]}"#,
            "views[1].spacingAfter", "only an arranged view"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(stack)], "steps": [{"op": "setStack", "view": "s"}]}"#,
            "steps[0].view", "setStack changes nothing"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(plain)], "steps": [{"op": "setStack", "view": "p", "spacing": 3}]}"#,
            "steps[0].view", "setStack is for stack views"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(plain)], "steps": [{"op": "setHidden", "view": "ghost", "hidden": true}]}"#,
            "steps[0].view", "unknown view 'ghost'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "addFormat", "id": "f", "format": "H:|[a]|", "options": ["alignAllSideways"]}]}"#,
            "steps[0].options", "unknown option 'alignAllSideways'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "addFormat", "id": "f", "format": "x"}, {"op": "addFormat", "id": "f", "format": "y"}]}"#,
            "steps[1].id", "duplicate format id 'f'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "animate", "duration": -1, "curve": "linear", "steps": []}]}"#,
            "steps[0].duration", "0 or more"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "animate", "duration": 1, "curve": "bouncy", "steps": []}]}"#,
            "steps[0].curve", "unknown value 'bouncy'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "animate", "duration": 1, "curve": "linear", "steps": [{"op": "tick"}]}]}"#,
            "steps[0].steps[0].op", "tick cannot be animated"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "animate", "duration": 1, "curve": "linear", "steps": [{"op": "setConstant", "constraint": "nope", "value": 1}]}]}"#,
            "steps[0].steps[0].constraint", "unknown constraint 'nope'"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(plain)], "steps": [{"op": "fit", "view": "p", "width": -3, "height": 0}]}"#,
            "steps[0].width", "not below 0"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(plain)], "steps": [{"op": "fit", "view": "p", "width": 0, "height": 0, "verticalPriority": 0}]}"#,
            "steps[0].verticalPriority", "from 1 to 1000"
        ),
        // Found in review: ids a format's constraints would clash with, the lowering's '~', the
        // engine's "no custom spacing" value as a gap.
        (
            #"{"version": 1, \#(window), "constraints": [{"id": "f-0", "first": {"item": "window", "attribute": "width"}, "relation": ">=", "constant": 1}], "steps": [{"op": "addFormat", "id": "f", "format": "x"}]}"#,
            "steps[0].id", "would name its constraints like 'f-0'"
        ),
        (
            #"{"version": 1, \#(window), "steps": [{"op": "addFormat", "id": "f", "format": "x"}, {"op": "addConstraint", "constraint": {"id": "f-12", "first": {"item": "window", "attribute": "width"}, "relation": ">=", "constant": 1}}]}"#,
            "steps[1].constraint.id", "constraint of format 'f'"
        ),
        (
            #"{"version": 1, \#(window), "views": [{"id": "s~gap0", "parent": "window", "kind": "view"}]}"#,
            "views[0].id", "without '.' or '~'"
        ),
        (
            #"{"version": 1, \#(window), "views": [\#(stack), {"id": "q", "parent": "s", "kind": "view", "spacingAfter": 1e300}]}"#,
            "views[1].spacingAfter", "at most 1000000"
        ),
    ]

    @Test(arguments: badCases)
    func badNewerStepsNameThePathOfTheFault(json: String, path: String, fragment: String) {
        do {
            _ = try CaseFile.parse(Data(json.utf8), file: "case.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(error.message.contains(fragment), "\(error)")
            #expect(error.file == "case.json")
        }
    }

    @Test func theGeneratorMakesStacksFormatsAnimationsAndFittingCallsOnlyWithTheFeaturesOn() throws {
        func count(_ features: GeneratorOptions.FeatureSet) -> [String: Int] {
            var counts: [String: Int] = [:]
            for index in 0..<300 {
                let value = CaseGenerator(seed: 1, options: GeneratorOptions(features: features)).makeCase(index)
                #expect(CaseFile.isValid(value), "case \(index) does not read back")
                if value.views.contains(where: { $0.kind == .stack }) { counts["stack", default: 0] += 1 }
                for step in value.steps {
                    switch step {
                    case let .addFormat(format):
                        let broken =
                            (try? VisualFormatParser.parse(format.format, metrics: Set((format.metrics ?? [:]).keys)))
                            == nil
                        counts[broken ? "broken format" : "format", default: 0] += 1
                    case .animate: counts["animate", default: 0] += 1
                    case .fit: counts["fit", default: 0] += 1
                    case .setHidden: counts["setHidden", default: 0] += 1
                    case .setStack: counts["setStack", default: 0] += 1
                    default: break
                    }
                }
            }
            return counts
        }
        let on = count(.all)
        for kind in ["stack", "format", "broken format", "animate", "fit", "setHidden", "setStack"] {
            #expect(on[kind, default: 0] > 0, "no \(kind) in 300 cases: \(on)")
        }
        #expect(count(.core).isEmpty)
    }

    @Test func removingAConstraintTakesTheAnimatedStepsAboutItToo() throws {
        let steps: [CaseStep] = [
            .animate(
                CaseAnimation(
                    duration: 0.1, curve: .linear,
                    steps: [.setConstant(constraint: "left", value: 3), .setHidden(view: "b", hidden: true)]))
        ]
        var value = Self.stacked
        value.steps = steps
        let trimmed = value.removingConstraints(["left"])
        #expect(
            trimmed.steps == [
                .animate(CaseAnimation(duration: 0.1, curve: .linear, steps: [.setHidden(view: "b", hidden: true)]))
            ])
        #expect(CaseFile.isValid(trimmed))
    }
}
