// A regression test printed by `plumb replay CASE --swift` (docs/reports.md).
// Case: Corpus/seeds/overflow_items_removed_and_readded.json
// Replay: swift run -c release plumb replay Corpus/seeds/overflow_items_removed_and_readded.json
// Recorded: every oracle held at every step.
//
// It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every
// frame component (window coordinates) that the reference solver determines after the
// first layout and after each step.

import LayoutEngine
import Testing

@Test func reproduce_overflow_items_removed_and_readded() throws {
    let window = Window(size: Size(width: 360, height: 120))
    window.identifier = "window"
    let runLoop = RunLoop(framesPerSecond: 60)
    runLoop.add(window)
    let bar = SizedView()
    bar.identifier = "bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    let edit = Label(text: "Edit", fontSize: 16)
    edit.identifier = "edit"
    edit.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(edit)
    let share = Label(text: "Share", fontSize: 16)
    share.identifier = "share"
    share.translatesAutoresizingMaskIntoConstraints = false
    share.setContentCompressionResistancePriority(745, for: .horizontal)
    bar.addSubview(share)
    let delete = Label(text: "Delete", fontSize: 16)
    delete.identifier = "delete"
    delete.translatesAutoresizingMaskIntoConstraints = false
    delete.setContentCompressionResistancePriority(740, for: .horizontal)
    bar.addSubview(delete)
    let more = Label(text: "More", fontSize: 16)
    more.identifier = "more"
    more.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(more)
    let barTop = bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
    barTop.identifier = "barTop"
    try barTop.activate()
    let barLeading = bar.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor)
    barLeading.identifier = "barLeading"
    try barLeading.activate()
    let barTrailing = bar.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor)
    barTrailing.identifier = "barTrailing"
    try barTrailing.activate()
    let barHeight = bar.heightAnchor.constraint(equalToConstant: 44)
    barHeight.identifier = "barHeight"
    try barHeight.activate()
    let editLeading = edit.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor)
    editLeading.identifier = "editLeading"
    try editLeading.activate()
    let editCenter = edit.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
    editCenter.identifier = "editCenter"
    try editCenter.activate()
    let shareLeading = share.leadingAnchor.constraint(equalTo: edit.trailingAnchor, constant: 16)
    shareLeading.identifier = "shareLeading"
    try shareLeading.activate()
    let shareCenter = share.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
    shareCenter.identifier = "shareCenter"
    try shareCenter.activate()
    let deleteLeading = delete.leadingAnchor.constraint(equalTo: share.trailingAnchor, constant: 16)
    deleteLeading.identifier = "deleteLeading"
    try deleteLeading.activate()
    let deleteCenter = delete.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
    deleteCenter.identifier = "deleteCenter"
    try deleteCenter.activate()
    let deleteFits = delete.trailingAnchor.constraint(lessThanOrEqualTo: more.leadingAnchor, constant: -16)
    deleteFits.identifier = "deleteFits"
    try deleteFits.activate()
    let moreTrailing = more.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor)
    moreTrailing.identifier = "moreTrailing"
    try moreTrailing.activate()
    let moreCenter = more.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
    moreCenter.identifier = "moreCenter"
    try moreCenter.activate()
    let shareFits = share.trailingAnchor.constraint(lessThanOrEqualTo: more.leadingAnchor, constant: -16)
    shareFits.identifier = "shareFits"
    try shareFits.activate()
    window.layoutIfNeeded()
    expectFrame(bar, "after the initial layout", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after the initial layout", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(share, "after the initial layout", minX: 64, minY: 12, width: 40, height: 20)
    expectFrame(delete, "after the initial layout", minX: 120, minY: 12, width: 48, height: 20)
    expectFrame(more, "after the initial layout", minX: 312, minY: 12, width: 32, height: 20)

    // Step 1: setWindowSize.
    window.frame = Rect(x: 0, y: 0, width: 200, height: 120)
    window.layoutIfNeeded()
    expectFrame(bar, "after step 1 (setWindowSize)", minX: 8, minY: 0, width: 184, height: 44)
    expectFrame(edit, "after step 1 (setWindowSize)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(share, "after step 1 (setWindowSize)", minX: 64, minY: 12, width: 40, height: 20)
    expectFrame(delete, "after step 1 (setWindowSize)", minX: 120, minY: 12, width: 16, height: 20)
    expectFrame(more, "after step 1 (setWindowSize)", minX: 152, minY: 12, width: 32, height: 20)

    // Step 2: removeView.
    delete.removeFromSuperview()
    window.layoutIfNeeded()
    expectFrame(bar, "after step 2 (removeView)", minX: 8, minY: 0, width: 184, height: 44)
    expectFrame(edit, "after step 2 (removeView)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(share, "after step 2 (removeView)", minX: 64, minY: 12, width: 40, height: 20)
    expectFrame(more, "after step 2 (removeView)", minX: 152, minY: 12, width: 32, height: 20)

    // Step 3: setWindowSize.
    window.frame = Rect(x: 0, y: 0, width: 150, height: 120)
    window.layoutIfNeeded()
    expectFrame(bar, "after step 3 (setWindowSize)", minX: 8, minY: 0, width: 134, height: 44)
    expectFrame(edit, "after step 3 (setWindowSize)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(share, "after step 3 (setWindowSize)", minX: 64, minY: 12, width: 22, height: 20)
    expectFrame(more, "after step 3 (setWindowSize)", minX: 102, minY: 12, width: 32, height: 20)

    // Step 4: removeView.
    share.removeFromSuperview()
    window.layoutIfNeeded()
    expectFrame(bar, "after step 4 (removeView)", minX: 8, minY: 0, width: 134, height: 44)
    expectFrame(edit, "after step 4 (removeView)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 4 (removeView)", minX: 102, minY: 12, width: 32, height: 20)

    // Step 5: setWindowSize.
    window.frame = Rect(x: 0, y: 0, width: 360, height: 120)
    window.layoutIfNeeded()
    expectFrame(bar, "after step 5 (setWindowSize)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 5 (setWindowSize)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 5 (setWindowSize)", minX: 312, minY: 12, width: 32, height: 20)

    // Step 6: addView.
    let share2 = Label(text: "Share", fontSize: 16)
    share2.identifier = "share2"
    share2.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(share2)
    window.layoutIfNeeded()
    expectFrame(bar, "after step 6 (addView)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 6 (addView)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 6 (addView)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 6 (addView)", width: 40, height: 20)

    // Step 7: addConstraint.
    let share2Leading = share2.leadingAnchor.constraint(equalTo: edit.trailingAnchor, constant: 16)
    share2Leading.identifier = "share2Leading"
    try share2Leading.activate()
    window.layoutIfNeeded()
    expectFrame(bar, "after step 7 (addConstraint)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 7 (addConstraint)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 7 (addConstraint)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 7 (addConstraint)", minX: 64, width: 40, height: 20)

    // Step 8: addConstraint.
    let share2Center = share2.centerYAnchor.constraint(equalTo: bar.centerYAnchor)
    share2Center.identifier = "share2Center"
    window.layoutIfNeeded()
    expectFrame(bar, "after step 8 (addConstraint)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 8 (addConstraint)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 8 (addConstraint)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 8 (addConstraint)", minX: 64, width: 40, height: 20)

    // Step 9: activate.
    try share2Center.activate()
    window.layoutIfNeeded()
    expectFrame(bar, "after step 9 (activate)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 9 (activate)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 9 (activate)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 9 (activate)", minX: 64, minY: 12, width: 40, height: 20)

    // Step 10: addConstraint.
    let share2Fits = share2.trailingAnchor.constraint(lessThanOrEqualTo: more.leadingAnchor, constant: -16)
    share2Fits.identifier = "share2Fits"
    try share2Fits.activate()
    window.layoutIfNeeded()
    expectFrame(bar, "after step 10 (addConstraint)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 10 (addConstraint)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 10 (addConstraint)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 10 (addConstraint)", minX: 64, minY: 12, width: 40, height: 20)

    // Step 11: tick.
    runLoop.tick()
    expectFrame(bar, "after step 11 (tick)", minX: 8, minY: 0, width: 344, height: 44)
    expectFrame(edit, "after step 11 (tick)", minX: 16, minY: 12, width: 32, height: 20)
    expectFrame(more, "after step 11 (tick)", minX: 312, minY: 12, width: 32, height: 20)
    expectFrame(share2, "after step 11 (tick)", minX: 64, minY: 12, width: 40, height: 20)
}

/// A plain view with an intrinsic content size of its own.
private final class SizedView: View {
    var contentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// How far a frame component may be from the expected value: 1e-7 of the largest value expected.
private let tolerance = 1e-07 * 344

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
