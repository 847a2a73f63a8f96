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

    public init(maxViews: Int = 8, maxDepth: Int = 4, constraintsPerView: Int = 4, maxSteps: Int = 8) {
        self.maxViews = maxViews
        self.maxDepth = maxDepth
        self.constraintsPerView = constraintsPerView
        self.maxSteps = maxSteps
    }
}
