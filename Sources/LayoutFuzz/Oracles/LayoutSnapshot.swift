import ConstraintSystem
import LayoutEngine

/// One engine's answer, in terms the oracles can compare across engines: each view's frame in
/// its superview's coordinates under its case id (what the engine's variables and UIKit's
/// `frame` measure), the total error at each optional priority of the
/// engine's own exported system at those frames, and how many constraints it broke.
struct LayoutSnapshot {
    var frames: [String: Rect]
    /// Total error by optional priority value.
    var errors: [Double: Double]
    /// The broken constraints by id, sorted: a case constraint's id, or the whole description of
    /// one the engine made (a stack's `SV-` identifiers name a role, not which stack's).
    var broken: [String]
    /// The window's width.
    var width: Double
    /// Each view's superview's width by case id (the window's for a top-level view), for
    /// mirroring: a frame is reflected in its superview.
    var superviewWidths: [String: Double]
    /// What the engine feeds back from the frames into the system, by case id: safe-area insets
    /// and margins (they depend on where a view sits), intrinsic sizes (a wrapping label's
    /// height depends on its width) and the sizes of views placed by hand (their parent's). With
    /// feedback a layout can settle in more than one place.
    var inputs: [String: ViewInputs]
    /// False when the engine's update cycle gave up on a layout that kept changing (a feedback
    /// loop): its frames are where it stopped, not a fixpoint.
    var settled: Bool

    /// The snapshot of a runner's window, read off its views and its solver without exporting
    /// the system: each view's frame as is (the export's variables hold the frames), and the
    /// errors the exported constraints have at the frames (`Window.optionalErrorsAtFrames`).
    init(_ runner: CaseRunner) {
        self.init(runner, errors: runner.window.optionalErrorsAtFrames())
    }

    /// The snapshot with the errors summed from the window's export already at hand: its system
    /// and the variables' values at the frames (`FrameAgreement.frameValues`, which reads them
    /// off the same frames).
    init(_ runner: CaseRunner, system: ConstraintSystem, values: [String: Double]) {
        var errors: [Double: Double] = [:]
        for constraint in system.constraints where !constraint.priority.isRequired {
            errors[constraint.priority.value, default: 0] += constraint.error { values[$0] ?? 0 }
        }
        self.init(runner, errors: errors)
    }

    /// The snapshot with the errors given, each view's frame as it is.
    private init(_ runner: CaseRunner, errors: [Double: Double]) {
        let window = runner.window
        let views = runner.viewsInWindow()
        frames = Dictionary(minimumCapacity: views.count)
        inputs = Dictionary(minimumCapacity: views.count)
        superviewWidths = Dictionary(minimumCapacity: views.count)
        for (id, view) in views {
            superviewWidths[id] = (view.superview ?? window).bounds.width
            inputs[id] = ViewInputs(
                safeArea: view.safeAreaInsets, margins: view.layoutMargins, content: view.intrinsicContentSize,
                placed: runner.handPlaced.contains(id) ? view.frame.size : nil)
            frames[id] = view.frame
        }
        self.errors = errors
        // A case constraint is one the runner made under that id (its table of them, by id).
        broken = window.brokenConstraints.map { constraint in
            constraint.identifier.flatMap { runner.constraint($0) != nil ? $0 : nil } ?? "(\(constraint))"
        }.sorted()
        width = window.bounds.width
        settled = window.feedbackLoops == 0
    }

    /// The same layout seen in a mirror about the window's vertical centre line: each frame
    /// reflected in its superview.
    func mirrored() -> LayoutSnapshot {
        var copy = self
        for (id, frame) in frames {
            let width = superviewWidths[id] ?? 0
            copy.frames[id] = Rect(
                x: width - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height)
        }
        for (id, input) in inputs { copy.inputs[id] = input.mirrored() }
        return copy
    }

    /// Why two engines cannot be compared frame by frame: they broke different constraints (which
    /// one breaks depends on the order the constraints came in). Engines that broke the same ones
    /// solve the same system, and are compared.
    func brokenReason(_ other: LayoutSnapshot) -> String? {
        broken != other.broken ? "different conflicting constraints broken (which one breaks depends on history)" : nil
    }

    /// Why the two layouts cannot be compared, if one of them never settled (frame feedback
    /// that keeps moving: UIKit's update cycle loops too, and the case ends there on the live
    /// engine; a fresh engine of another direction or order may meet it where the live one did not).
    func unsettledReason(_ other: LayoutSnapshot) -> String? {
        settled && other.settled ? nil : "a layout never settled (feedback loop): no fixpoint to compare"
    }

    /// Why the two layouts need not agree, if their engines settled on different inputs: a
    /// different fixpoint of the same case, not a defect this comparison can judge (each engine's
    /// own optimality is the `reference` oracle's business).
    func otherFixpoint(than other: LayoutSnapshot, tolerance: Double) -> String? {
        if let reason = unsettledReason(other) { return reason }
        for id in inputs.keys.sorted() {
            guard let a = inputs[id], let b = other.inputs[id] else { continue }
            if let what = a.difference(b, tolerance: tolerance) {
                return "the layouts settled on different \(what) for \(id) (frame feedback: another fixpoint)"
            }
        }
        return nil
    }
}
