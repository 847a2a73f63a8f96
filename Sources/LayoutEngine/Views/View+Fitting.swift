import Cassowary
import ConstraintSystem

// Fitting size (UIKit's `systemLayoutSizeFitting`): the size the view's own constraints give it,
// as close to a target as the fitting priorities ask, solved in a temporary Cassowary solver of
// its own. The window's solver, its frames and its update-cycle flags are not touched; nothing is
// added to the tree.

extension View {
    /// The smallest size: fitting towards it gives the compressed size.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// A very large size: fitting towards it gives the expanded size.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size that satisfies the constraints among this view and its subviews, with the width
    /// wished to be `targetSize.width` at `horizontalPriority` and the height `targetSize.height`
    /// at `verticalPriority` (1000: required). Constraints to views outside the subtree, and this
    /// view's own autoresizing constraints, take no part; intrinsic sizes do, with their hugging
    /// and compression resistance (a `Label` wraps at its `preferredMaxLayoutWidth`). A constraint
    /// that cannot be satisfied with the rest is left out, as the window's engine would break it.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: Priority = .fittingSize,
        verticalFittingPriority verticalPriority: Priority = .fittingSize
    ) -> Size {
        let solver = Solver()
        for constraint in fittingConstraints() {
            try? solver.add(Constraint(constraint.solverExpression(), constraint.relation, priority: constraint.priority))
        }
        for view in subtree() { view.addIntrinsicSize(to: solver) }
        let node = layoutNode
        try? solver.add(Constraint(Expression(terms: [Term(node.width)], constant: -targetSize.width), .equal, priority: horizontalPriority))
        try? solver.add(Constraint(Expression(terms: [Term(node.height)], constant: -targetSize.height), .equal, priority: verticalPriority))
        _ = solver.updateVariables()
        return Size(width: solver.value(of: node.width), height: solver.value(of: node.height))
    }

    /// `systemLayoutSizeFitting` with both fitting priorities at `fittingSize` (50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSize, verticalFittingPriority: .fittingSize)
    }

    /// The active constraints installed inside the subtree (so among its views and guides), in
    /// tree order, without the content-size ones (made afresh) and this view's autoresizing ones.
    private func fittingConstraints() -> [LayoutConstraint] {
        subtree().flatMap { view in
            view.constraints.filter { constraint in
                constraint.isActive && constraint.origin != .contentHugging && constraint.origin != .compressionResistance
                    && !(constraint.origin == .autoresizing && constraint.first.view === self)
            }
        }
    }

    /// The view's intrinsic size as the engine enters it: at most (hugging) and at least
    /// (compression resistance) the natural size on each axis that has one.
    private func addIntrinsicSize(to solver: Solver) {
        let size = intrinsicContentSize
        for (variable, value, axis) in [(layoutNode.width, size.width, LayoutAxis.horizontal), (layoutNode.height, size.height, .vertical)] where value >= 0 {
            let expression = Expression(terms: [Term(variable)], constant: -value)
            try? solver.add(Constraint(expression, .lessThanOrEqual, priority: contentHuggingPriority(for: axis)))
            try? solver.add(Constraint(expression, .greaterThanOrEqual, priority: contentCompressionResistancePriority(for: axis)))
        }
    }
}
