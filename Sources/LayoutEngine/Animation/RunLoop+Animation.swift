// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)` on the simulated
// run loop: the constraint changes made in the block (with the `layoutIfNeeded()` that applies
// them) move the model frames at once; each view whose frame changed then shows its way there,
// tick by tick, in `presentationFrame(of:)` (Core Animation's presentation layer).

extension RunLoop {
    /// Runs `animations`, then animates every view of the loop's windows whose frame it changed,
    /// from the frame it showed (mid-flight: where its earlier animation had brought it) to its
    /// new frame, starting `delay` seconds from now, over `duration` seconds along `curve`.
    /// `completion` runs once, on the tick the last of them arrives, with `true`, or with `false`
    /// when a later animation takes over its last view first; when nothing moved, on the next tick.
    public func animate(
        withDuration duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let views = windows.flatMap { $0.subtree() }
        let before = views.map { (view: $0, model: $0.frame, shown: animator.presentationFrame(of: $0)) }
        animations()
        let moves = before.filter { $0.view.frame != $0.model }.map { (view: $0.view, from: startFrame($0)) }
        let fps = Double(framesPerSecond)
        let start = Double(frame) + RunLoop.inFrames(max(0, delay) * fps)
        let frames = RunLoop.inFrames(max(0, duration) * fps)
        for done in animator.begin(moves: moves, start: start, frames: frames, curve: curve, completion: completion) {
            done()
        }
    }

    /// Where a moved view's new track starts: the frame it shows (mid-flight: where its earlier
    /// animation has brought it).
    private func startFrame(_ view: (view: View, model: Rect, shown: Rect)) -> Rect {
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.animationRestartsFromModelFrame), animator.isAnimating(view.view) {
                return view.model
            }
        #endif
        return view.shown
    }

    /// A time in frames, a whole number when it is one but for rounding (0.1 s is 6 frames at
    /// 60 Hz, though 0.1 × 60 is 6.000000000000001 in floating point).
    static func inFrames(_ x: Double) -> Double {
        abs(x - x.rounded()) <= 1e-9 * max(1, abs(x)) ? x.rounded() : x
    }

    /// Where `view` shows now: on its way when it is animating, else its frame.
    public func presentationFrame(of view: View) -> Rect {
        animator.presentationFrame(of: view)
    }

    /// Whether any view of the loop is animating.
    public var isAnimating: Bool { !animator.tracks.isEmpty }
}
