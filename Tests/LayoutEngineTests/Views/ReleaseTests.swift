import LayoutEngine
import Testing

/// A window and its tree go away when the app lets go of them: active constraints and the items
/// they name do not keep each other alive (the fuzzer builds thousands of windows per run).
@Suite struct ReleaseTests {
    @Test func aReleasedWindowTakesItsViewsAndConstraintsAlong() throws {
        weak var window: Window?
        weak var label: Label?
        weak var constraint: LayoutConstraint?
        try {
            let made = Window(size: Size(width: 200, height: 200))
            let text = Label(text: "hello", fontSize: 10)
            text.translatesAutoresizingMaskIntoConstraints = false
            made.addSubview(text)
            let leading = text.leadingAnchor.constraint(equalTo: made.layoutMarginsGuide.leadingAnchor)
            try LayoutConstraint.activate([
                leading, text.topAnchor.constraint(equalTo: made.safeAreaLayoutGuide.topAnchor),
            ])
            made.layoutIfNeeded()
            #expect(text.frame == Rect(x: 8, y: 0, width: 25, height: 12.5))
            window = made
            label = text
            constraint = leading
        }()
        #expect(window == nil)
        #expect(label == nil)
        #expect(constraint == nil)
    }

    @Test func randomTreesWithConflictsAndEditsAreReleased() {
        var windows: [Weak] = []
        for seed: UInt64 in 0..<30 {
            var layout = RandomLayout(seed: seed)
            layout.window.layoutIfNeeded()
            for _ in 0..<3 {
                layout.edit()
                layout.window.runUpdateCycle()
            }
            windows.append(Weak(layout.window))
        }
        #expect(windows.allSatisfy { $0.window == nil })
    }

    private struct Weak {
        weak var window: Window?
        init(_ window: Window) { self.window = window }
    }

    @Test func aConstraintOutlivingItsItemsReportsThemGone() throws {
        var constraint: LayoutConstraint?
        do {
            let view = View()
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.description.contains("released") == true)
    }
}
