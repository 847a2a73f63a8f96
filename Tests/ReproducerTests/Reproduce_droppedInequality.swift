// A regression test printed by `plumb replay CASE --swift` (docs/reports.md).
// Case: Corpus/planted/droppedInequality.json
// Replay: swift run -c release plumb replay Corpus/planted/droppedInequality.json
// Recorded: every oracle held at every step.
//
// It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every
// frame component (window coordinates) that the reference solver determines after the
// first layout and after each step.

import LayoutEngine
import Testing

@Test func reproduce_droppedInequality() throws {
    let window = Window(size: Size(width: 100, height: 100))
    window.identifier = "window"
    let v0 = Label(text: "")
    v0.identifier = "v0"
    v0.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v0)
    let v1 = Label(text: "T")
    v1.identifier = "v1"
    v1.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v1)
    let c1 = v1.heightAnchor.constraint(lessThanOrEqualTo: v0.widthAnchor)
    c1.identifier = "c1"
    try c1.activate()
    window.layoutIfNeeded()
    expectFrame(v0, "after the initial layout", width: 21.25, height: 0)
    expectFrame(v1, "after the initial layout", width: 8.5, height: 21.25)
}

/// How far a frame component may be from the expected value: 1e-7 of the largest value expected.
private let tolerance = 1e-07 * 21.25

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
