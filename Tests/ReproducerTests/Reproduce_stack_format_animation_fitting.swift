// A regression test printed by `plumb replay CASE --swift` (docs/reports.md).
// Case: Corpus/seeds/stack_format_animation_fitting.json
// Replay: swift run -c release plumb replay Corpus/seeds/stack_format_animation_fitting.json
// Recorded: every oracle held at every step.
//
// It builds the case on LayoutEngine's public API, as `plumb` plays it, and expects every
// frame component (window coordinates) that the reference solver determines after the
// first layout and after each step.

import LayoutEngine
import Testing

@Test func reproduce_stack_format_animation_fitting() throws {
    let window = Window(size: Size(width: 320, height: 480))
    window.identifier = "window"
    let runLoop = RunLoop(framesPerSecond: 60)
    runLoop.add(window)
    let toolbar = StackView()
    toolbar.distribution = .equalSpacing
    toolbar.alignment = .center
    toolbar.spacing = 8
    toolbar.isLayoutMarginsRelativeArrangement = true
    toolbar.identifier = "toolbar"
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(toolbar)
    let back = Label(text: "Back")
    back.identifier = "back"
    back.translatesAutoresizingMaskIntoConstraints = false
    toolbar.addArrangedSubview(back)
    let title = Label(text: "Settings")
    title.identifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    toolbar.addArrangedSubview(title)
    toolbar.setCustomSpacing(16, after: title)
    let done = Label(text: "Done")
    done.identifier = "done"
    done.translatesAutoresizingMaskIntoConstraints = false
    toolbar.addArrangedSubview(done)
    let card = SizedView()
    card.identifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let icon = ImageView(imageSize: Size(width: 24, height: 24))
    icon.identifier = "icon"
    icon.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(icon)
    let note = Label(text: "A longer line of text")
    note.numberOfLines = 0
    note.preferredMaxLayoutWidth = 120
    note.identifier = "note"
    note.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(note)
    let barTop = toolbar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
    barTop.identifier = "barTop"
    try barTop.activate()
    let barLeading = toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    barLeading.identifier = "barLeading"
    try barLeading.activate()
    let barTrailing = toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor)
    barTrailing.identifier = "barTrailing"
    try barTrailing.activate()
    let cardTop = card.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 20)
    cardTop.identifier = "cardTop"
    try cardTop.activate()
    let cardLeading = card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16)
    cardLeading.identifier = "cardLeading"
    try cardLeading.activate()
    window.layoutIfNeeded()
    expectFrame(toolbar, "after the initial layout", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after the initial layout", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after the initial layout", minX: 126, minY: 8, width: 68, height: 21.25)
    expectFrame(done, "after the initial layout", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after the initial layout", minX: 16, minY: 57.25)
    expectFrame(icon, "after the initial layout", width: 24, height: 24)
    expectFrame(note, "after the initial layout", width: 110.5, height: 42.5)

    // Step 1: addFormat.
    let cellConstraints = (try? LayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[note]-|", options: [.alignAllTop], views: ["icon": icon, "note": note])) ?? []
    for (index, constraint) in cellConstraints.enumerated() {
        constraint.identifier = "cell-\(index)"
        try constraint.activate()
    }
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 1 (addFormat)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 1 (addFormat)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 1 (addFormat)", minX: 126, minY: 8, width: 68, height: 21.25)
    expectFrame(done, "after step 1 (addFormat)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 1 (addFormat)", minX: 16, minY: 57.25, width: 182.5)
    expectFrame(icon, "after step 1 (addFormat)", minX: 36, width: 24, height: 24)
    expectFrame(note, "after step 1 (addFormat)", minX: 68, width: 110.5, height: 42.5)

    // Step 2: addFormat.
    let rowsConstraints = (try? LayoutConstraint.constraints(withVisualFormat: "V:|-[icon]-(>=8)-|", views: ["icon": icon])) ?? []
    for (index, constraint) in rowsConstraints.enumerated() {
        constraint.identifier = "rows-\(index)"
        try constraint.activate()
    }
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 2 (addFormat)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 2 (addFormat)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 2 (addFormat)", minX: 126, minY: 8, width: 68, height: 21.25)
    expectFrame(done, "after step 2 (addFormat)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 2 (addFormat)", minX: 16, minY: 57.25, width: 182.5)
    expectFrame(icon, "after step 2 (addFormat)", minX: 36, minY: 77.25, width: 24, height: 24)
    expectFrame(note, "after step 2 (addFormat)", minX: 68, minY: 77.25, width: 110.5, height: 42.5)

    // Step 3: addFormat.
    let typoConstraints = (try? LayoutConstraint.constraints(withVisualFormat: "V:|-[note]-(>=8@750-|", views: ["toolbar": toolbar, "back": back, "title": title, "done": done, "card": card, "icon": icon, "note": note])) ?? []
    for (index, constraint) in typoConstraints.enumerated() {
        constraint.identifier = "typo-\(index)"
        try constraint.activate()
    }
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 3 (addFormat)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 3 (addFormat)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 3 (addFormat)", minX: 126, minY: 8, width: 68, height: 21.25)
    expectFrame(done, "after step 3 (addFormat)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 3 (addFormat)", minX: 16, minY: 57.25, width: 182.5)
    expectFrame(icon, "after step 3 (addFormat)", minX: 36, minY: 77.25, width: 24, height: 24)
    expectFrame(note, "after step 3 (addFormat)", minX: 68, minY: 77.25, width: 110.5, height: 42.5)

    // Step 4: fit.
    _ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 4 (fit)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 4 (fit)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 4 (fit)", minX: 126, minY: 8, width: 68, height: 21.25)
    expectFrame(done, "after step 4 (fit)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 4 (fit)", minX: 16, minY: 57.25, width: 182.5)
    expectFrame(icon, "after step 4 (fit)", minX: 36, minY: 77.25, width: 24, height: 24)
    expectFrame(note, "after step 4 (fit)", minX: 68, minY: 77.25, width: 110.5, height: 42.5)

    // Step 5: animate.
    runLoop.animate(withDuration: 0.25, curve: .linear) {
        title.isHidden = true
        cardTop.constant = 40
        window.layoutIfNeeded()
    }
    expectFrame(toolbar, "after step 5 (animate)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 5 (animate)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 5 (animate)", minX: 8, minY: 8, width: 0, height: 21.25)
    expectFrame(done, "after step 5 (animate)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 5 (animate)", minX: 16, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 5 (animate)", minX: 36, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 5 (animate)", minX: 68, minY: 97.25, width: 110.5, height: 42.5)

    // Step 6: tick.
    runLoop.run(frames: 20)
    expectFrame(toolbar, "after step 6 (tick)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 6 (tick)", minX: 8, minY: 8, width: 34, height: 21.25)
    expectFrame(title, "after step 6 (tick)", minX: 8, minY: 8, width: 0, height: 21.25)
    expectFrame(done, "after step 6 (tick)", minX: 278, minY: 8, width: 34, height: 21.25)
    expectFrame(card, "after step 6 (tick)", minX: 16, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 6 (tick)", minX: 36, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 6 (tick)", minX: 68, minY: 97.25, width: 110.5, height: 42.5)

    // Step 7: setStack.
    toolbar.distribution = .fillEqually
    toolbar.alignment = .firstBaseline
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 7 (setStack)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 7 (setStack)", minX: 8, minY: 8, width: 148, height: 21.25)
    expectFrame(title, "after step 7 (setStack)", minX: 8, minY: 8, width: 0, height: 21.25)
    expectFrame(done, "after step 7 (setStack)", minX: 164, minY: 8, width: 148, height: 21.25)
    expectFrame(card, "after step 7 (setStack)", minX: 16, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 7 (setStack)", minX: 36, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 7 (setStack)", minX: 68, minY: 97.25, width: 110.5, height: 42.5)

    // Step 8: animate.
    runLoop.animate(withDuration: 0.1, delay: 0.05, curve: .easeInOut) {
        title.isHidden = false
        window.layoutIfNeeded()
    }
    expectFrame(toolbar, "after step 8 (animate)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 8 (animate)", minX: 8, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(title, "after step 8 (animate)", minX: 109.33333333333333, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(done, "after step 8 (animate)", minX: 218.66666666666666, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(card, "after step 8 (animate)", minX: 16, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 8 (animate)", minX: 36, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 8 (animate)", minX: 68, minY: 97.25, width: 110.5, height: 42.5)

    // Step 9: tick.
    runLoop.run(frames: 12)
    expectFrame(toolbar, "after step 9 (tick)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 9 (tick)", minX: 8, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(title, "after step 9 (tick)", minX: 109.33333333333333, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(done, "after step 9 (tick)", minX: 218.66666666666666, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(card, "after step 9 (tick)", minX: 16, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 9 (tick)", minX: 36, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 9 (tick)", minX: 68, minY: 97.25, width: 110.5, height: 42.5)

    // Step 10: setDirection.
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 10 (setDirection)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 10 (setDirection)", minX: 218.66666666666666, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(title, "after step 10 (setDirection)", minX: 117.33333333333333, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(done, "after step 10 (setDirection)", minX: 8, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(card, "after step 10 (setDirection)", minX: 121.5, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 10 (setDirection)", minX: 260, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 10 (setDirection)", minX: 141.5, minY: 97.25, width: 110.5, height: 42.5)

    // Step 11: fit.
    _ = toolbar.systemLayoutSizeFitting(Size(width: 10000000, height: 0), withHorizontalFittingPriority: 250)
    window.layoutIfNeeded()
    expectFrame(toolbar, "after step 11 (fit)", minX: 0, minY: 0, width: 320, height: 37.25)
    expectFrame(back, "after step 11 (fit)", minX: 218.66666666666666, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(title, "after step 11 (fit)", minX: 117.33333333333333, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(done, "after step 11 (fit)", minX: 8, minY: 8, width: 93.33333333333333, height: 21.25)
    expectFrame(card, "after step 11 (fit)", minX: 121.5, minY: 77.25, width: 182.5)
    expectFrame(icon, "after step 11 (fit)", minX: 260, minY: 97.25, width: 24, height: 24)
    expectFrame(note, "after step 11 (fit)", minX: 141.5, minY: 97.25, width: 110.5, height: 42.5)
}

/// A plain view with an intrinsic content size of its own.
private final class SizedView: View {
    var contentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// How far a frame component may be from the expected value: 1e-7 of the largest value expected.
private let tolerance = 1e-07 * 320

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
