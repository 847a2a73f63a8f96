import LayoutCase

/// Removals a shrinker tries on a case, each keeping the case consistent: whatever names a removed
/// constraint or view goes with it (steps about it, constraints relating it, its subtree).
extension Case {
    /// Without these constraints and every step about them.
    func removingConstraints(_ ids: Set<String>) -> Case {
        guard !ids.isEmpty else { return self }
        var copy = self
        copy.constraints.removeAll { ids.contains($0.id) }
        copy.steps = Case.removing(from: steps) { step in
            switch step {
            case let .setConstant(id, _), let .setPriority(id, _), let .activate(id), let .deactivate(id):
                ids.contains(id)
            case let .addConstraint(constraint): ids.contains(constraint.id)
            default: false
            }
        }
        return copy
    }

    /// Without these views and their subtrees (declared or added by steps), the constraints that
    /// relate any of them, and every step about them.
    func removingViews(_ ids: Set<String>) -> Case {
        guard !ids.isEmpty else { return self }
        var gone = ids
        var grew = true
        let all = views + steps.compactMap { if case let .addView(view) = $0 { view } else { nil } }
        while grew {
            grew = false
            for view in all where gone.contains(view.parent) && !gone.contains(view.id) {
                gone.insert(view.id)
                grew = true
            }
        }
        var copy = self
        copy.views.removeAll { gone.contains($0.id) }
        let related = Set(
            (constraints
                + (steps + steps.flatMap(\.nested)).compactMap { if case let .addConstraint(c) = $0 { c } else { nil } })
                .filter { constraint in
                    [constraint.first.item, constraint.second?.item].contains {
                        $0.map { gone.contains(Case.viewID(of: $0)) } ?? false
                    }
                }
                .map(\.id))
        copy = copy.removingConstraints(related)
        copy.steps = Case.removing(from: copy.steps) { step in
            switch step {
            case let .addView(view): gone.contains(view.id)
            case let .removeView(id), let .setIntrinsicSize(id, _, _), let .setText(id, _), let .setHidden(id, _),
                let .setStack(id, _):
                gone.contains(id)
            case let .setDirection(id?, _): gone.contains(id)
            case let .fit(fit): gone.contains(fit.view)
            default: false
            }
        }
        return copy
    }

    /// `steps` without those `doomed` says, inside animation blocks too.
    static func removing(from steps: [CaseStep], where doomed: (CaseStep) -> Bool) -> [CaseStep] {
        steps.compactMap { step in
            if doomed(step) { return nil }
            guard case var .animate(animation) = step else { return step }
            animation.steps = removing(from: animation.steps, where: doomed)
            return .animate(animation)
        }
    }

    /// The view gone, its children moved up to its parent (as declared; constraints relating it go).
    func hoistingChildren(of id: String) -> Case? {
        guard let view = views.first(where: { $0.id == id }) else { return nil }
        var copy = self
        // Only a plain view places a subview by hand.
        let placesByHand = view.parent != "window" && views.first { $0.id == view.parent }?.kind == .view
        func hoist(_ child: inout CaseView) {
            child.parent = view.parent
            child.spacingAfter = nil  // only a stack's children have one
            if !placesByHand { child.insetInParent = nil }
        }
        for index in copy.views.indices where copy.views[index].parent == id { hoist(&copy.views[index]) }
        for index in copy.steps.indices {
            if case var .addView(child) = copy.steps[index], child.parent == id {
                hoist(&child)
                copy.steps[index] = .addView(child)
            }
        }
        return copy.removingViews([id])
    }

    /// `v3` of `v3`, `v3.margins` or `v3.safeArea`.
    static func viewID(of item: String) -> String { String(item.prefix { $0 != "." }) }
}
