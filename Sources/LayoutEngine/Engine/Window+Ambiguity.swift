import Cassowary

// Ambiguity (UIKit's `hasAmbiguousLayout` and `constraintsAffectingLayout(for:)`): which views
// the constraints leave free to move or stretch, read off the engine's own solver: each frame
// variable's range over the optimal face of the current optimum (`Solver.ranges(of:)`), on a copy
// of the tableau. The engine calls no oracle, so the `ambiguity` oracle can judge this answer
// against the reference solver's. A debugging aid, not something for every frame.

/// A view whose frame the constraints do not pin down, and how.
public struct AmbiguousView {
    public let view: View
    /// The frame components free to vary at the optimum: `minX`, `minY`, `width`, `height`.
    public let freeComponents: [String]

    /// Free to move or stretch left and right.
    public var isAmbiguousHorizontally: Bool { freeComponents.contains("minX") || freeComponents.contains("width") }
    /// Free to move or stretch up and down.
    public var isAmbiguousVertically: Bool { freeComponents.contains("minY") || freeComponents.contains("height") }

    /// The frame components, in the order of `LayoutNode.variables`.
    static let components = ["minX", "minY", "width", "height"]
}

extension Window {
    /// The views of the window (not the window itself), parents first, whose frame has a
    /// component that more than one optimal solution gives different values: every constraint
    /// holds as well as it can whichever of them the engine picks. A component no constraint in
    /// the solver uses is free.
    public func ambiguousViews() -> [AmbiguousView] {
        let views = Array(subtree().dropFirst())
        let determined = engine.solver.ranges(of: views.flatMap(\.layoutNode.variables)).map(\.isDetermined)
        return views.enumerated().compactMap { index, view in
            let free = AmbiguousView.components.indices.filter { !determined[4 * index + $0] }.map {
                AmbiguousView.components[$0]
            }
            return free.isEmpty ? nil : AmbiguousView(view: view, freeComponents: free)
        }
    }
}

extension View {
    /// True when the constraints leave this view's frame free to vary (see `Window.ambiguousViews`);
    /// false outside a window, where nothing is solved.
    public var hasAmbiguousLayout: Bool {
        guard let window, window !== self else { return false }
        // Only this view's four variables need a linear program.
        return window.engine.solver.ranges(of: layoutNode.variables).contains { !$0.isDetermined }
    }

    /// The active constraints that name this view along `axis` (left, right, leading, trailing,
    /// centre X, width; or top, bottom, centre Y, baselines, height), the engine's own included
    /// (autoresizing, content size), in tree order of the views they are installed on.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        var root: View = self
        while let superview = root.superview { root = superview }
        let node = layoutNode
        return root.subtree().flatMap(\.constraints).filter { constraint in
            guard constraint.isActive else { return false }
            let attributes = [
                (constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute),
            ]
            return attributes.contains { item, attribute in
                item === node
                    && (axis == .horizontal
                        ? attribute.axis == .horizontal || attribute == .width
                        : attribute.axis == .vertical || attribute == .height)
            }
        }
    }
}
