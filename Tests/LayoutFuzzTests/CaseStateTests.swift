import LayoutCase
import Testing

@testable import LayoutFuzz

/// `Case.state(afterSteps:)`: the steps applied to the data, so that a fresh engine can be built
/// where the incremental one stands.
@Suite struct CaseStateTests {
    static let base = Case(
        window: CaseWindow(width: 320, height: 480),
        views: [
            CaseView(id: "box", parent: "window"),
            CaseView(id: "inner", parent: "box"),
            CaseView(id: "side", parent: "window"),
        ],
        constraints: [
            CaseConstraint(id: "w", first: CaseAnchor("box", .width), constant: 100),
            CaseConstraint(id: "link", first: CaseAnchor("side", .leading), second: CaseAnchor("inner", .trailing)),
            CaseConstraint(id: "h", first: CaseAnchor("side", .height), constant: 10, priority: 750, active: false),
        ])

    @Test func eachStepChangesTheDataItNames() {
        var value = Self.base
        value.steps = [
            .setConstant(constraint: "w", value: 120), .setPriority(constraint: "h", value: 250),
            .activate(constraint: "h"),
            .deactivate(constraint: "w"), .setWindowSize(width: 480, height: 320), .setSafeArea(CaseInsets(top: 20)),
            .setDirection(view: nil, direction: .rtl), .setDirection(view: "side", direction: .ltr),
            .setIntrinsicSize(view: "box", width: 30, height: nil), .tick(frames: 2),
        ]
        let state = value.state(afterSteps: value.steps.count)
        #expect(state.steps.isEmpty)
        #expect(state.constraints[0].constant == 120 && state.constraints[0].active == false)
        #expect(state.constraints[2].priority == 250 && state.constraints[2].active == true)
        #expect(state.window == CaseWindow(width: 480, height: 320, safeArea: CaseInsets(top: 20), direction: .rtl))
        #expect(state.views[2].direction == .ltr)
        #expect(state.views[0].intrinsicWidth == 30 && state.views[0].intrinsicHeight == nil)
        #expect(value.state(afterSteps: 1).constraints[0].constant == 120)
        #expect(value.state(afterSteps: 1).constraints[0].active == nil)
        #expect(
            value.state(afterSteps: 0) == Case(window: value.window, views: value.views, constraints: value.constraints)
        )
    }

    @Test func removingAViewTakesItsSubtreeAndEveryConstraintNamingIt() {
        var value = Self.base
        value.steps = [
            .addView(CaseView(id: "late", parent: "inner")),
            .addConstraint(CaseConstraint(id: "lateWidth", first: CaseAnchor("late", .width), constant: 5)),
            .removeView(view: "box"),
            .setConstant(constraint: "link", value: 3),  // the constraint is gone; nothing to change
        ]
        let state = value.state(afterSteps: 4)
        #expect(state.views.map(\.id) == ["side"])
        #expect(state.constraints.map(\.id) == ["h"])
    }

    @Test func theStateOfEveryGeneratedCaseBuildsAFreshEngine() throws {
        let generator = CaseGenerator(seed: 21, options: GeneratorOptions(maxViews: 6, maxSteps: 8))
        for index in 0..<60 {
            let value = generator.makeCase(index)
            for count in 0...value.steps.count {
                #expect(throws: Never.self, "case \(index) after \(count) steps") {
                    _ = try CaseRunner(value.state(afterSteps: count))
                }
            }
        }
    }
}
