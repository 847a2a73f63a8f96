/// The animations in flight on a run loop: for each animated view, the frame it moves from and
/// to, when, how long, along which curve, and the group (one `animate` call) it belongs to. Each
/// tick sets every view's presentation frame; on the tick its time is up the view arrives exactly
/// and its track ends; a group's completion runs once, when its last track ends (`true`), or
/// when a later animation took over its last view mid-flight (`false`).
final class Animator {
    struct Track {
        weak var view: View?
        var from: Rect
        var to: Rect
        /// In frames of the run loop (a delay can make it fractional), so that the time is exact.
        var start: Double
        var frames: Double
        var curve: AnimationCurve
        var group: Int
        var presentation: Rect
    }

    private(set) var tracks: [Track] = []
    private var completions: [Int: (Bool) -> Void] = [:]
    private var remaining: [Int: Int] = [:]
    private var nextGroup = 0
    /// Completions of groups that moved nothing, run on the next tick.
    private var pending: [() -> Void] = []

    /// The frame a view shows now: where its animation has brought it, or its model frame.
    func presentationFrame(of view: View) -> Rect {
        tracks.last { $0.view === view }?.presentation ?? view.frame
    }

    /// Whether an animation is moving `view` (mid-flight, or in its delay).
    func isAnimating(_ view: View) -> Bool {
        tracks.contains { $0.view === view }
    }

    /// Starts one group: a track per moved view (from where it shows now, so a view caught
    /// mid-flight continues from there), taking each view over from the group that had it.
    func begin(
        moves: [(view: View, from: Rect)], start: Double, frames: Double, curve: AnimationCurve,
        completion: ((Bool) -> Void)?
    ) -> [() -> Void] {
        let group = nextGroup
        nextGroup += 1
        var finished: [() -> Void] = []
        for move in moves {
            if let index = tracks.firstIndex(where: { $0.view === move.view }) {
                finished += end(tracks.remove(at: index).group, finished: false)
            }
            tracks.append(
                Track(
                    view: move.view, from: move.from, to: move.view.frame, start: start, frames: frames, curve: curve,
                    group: group, presentation: move.from))
        }
        if let completion { completions[group] = completion }
        remaining[group] = moves.count
        if moves.isEmpty { pending += end(group, finished: true, counting: false) }  // nothing moved: done on the next tick
        return finished
    }

    /// Sets every presentation frame for frame `now` of the run loop; returns the completions
    /// due, in order.
    func advance(to now: Double) -> [() -> Void] {
        var due = pending
        pending = []
        var kept: [Track] = []
        for var track in tracks {
            guard track.view != nil else {
                due += end(track.group, finished: false)
                continue
            }
            // A delay holds even a zero-length animation back: time is up only after the start.
            if now >= RunLoop.inFrames(track.start + Animator.lastTick(of: track)) {
                due += end(track.group, finished: true)
                continue
            }
            track.presentation = Animator.interpolate(
                track.from, track.to, elapsed: max(0, now - track.start), of: track.frames, track.curve)
            kept.append(track)
        }
        tracks = kept
        return due
    }

    /// When a track's time is up, in frames after its start.
    private static func lastTick(of track: Track) -> Double {
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.animationSkipsLastTick), track.frames >= 2 { return track.frames - 1 }
        #endif
        return track.frames
    }

    /// One fewer track in `group` (unless not `counting`); its completion when none is left.
    private func end(_ group: Int, finished: Bool, counting: Bool = true) -> [() -> Void] {
        if counting { remaining[group, default: 1] -= 1 }
        guard remaining[group, default: 0] <= 0 else { return [] }
        remaining[group] = nil
        guard let completion = completions.removeValue(forKey: group) else { return [] }
        return [{ completion(finished) }]
    }

    /// The frame `elapsed` of `total` frames from `a` to `b`; linear as `a + (b - a) × elapsed /
    /// total`, multiplied before divided, so that whole steps land on whole values.
    static func interpolate(_ a: Rect, _ b: Rect, elapsed: Double, of total: Double, _ curve: AnimationCurve) -> Rect {
        guard total > 0 else { return a }  // a zero-length animation still in its delay
        let progress = curve == .linear ? nil : curve.progress(at: elapsed / total)
        func mix(_ x: Double, _ y: Double) -> Double {
            if let progress { return x + (y - x) * progress }
            return x + (y - x) * elapsed / total
        }
        return Rect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height))
    }
}
