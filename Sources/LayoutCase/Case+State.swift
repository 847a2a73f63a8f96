/// A case's state after some of its steps, as a case of its own with no steps: what a fresh
/// engine would be built from to stand where the incremental one stands (the `rebuild`,
/// `mirror` and `order` oracles compare the two).
///
/// Each step is applied to the data: constants, priorities and activity to the constraint,
/// content to the view, size, safe area and direction to the window. A removed view takes its
/// subtree with it, and every constraint that names one of those views leaves the case too (the
/// engine deactivates the constraints between the subtree and the rest; the ones inside it no
/// longer take part in the window's layout). A visual format's constraints depend on how the
/// engine reads the string, so `state(afterSteps:)` leaves them out; `CasePlayer` adds the ones
/// the engine made, as plain constraints.
extension Case {
    package func state(afterSteps count: Int) -> Case {
        var result = self
        result.steps = []
        for step in steps.prefix(count) { result.apply(step) }
        return result
    }

    /// Applies one step to a state (a case without steps): what a player does after each step,
    /// so that it does not replay the script from the start every time.
    package mutating func apply(_ step: CaseStep) {
        switch step {
        case let .setConstant(id, value): updateConstraint(id) { $0.constant = value }
        case let .setPriority(id, value): updateConstraint(id) { $0.priority = value }
        case let .activate(id): updateConstraint(id) { $0.active = true }
        case let .deactivate(id): updateConstraint(id) { $0.active = false }
        case let .addConstraint(constraint): constraints.append(constraint)
        case let .addView(view): views.append(view)
        case let .removeView(id): removeSubtree(of: id)
        case let .setIntrinsicSize(id, width, height):
            updateView(id) {
                $0.intrinsicWidth = width
                $0.intrinsicHeight = height
            }
        case let .setText(id, text): updateView(id) { $0.text = text }
        case let .setWindowSize(width, height):
            window.width = width
            window.height = height
        case let .setSafeArea(insets): window.safeArea = insets
        case let .setDirection(nil, direction): window.direction = direction
        case let .setDirection(id?, direction): updateView(id) { $0.direction = direction }
        case .tick, .fit: break
        case let .setHidden(id, hidden): updateView(id) { $0.hidden = hidden ? true : nil }
        case let .setStack(id, change):
            updateView(id) { view in
                let settings = view.stackSettings.updated(by: change)
                (view.axis, view.distribution, view.alignment, view.spacing) = (
                    settings.axis, settings.distribution, settings.alignment, settings.spacing
                )
            }
        case let .animate(animation): for inner in animation.steps { apply(inner) }
        case .addFormat: break  // the player adds the constraints the engine made of it (`CaseRunner.formatConstraints`)
        }
    }

    private mutating func updateConstraint(_ id: String, _ change: (inout CaseConstraint) -> Void) {
        guard let index = constraints.firstIndex(where: { $0.id == id }) else { return }
        change(&constraints[index])
    }

    private mutating func updateView(_ id: String, _ change: (inout CaseView) -> Void) {
        guard let index = views.firstIndex(where: { $0.id == id }) else { return }
        change(&views[index])
    }

    private mutating func removeSubtree(of id: String) {
        var gone: Set<String> = [id]
        for view in views where gone.contains(view.parent) { gone.insert(view.id) }  // parents come first
        views.removeAll { gone.contains($0.id) }
        constraints.removeAll { constraint in
            [constraint.first.item, constraint.second?.item].contains { item in
                item.map { gone.contains(String($0.prefix { $0 != "." })) } ?? false
            }
        }
    }
}
