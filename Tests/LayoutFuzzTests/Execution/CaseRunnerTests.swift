import LayoutCase
import LayoutEngine
import LayoutFuzz
import Testing

/// Playing cases on the engine: the initial layout, each kind of step, and the engine's refusals
/// reported at the case's JSON path.
@Suite struct CaseRunnerTests {
    /// A 40-tall bar 8 in from the leading safe-area edge, 100 wide, below the notch.
    static let bar = Case(
        window: CaseWindow(width: 320, height: 480, safeArea: CaseInsets(top: 44)),
        views: [CaseView(id: "bar", parent: "window")],
        constraints: [
            CaseConstraint(
                id: "lead", first: CaseAnchor("bar", .leading), second: CaseAnchor("window.safeArea", .leading),
                constant: 8),
            CaseConstraint(id: "top", first: CaseAnchor("bar", .top), second: CaseAnchor("window.safeArea", .top)),
            CaseConstraint(id: "wide", first: CaseAnchor("bar", .width), constant: 100),
            CaseConstraint(id: "tall", first: CaseAnchor("bar", .height), constant: 40, priority: 750),
        ])

    @Test func theInitialStateIsLaidOut() throws {
        let runner = try CaseRunner(Self.bar)
        #expect(runner.view("bar")?.frame == Rect(x: 8, y: 44, width: 100, height: 40))
        #expect(runner.constraint("tall")?.priority == 750)
        try runner.window.checkInvariants()
    }

    @Test func stepsChangeTheLayoutOneAtATime() throws {
        let runner = try CaseRunner(Self.bar)
        let bar = try #require(runner.view("bar"))
        try runner.run(.setConstant(constraint: "lead", value: 20), at: "steps[0]")
        #expect(bar.frame == Rect(x: 20, y: 44, width: 100, height: 40))
        try runner.run(.setDirection(view: nil, direction: .rtl), at: "steps[1]")
        #expect(bar.frame == Rect(x: 320 - 20 - 100, y: 44, width: 100, height: 40))
        try runner.run(.setSafeArea(CaseInsets(top: 20)), at: "steps[2]")
        #expect(bar.frame.minY == 20)
        try runner.run(.setWindowSize(width: 400, height: 300), at: "steps[3]")
        #expect(bar.frame == Rect(x: 400 - 20 - 100, y: 20, width: 100, height: 40))
        try runner.run(.deactivate(constraint: "wide"), at: "steps[4]")
        try runner.run(
            .addConstraint(CaseConstraint(id: "narrow", first: CaseAnchor("bar", .width), constant: 50)), at: "steps[5]"
        )
        #expect(bar.frame.width == 50)
        try runner.run(.setPriority(constraint: "tall", value: 250), at: "steps[6]")
        #expect(bar.frame.height == 40)
        try runner.run(.tick(frames: 2), at: "steps[7]")
        #expect(runner.runLoop.frame == 2)
        #expect(runner.stepsTaken == 8)
        try runner.window.checkInvariants()
    }

    @Test func viewsComeAndGoWithTheirContent() throws {
        var label = CaseView(id: "name", parent: "window", kind: .label)
        label.text = "abcd"
        label.fontSize = 10
        var plain = CaseView(id: "box", parent: "window")
        plain.intrinsicWidth = 30
        let runner = try CaseRunner(Case(window: CaseWindow(width: 200, height: 200), views: [plain]))
        try runner.run(.addView(label), at: "steps[0]")
        try runner.run(
            .addConstraint(
                CaseConstraint(
                    id: "x", first: CaseAnchor("name", .left), second: CaseAnchor("window", .left), constant: 5)),
            at: "steps[1]")
        let name = try #require(runner.view("name"))
        #expect(name.frame.width == 20 && name.frame.height == 12.5)  // 4 characters of 5, one 12.5 line
        try runner.run(.setText(view: "name", text: "abcdefgh"), at: "steps[2]")
        #expect(name.frame.width == 40)
        try runner.run(.setIntrinsicSize(view: "box", width: 60, height: nil), at: "steps[3]")
        #expect(runner.view("box")?.intrinsicContentSize == Size(width: 60, height: View.noIntrinsicMetric))
        try runner.run(.removeView(view: "name"), at: "steps[4]")
        #expect(name.superview == nil && runner.constraint("x")?.isActive == false)
        try runner.window.checkInvariants()
    }

    @Test func aConstraintTheEngineRefusesIsReportedAtItsPath() {
        var refused = Self.bar
        refused.constraints.append(
            CaseConstraint(id: "mixed", first: CaseAnchor("bar", .leading), second: CaseAnchor("window", .left)))
        #expect {
            _ = try CaseRunner(refused)
        } throws: { error in
            let error = error as? CaseRunError
            return error?.path == "constraints[4]" && error?.message.contains("leading or trailing") == true
        }
    }

    @Test func aStepTheEngineRefusesIsReportedAtItsPath() throws {
        let runner = try CaseRunner(Self.bar)
        do {
            try runner.run(.setPriority(constraint: "wide", value: 500), at: "steps[3]")
            Issue.record("a required constraint's priority moved to an optional one")
        } catch {
            #expect(error.path == "steps[3]")
            #expect(error.message.contains("between required and optional"))
        }
        #expect {
            try runner.run(.setText(view: "bar", text: "x"), at: "steps[4]")
        } throws: { ($0 as? CaseRunError) == CaseRunError(path: "steps[4].view", message: "'bar' is not a label") }
    }

    /// Every step kind of the format's own round-trip case plays without a refusal, and the
    /// engine stays consistent throughout.
    @Test func theFormatsRoundTripCasePlaysThrough() throws {
        let value = CaseFileTests.everything
        let runner = try CaseRunner(value)
        for (index, step) in value.steps.enumerated() {
            try runner.run(step, at: "steps[\(index)]")
            try runner.window.checkInvariants()
        }
        #expect(runner.stepsTaken == value.steps.count)
    }
}
