import LayoutCase
import Testing

@testable import LayoutFuzz

/// Narrowing a case to what an engine behind the layout protocol declared (`CaseSupport`).
@Suite struct CaseSupportTests {
    /// GTK's declaration: plain views under the window, edges and sizes, a few steps.
    static let flat = CaseSupport(
        directions: [.ltr, .rtl], steps: ["setConstant", "activate", "deactivate", "addView", "removeView"])

    static let sample = Case(
        window: CaseWindow(width: 320, height: 480, safeArea: CaseInsets(top: 44), direction: .rtl),
        views: [
            {
                var view = CaseView(id: "card", parent: "window")
                view.margins = CaseDirectionalInsets(leading: 12)
                view.hugging = CaseAxes(horizontal: 251)
                return view
            }(),
            {
                var view = CaseView(id: "title", parent: "card", kind: .label)
                view.text = "Hello"
                return view
            }(),
            CaseView(id: "dot", parent: "title"),
        ],
        constraints: [
            CaseConstraint(id: "c0", first: CaseAnchor("card", .leading), second: CaseAnchor("window", .leading)),
            CaseConstraint(
                id: "c1", first: CaseAnchor("title", .leading), second: CaseAnchor("card.margins", .leading)),
            CaseConstraint(id: "c2", first: CaseAnchor("title", .firstBaseline), second: CaseAnchor("card", .top)),
            CaseConstraint(id: "c3", first: CaseAnchor("dot", .width), constant: 8),
        ],
        steps: [
            .setConstant(constraint: "c0", value: 16), .setConstant(constraint: "c1", value: 4),
            .setText(view: "title", text: "Bye"), .tick(frames: 1), .deactivate(constraint: "c3"),
        ])

    @Test func unsupported_kinds_become_plain_views_and_deep_views_move_up() {
        let narrowed = CaseSupportTests.flat.narrowed(CaseSupportTests.sample)
        #expect(narrowed.views.map(\.kind) == [.view, .view, .view])
        #expect(narrowed.views.map(\.parent) == ["window", "window", "window"])
        #expect(narrowed.views[1].text == nil)
        #expect(narrowed.views[0].margins == nil && narrowed.views[0].hugging == nil)
        #expect(narrowed.window.direction == .rtl)
        #expect(narrowed.window.safeArea == nil)
    }

    @Test func constraints_and_steps_on_what_is_not_supported_are_left_out() {
        let narrowed = CaseSupportTests.flat.narrowed(CaseSupportTests.sample)
        #expect(narrowed.constraints.map(\.id) == ["c0", "c3"])  // c1 names a guide, c2 a baseline
        #expect(
            narrowed.steps == [.setConstant(constraint: "c0", value: 16), .deactivate(constraint: "c3")])
    }

    @Test func everything_changes_nothing_and_narrowing_twice_is_narrowing_once() {
        #expect(CaseSupport.everything.narrowed(CaseSupportTests.sample) == CaseSupportTests.sample)
        let generator = CaseGenerator(seed: 11)
        for index in 0..<200 {
            let once = CaseSupportTests.flat.narrowed(generator.makeCase(index))
            #expect(CaseSupportTests.flat.narrowed(once) == once, "case \(index)")
            #expect(CaseFile.isValid(once), "case \(index) narrowed is not a valid case")
            #expect(once.views.allSatisfy { $0.parent == "window" && $0.kind == .view }, "case \(index)")
        }
    }

    @Test func a_generator_with_a_support_draws_the_narrowed_cases() {
        let plain = CaseGenerator(seed: 4)
        let narrow = CaseGenerator(seed: 4, support: CaseSupportTests.flat)
        for index in 0..<20 {
            #expect(narrow.makeCase(index) == CaseSupportTests.flat.narrowed(plain.makeCase(index)))
        }
    }
}
