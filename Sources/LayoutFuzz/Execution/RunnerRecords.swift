import ConstraintSystem
import LayoutEngine
import LayoutCase

/// What `CaseRunner` saw of the steps whose oracles need more than the state they leave: the
/// formats it read, the animations it started and the presentation frames it sampled at every
/// tick, the fitting calls it made. Each record carries the number of the step that made it (1
/// for the first step), as `StepObservation.step` counts.
public struct RunnerRecords {
    public var formats: [FormatRecord] = []
    public var animations: [AnimationRecord] = []
    /// The samples taken during the last step (a `tick` takes one per frame).
    public var samples: [AnimationSample] = []
    public var fits: [FitRecord] = []
}

/// One `addFormat` step: the dictionary it read with, and the constraints made or the error.
public struct FormatRecord {
    public var step: Int
    public var format: CaseFormat
    public var views: [String: View]
    public var options: LayoutFormatOptions
    public var metrics: [String: Double]
    public var outcome: Result<[LayoutConstraint], VisualFormatError>
}

/// One `animate` step, as the harness sees it from outside the engine: the frame of the run
/// loop at the call, the timing in frames, each view whose model frame the block changed (from
/// the frame it showed to its new frame), and the completion's calls.
public struct AnimationRecord {
    public struct Move {
        public var id: String
        public var from: Rect
        public var to: Rect
        /// The frame of the run loop when a later animation took the view over.
        public var takenOverAt: Int?
    }

    public var step: Int
    public var curve: CaseCurve
    public var calledAt: Int
    /// Delay and duration in frames of the run loop.
    public var delay: Double
    public var frames: Double
    public var moves: [Move]
    public var completions: [(frame: Int, finished: Bool)] = []

    /// The tick on which the animation arrives: the first one at or after its end (at least the
    /// next), counting a time within rounding of a whole frame as that frame. An animation that
    /// moves nothing is done on the next tick, as in UIKit.
    public var lastTick: Int {
        guard !moves.isEmpty else { return calledAt + 1 }
        let end = delay + frames
        let whole = abs(end - end.rounded()) <= 1e-9 * max(1, end) ? end.rounded() : end.rounded(.up)
        return calledAt + max(1, Int(whole))
    }

    /// Whether a later animation took any of its views before its last tick.
    public var wasTakenOver: Bool { moves.contains { $0.takenOverAt != nil } }
}

/// A view's presentation and model frames after one tick, for one animation that moves it.
public struct AnimationSample {
    public var frame: Int
    public var animation: Int
    public var id: String
    public var shown: Rect
    public var model: Rect
}

/// One `fit` step: the size it gave, the temporary system it solved (with the names of the
/// view's width and height), and the window before and after.
public struct FitRecord {
    public var step: Int
    public var fit: CaseFit
    public var size: Size
    public var system: ConstraintSystem
    public var width: String
    public var height: String
    public var before: WindowState
    public var after: WindowState
}

/// What a fitting call must leave as it was: the window's exported system, every view's frame,
/// the broken constraints, and the update-cycle flags.
public struct WindowState: Equatable {
    public var system: ConstraintSystem
    public var frames: [Rect]
    public var broken: Int
    public var needsLayout: [Bool]
}
