// A regression test printed by `plumb replay CASE --swift` (docs/reports.md).
// Case: Corpus/planted/staleBasisOnRemoval.json
// Replay: swift run -c release plumb replay Corpus/planted/staleBasisOnRemoval.json
// Recorded: every oracle held at every step.
//
// It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every
// frame component (window coordinates) that the reference solver determines after the
// first layout and after each step.

import LayoutEngine
import Testing

@Test func reproduce_staleBasisOnRemoval() throws {
    let window = Window(size: Size(width: 100, height: 100))
    window.identifier = "window"
    let v0 = SizedView()
    v0.identifier = "v0"
    v0.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v0)
    let v1 = Label(text: "S")
    v1.identifier = "v1"
    v1.translatesAutoresizingMaskIntoConstraints = false
    v1.setContentCompressionResistancePriority(50, for: .horizontal)
    v1.setContentCompressionResistancePriority(608, for: .vertical)
    window.addSubview(v1)
    let c0 = v0.centerYAnchor.constraint(equalTo: v1.centerYAnchor)
    c0.identifier = "c0"
    c0.priority = 750
    try c0.activate()
    window.layoutIfNeeded()
    expectFrame(v1, "after the initial layout", width: 8.5, height: 21.25)

    // Step 1: addFormat.
    let f0Constraints = (try? LayoutConstraint.constraints(withVisualFormat: "V:|-(40@999)-[v1(>=20,<=200)]-gap-[v0(>=20,<=200)]", options: [.alignAllCenterX], metrics: ["gap": 4], views: ["v0": v0, "v1": v1])) ?? []
    for (index, constraint) in f0Constraints.enumerated() {
        constraint.identifier = "f0-\(index)"
        try constraint.activate()
    }
    window.layoutIfNeeded()
    expectFrame(v0, "after step 1 (addFormat)", minY: 64, height: 20)
    expectFrame(v1, "after step 1 (addFormat)", minY: 40, width: 8.5, height: 20)

    // Step 2: removeView.
    v0.removeFromSuperview()
    window.layoutIfNeeded()
    expectFrame(v1, "after step 2 (removeView)", minY: 40, width: 8.5, height: 21.25)
}

/// A plain view with an intrinsic content size of its own.
private final class SizedView: View {
    var contentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// How far a frame component may be from the expected value: 1e-7 of the largest value expected.
private let tolerance = 1e-07 * 64

/// Expects each given component of `view`'s frame in window coordinates (its origin plus every
/// superview's) to be within `tolerance` of its value.
private func expectFrame(
    _ view: View, _ step: String, minX: Double? = nil, minY: Double? = nil, width: Double? = nil,
    height: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    var frame = view.frame
    var outer = view.superview
    while let superview = outer {
        frame.origin.x += superview.frame.minX
        frame.origin.y += superview.frame.minY
        outer = superview.superview
    }
    let components = [
        ("minX", frame.minX, minX), ("minY", frame.minY, minY), ("width", frame.width, width),
        ("height", frame.height, height),
    ]
    for (component, actual, expected) in components {
        guard let expected else { continue }
        #expect(
            abs(actual - expected) <= tolerance,
            "\(view.identifier ?? "view").\(component) \(step): \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
    }
}
