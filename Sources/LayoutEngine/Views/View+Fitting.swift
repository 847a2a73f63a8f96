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
        for constraint in fittingConstraints(targetSize, horizontalPriority, verticalPriority) {
            try? solver.add(constraint)
        }
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.fittingLeaksConstraint), window != nil {
                // The target width goes into the window's engine too, and stays there.
                try? LayoutConstraint(
                    first: layoutNode, firstAttribute: .width, relation: .equal, second: nil,
                    secondAttribute: .notAnAttribute, multiplier: 1,
                    constant: targetSize.width, priority: horizontalPriority
                ).activate()
            }
        #endif
        _ = solver.updateVariables()
        return Size(width: solver.value(of: layoutNode.width), height: solver.value(of: layoutNode.height))
    }

    /// `systemLayoutSizeFitting` with both fitting priorities at `fittingSize` (50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSize, verticalFittingPriority: .fittingSize)
    }

    /// The temporary system `systemLayoutSizeFitting` solves, as a FORMAT.md system whose
    /// variables are named as `Window.constraintSystem()` names them (a view outside a window:
    /// `view<serial>_`-style names), and the names of this view's width and height, so that
    /// another solver can check the fitting size.
    public func fittingSystem(
        _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: Priority = .fittingSize,
        verticalFittingPriority verticalPriority: Priority = .fittingSize
    ) -> (system: ConstraintSystem, width: String, height: String) {
        var names = window?.variableNames() ?? [:]
        func name(_ variable: Variable) -> String {
            if let known = names[ObjectIdentifier(variable)] { return known }
            let made = "var\(names.count)_"  // outside a window: numbered in order of first use
            names[ObjectIdentifier(variable)] = made
            return made
        }
        let made = fittingConstraints(targetSize, horizontalPriority, verticalPriority)
        let width = name(layoutNode.width)
        let height = name(layoutNode.height)
        let constraints = made.map { constraint in
            SystemConstraint(
                exporting: constraint, constant: constraint.constant, priority: constraint.priority, name: name)
        }
        return (ConstraintSystem(edits: [], constraints: constraints, steps: []), width, height)
    }

    /// The temporary solver's constraints, in the order it takes them: the subtree's own
    /// constraints, the engine's constraints of the subtree (its subviews' autoresizing frames,
    /// its guides' insets as they are now), the intrinsic sizes, then the two fitting wishes.
    private func fittingConstraints(_ targetSize: Size, _ horizontalPriority: Priority, _ verticalPriority: Priority)
        -> [Constraint]
    {
        var made = subtreeConstraints().map { Constraint($0.solverExpression(), $0.relation, priority: $0.priority) }
        for view in subtree() {
            if view !== self, view.translatesAutoresizingMaskIntoConstraints {
                made += view.makeAutoresizingConstraints().map {
                    Constraint($0.solverExpression(), $0.relation, priority: $0.priority)
                }
            }
            #if PLUMB_FAULTS
                if PlantedViewFaults.isActive(.fittingWithoutGuides) { continue }
            #endif
            made += view.guideFittingConstraints()
        }
        for view in subtree() { made += view.intrinsicSizeConstraints() }
        let node = layoutNode
        made.append(
            Constraint(
                Expression(terms: [Term(node.width)], constant: -targetSize.width), .equal, priority: horizontalPriority
            ))
        made.append(
            Constraint(
                Expression(terms: [Term(node.height)], constant: -targetSize.height), .equal, priority: verticalPriority
            ))
        return made
    }

    /// The active constraints installed inside the subtree (so among its views and guides), in
    /// tree order, without the content-size ones (made afresh) and this view's autoresizing ones.
    private func subtreeConstraints() -> [LayoutConstraint] {
        subtree().flatMap { view in
            view.constraints.filter { constraint in
                constraint.isActive && constraint.origin != .contentHugging
                    && constraint.origin != .compressionResistance
                    && !(constraint.origin == .autoresizing && constraint.first.view === self)
            }
        }
    }

    /// The margins and safe-area guides held inside the view by their insets now (the margins,
    /// plus the safe area while `insetsLayoutMarginsFromSafeArea`): the window's engine enters
    /// the same constraints, and a view outside a window gets them here too.
    private func guideFittingConstraints() -> [Constraint] {
        let node = layoutNode
        var made: [Constraint] = []
        for (guide, insets) in [(marginsGuide, marginsGuideInsets), (safeAreaGuide, storedSafeAreaInsets)] {
            guard let inner = guide?.layoutNode else { continue }
            let edges: [(Variable, Variable?, Double)] = [
                (inner.minX, nil, insets.left), (inner.minY, nil, insets.top),
                (inner.minX, inner.width, -insets.right), (inner.minY, inner.height, -insets.bottom),
            ]
            for (k, (origin, length, inset)) in edges.enumerated() {
                var terms = [Term(origin)]  // the guide's origin is measured from the view's
                if let length { terms += [Term(length), Term(k == 2 ? node.width : node.height, -1)] }
                made.append(Constraint(Expression(terms: terms, constant: -inset), .equal))
            }
        }
        return made
    }

    /// The view's intrinsic size as the engine enters it: at most (hugging) and at least
    /// (compression resistance) the natural size on each axis that has one.
    private func intrinsicSizeConstraints() -> [Constraint] {
        let size = intrinsicContentSize
        var made: [Constraint] = []
        for (variable, value, axis) in [
            (layoutNode.width, size.width, LayoutAxis.horizontal), (layoutNode.height, size.height, .vertical),
        ] where value >= 0 {
            let expression = Expression(terms: [Term(variable)], constant: -value)
            made.append(Constraint(expression, .lessThanOrEqual, priority: contentHuggingPriority(for: axis)))
            made.append(
                Constraint(expression, .greaterThanOrEqual, priority: contentCompressionResistancePriority(for: axis)))
        }
        return made
    }
}
