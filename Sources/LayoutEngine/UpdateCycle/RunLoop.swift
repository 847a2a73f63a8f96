/// A simulated main run loop (UIKit's, reduced to what layout needs). Each `tick()` is one frame
/// at `framesPerSecond` (60 or 120, as displays refresh): the queued events run first, then every
/// window's update cycle (constraints, layout, display) for what they flagged, then the
/// animations in flight move on (their completions run then).
///
/// Time is counted in frames, so it never drifts: `time` is `frame / framesPerSecond` seconds.
public final class RunLoop {
    public let framesPerSecond: Int
    /// Frames run so far.
    public private(set) var frame = 0
    public private(set) var windows: [Window] = []
    private var events: [() -> Void] = []
    /// The animations in flight (RunLoop+Animation.swift).
    let animator = Animator()
    /// How long the last tick's work took (events, update cycles, animation), in seconds.
    public private(set) var lastTickSeconds = 0.0
    /// One frame's time: 1/60 or 1/120 of a second (16.67 or 8.33 ms).
    public var frameBudget: Double { 1 / Double(framesPerSecond) }

    /// - Precondition: `framesPerSecond` is 60 or 120.
    public init(framesPerSecond: Int = 60) {
        precondition(
            framesPerSecond == 60 || framesPerSecond == 120,
            "a run loop ticks 60 or 120 times a second, not \(framesPerSecond)")
        self.framesPerSecond = framesPerSecond
    }

    /// Seconds since the first frame.
    public var time: Double { Double(frame) / Double(framesPerSecond) }

    /// Adds a window whose update cycle each tick runs.
    public func add(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    /// Stops running a window's update cycle (and holding it).
    public func remove(_ window: Window) {
        windows.removeAll { $0 === window }
    }

    /// Queues an event handler for the next tick (it runs before that tick's update cycle).
    public func perform(_ event: @escaping () -> Void) {
        events.append(event)
    }

    /// One frame: the queued events in order (events they queue wait for the next tick), then
    /// each window's update cycle.
    public func tick() {
        let clock = ContinuousClock()
        let started = clock.now
        let due = events
        events = []
        for event in due { event() }
        for window in windows { window.runUpdateCycle() }
        frame += 1
        for completion in animator.advance(to: Double(frame)) { completion() }
        let took = clock.now - started
        lastTickSeconds = Double(took.components.seconds) + Double(took.components.attoseconds) * 1e-18
    }

    /// `count` ticks.
    public func run(frames count: Int) {
        for _ in 0..<count { tick() }
    }
}
