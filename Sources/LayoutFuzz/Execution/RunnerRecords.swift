import ConstraintSystem
import LayoutCase
import LayoutEngine

/// What `CaseRunner` saw of the steps whose oracles need more than the state they leave: the
/// formats it read, the animations it started and the presentation frames it sampled at every
/// tick, the fitting calls it made. Each record carries the number of the step that made it (1
/// for the first step), as `StepObservation.step` counts.
package struct RunnerRecords {
    package var formats: [FormatRecord] = []
    package var animations: [AnimationRecord] = []
    /// The samples taken during the last step (a `tick` takes one per frame).
    package var samples: [AnimationSample] = []
    package var fits: [FitRecord] = []
}

/// One `addFormat` step: the dictionary it read with, and the constraints made or the error.
package struct FormatRecord {
    package var step: Int
    package var format: CaseFormat
    package var views: [String: View]
    package var options: LayoutFormatOptions
    package var metrics: [String: Double]
    package var outcome: Result<[LayoutConstraint], VisualFormatError>
}

/// One `animate` step, as the harness sees it from outside the engine: the frame of the run
/// loop at the call, the timing in frames, each view whose model frame the block changed (from
/// the frame it showed to its new frame), and the completion's calls.
package struct AnimationRecord {
    package struct Move {
        package var id: String
        package var from: Rect
        package var to: Rect
        /// The frame of the run loop when a later animation took the view over.
        package var takenOverAt: Int?
    }

    package var step: Int
    package var curve: CaseCurve
    package var calledAt: Int
    /// Delay and duration in frames of the run loop.
    package var delay: Double
    package var frames: Double
    package var moves: [Move]
    package var completions: [(frame: Int, finished: Bool)] = []

    /// The tick on which the animation arrives: the first one at or after its end (at least the
    /// next), counting a time within rounding of a whole frame as that frame. An animation that
    /// moves nothing is done on the next tick, as in UIKit.
    package var lastTick: Int {
        guard !moves.isEmpty else { return calledAt + 1 }
        return calledAt + AnimationRecord.ticks(toEnd: delay + frames)
    }

    /// The ticks after the call on which an animation ending `end` frames after it arrives: the
    /// first at or after the end, at least the next, a time within rounding of a whole frame
    /// counting as that frame.
    package static func ticks(toEnd end: Double) -> Int {
        let whole = abs(end - end.rounded()) <= 1e-9 * max(1, end) ? end.rounded() : end.rounded(.up)
        // Case files bound delay and duration (CaseLimits); the clamp keeps any other caller
        // from trapping on a conversion.
        return max(1, Int(min(whole, Double(Int32.max))))
    }

    /// Whether a later animation took any of its views before its last tick.
    package var wasTakenOver: Bool { moves.contains { $0.takenOverAt != nil } }
}

/// A view's presentation and model frames after one tick, for one animation that moves it.
package struct AnimationSample {
    package var frame: Int
    package var animation: Int
    package var id: String
    package var shown: Rect
    package var model: Rect
}

/// One `fit` step: the size it gave, the temporary system it solved (with the names of the
/// view's width and height), and the window before and after.
package struct FitRecord {
    package var step: Int
    package var fit: CaseFit
    package var size: Size
    package var system: ConstraintSystem
    package var width: String
    package var height: String
    package var before: WindowState
    package var after: WindowState
}

/// What a fitting call must leave as it was: the window's exported system, every view's frame,
/// the broken constraints, and the update-cycle flags.
package struct WindowState: Equatable {
    package var system: ConstraintSystem
    package var frames: [Rect]
    package var broken: Int
    package var needsLayout: [Bool]
}
