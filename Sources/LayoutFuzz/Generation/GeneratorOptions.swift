/// The knobs of `CaseGenerator`: how big a case may get.
public struct GeneratorOptions: Equatable, Sendable {
    /// Views besides the window: 1 to this many.
    public var maxViews: Int
    /// Deepest nesting below the window.
    public var maxDepth: Int
    /// Constraints made per view: 1 to this many.
    public var constraintsPerView: Int
    /// Steps in the edit script: 0 to this many.
    public var maxSteps: Int
    /// Stack views, visual formats, animations and fitting-size calls besides the core mix of
    /// views, constraints and edits (`plumb fuzz --features core` leaves them out).
    public var features: Bool

    public init(maxViews: Int = 8, maxDepth: Int = 4, constraintsPerView: Int = 4, maxSteps: Int = 8, features: Bool = true) {
        self.maxViews = maxViews
        self.maxDepth = maxDepth
        self.constraintsPerView = constraintsPerView
        self.maxSteps = maxSteps
        self.features = features
    }
}
