import LayoutEngine
import Testing

/// Small builders shared by the update-cycle tests.
enum CycleFixture {
    /// Adds `view` to `parent` and places it at (`x`, `y`) with the given size by four required
    /// constraints (clearing `translatesAutoresizingMaskIntoConstraints`, as for any constrained view).
    @discardableResult
    static func place(
        _ view: View, in parent: View, x: Double, y: Double, width: Double, height: Double
    ) throws -> CyclePlacement {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let placement = CyclePlacement(
            leading: view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
            top: view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
            width: view.widthAnchor.constraint(equalToConstant: width),
            height: view.heightAnchor.constraint(equalToConstant: height))
        try LayoutConstraint.activate([placement.leading, placement.top, placement.width, placement.height])
        return placement
    }

    /// Activates `constraints` where a hook cannot throw; a failure is a test failure.
    static func activate(_ constraints: [LayoutConstraint], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            Issue.record("activation failed: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// A tracing 320 × 480 window in a run loop of `framesPerSecond`.
    static func stage(framesPerSecond: Int = 60) -> (window: Window, loop: RunLoop) {
        let window = Window(size: Size(width: 320, height: 480))
        window.isTracing = true
        let loop = RunLoop(framesPerSecond: framesPerSecond)
        loop.add(window)
        return (window, loop)
    }

    /// Runs one tick so that everything the tree flagged while it was built is done, then clears
    /// the trace: the quiet starting point of most tests.
    static func settle(_ window: Window, _ loop: RunLoop) {
        loop.tick()
        window.trace = []
    }
}
