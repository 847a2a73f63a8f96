import LayoutCase

/// Writes `CaseCode`'s lines for one case, in the order `CaseRunner` plays it: the setup, then
/// each step. It follows what the code has made so far: the names it gave (`SwiftNames`), each
/// view's kind and parent, and which views a removal took out of the window (a visual format
/// names every view still in it). Views, constraints and steps each have a facet of their own
/// (`CaseCodeWriter+Views.swift`, `+Constraints.swift`, `+Steps.swift`).
struct CaseCodeWriter {
    let value: Case
    var names = SwiftNames()
    /// Each view's kind and parent by id, as they are made.
    var kinds: [String: CaseView.Kind] = [:]
    var parents: [String: String] = [:]
    /// View ids in the order they are made.
    var madeViews: [String] = []
    /// The Swift name of each view made, by case id (`window` for the window).
    var viewNames = ["window": "window"]
    /// The views a step removed (their subtrees went with them).
    var removed: Set<String> = []
    /// Whether the code needs the plain view with an intrinsic size (`sizedViewDeclaration`).
    let usesSizedView: Bool
    /// Whether a plain view places a subview by hand (`handPlacementDeclaration` too).
    let usesHandPlacement: Bool
    /// Whether the code needs a run loop (a case with ticks or animations).
    let usesRunLoop: Bool

    init(_ value: Case) {
        self.value = value
        let steps = value.steps + value.steps.flatMap(\.nested)
        let views = value.views + steps.compactMap { if case let .addView(view) = $0 { view } else { nil } }
        usesSizedView = views.contains { $0.kind == .view }
        usesHandPlacement = views.contains { $0.insetInParent != nil }
        usesRunLoop = steps.contains { $0.op == "tick" || $0.op == "animate" }
    }

    /// The window, the run loop when the case ticks, the views, the constraints, the first layout.
    mutating func setup() -> [String] {
        let window = value.window
        var arguments = ["size: Size(width: \(number(window.width)), height: \(number(window.height)))"]
        if window.direction == .rtl { arguments.append("layoutDirection: .rightToLeft") }
        if let insets = window.safeArea { arguments.append("safeAreaInsets: \(edgeInsets(insets))") }
        var lines = [
            "let window = Window(\(arguments.joined(separator: ", ")))",
            "window.identifier = \"window\"",
        ]
        if usesRunLoop {
            lines += ["let runLoop = RunLoop(framesPerSecond: 60)", "runLoop.add(window)"]
        }
        for view in value.views { lines += self.view(view) }
        for constraint in value.constraints { lines += self.constraint(constraint) }
        lines.append("window.layoutIfNeeded()")
        return lines
    }

    /// The lines of step `index`.
    mutating func step(at index: Int) -> [String] {
        step(value.steps[index], later: value.steps[(index + 1)...])
    }

    // MARK: What the code refers to

    /// The Swift name of a view id (`window` for the window), made when the view is.
    mutating func viewName(_ id: String) -> String {
        if let name = viewNames[id] { return name }
        let name = names.name(id, .view)
        viewNames[id] = name
        return name
    }

    /// The views in the window now, in the order they were made (the window left out).
    var viewsInWindow: [String] {
        madeViews.filter { id in
            var current: String? = id
            while let view = current, view != "window" {
                if removed.contains(view) { return false }
                current = parents[view]
            }
            return true
        }
    }

    // MARK: Literals

    func number(_ value: Double) -> String { SwiftLiteral.number(value) }

    func string(_ text: String) -> String { SwiftLiteral.string(text) }

    /// `EdgeInsets(top: 44, bottom: 34)` with the sides the case gives (`.zero` for none).
    func edgeInsets(_ insets: CaseInsets) -> String {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .compactMap { side, value in value.map { "\(side): \(number($0))" } }
        return sides.isEmpty ? ".zero" : "EdgeInsets(\(sides.joined(separator: ", ")))"
    }

    /// A plain view whose intrinsic size the code sets (the harness's `IntrinsicView`, written for
    /// the printed file); with `handPlacement`, it also places the subviews the case says it
    /// places by hand (`place(_:inset:)`, set in its `layoutSubviews`).
    static func sizedViewDeclaration(handPlacement: Bool) -> [String] {
        var lines = [
            "/// A plain view with an intrinsic content size of its own\(handPlacement ? " that places subviews by hand" : "").",
            "private final class SizedView: View {",
            "    var contentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {",
            "        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }",
            "    }",
        ]
        if handPlacement { lines.append("    private var placed: [(view: View, inset: Double)] = []") }
        lines += ["", "    override var intrinsicContentSize: Size { contentSize }"]
        if handPlacement {
            lines += [
                "",
                "    /// Sets `subview`'s frame in `layoutSubviews`: these bounds inset by `inset` on every side.",
                "    func place(_ subview: View, inset: Double) {",
                "        placed.append((subview, inset))",
                "        setNeedsLayout()",
                "    }",
                "",
                "    override func layoutSubviews() {",
                "        super.layoutSubviews()",
                "        for (subview, inset) in placed where subview.superview === self {",
                "            let frame = Rect(x: inset, y: inset, width: bounds.width - 2 * inset, height: bounds.height - 2 * inset)",
                "            if subview.frame != frame { subview.frame = frame }",
                "        }",
                "    }",
            ]
        }
        return lines + ["}"]
    }

}
