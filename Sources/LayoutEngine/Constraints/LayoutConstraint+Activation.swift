// Activation: a constraint is installed on the closest common ancestor of its items (as UIKit
// adds it to that view's `constraints`), and enters the window's engine when that view is in one.

extension LayoutConstraint {
    /// Activates the constraint: it takes part in layout from the next layout pass (the model
    /// changes at once). Activating an active constraint does nothing.
    ///
    /// - Throws: `noCommonAncestor` when its items are in different hierarchies (or a guide is in
    ///   none), `invalidPairing` for attributes that cannot be related, `invalidPriority`.
    public func activate() throws(LayoutError) {
        guard !isInstalled else { return }
        let ancestor = try installationView()
        install(on: ancestor)
    }

    /// Deactivates the constraint; it stays valid and may be activated again.
    public func deactivate() {
        guard isInstalled, let view = installedOn else { return }
        view.window?.engine.remove(self)
        view.constraints.removeAll { $0 === self }
        first.activeConstraints.removeAll { $0 === self }
        second?.activeConstraints.removeAll { $0 === self }
        isInstalled = false
        installedOn = nil
    }

    /// Deactivates a constraint whose view (or window) has been released: like `deactivate()`,
    /// with no view to take it from and no engine to leave.
    func forgetReleasedInstallation() {
        first.activeConstraints.removeAll { $0 === self }
        second?.activeConstraints.removeAll { $0 === self }
        isInstalled = false
        installedOn = nil
        engineState = .outside
    }

    /// Activates all the constraints, or none: every one is checked before any is activated.
    ///
    /// - Throws: the first constraint's error, with nothing activated.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        // Each constraint is paired with its own ancestor, once: a constraint listed twice must
        // not shift the later ones onto another constraint's view.
        var pending: [(constraint: LayoutConstraint, ancestor: View)] = []
        pending.reserveCapacity(constraints.count)
        defer { for entry in pending { entry.constraint.isPendingActivation = false } }
        for constraint in constraints where !constraint.isInstalled && !constraint.isPendingActivation {
            pending.append((constraint, try constraint.installationView()))
            constraint.isPendingActivation = true
        }
        for (constraint, ancestor) in pending { constraint.install(on: ancestor) }
    }

    /// Deactivates all the constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The closest common ancestor of the items' views, after the pairing rules.
    func installationView() throws(LayoutError) -> View {
        try validatePairing()
        guard storedPriority.isValid else { throw .invalidPriority(storedPriority, constraint: description) }
        guard let firstView = first.owningView else { throw .noCommonAncestor(constraint: description) }
        guard let second else { return firstView }
        guard let secondView = second.owningView, let common = firstView.closestCommonAncestor(with: secondView) else {
            throw .noCommonAncestor(constraint: description)
        }
        return common
    }

    func install(on view: View) {
        isInstalled = true
        installedOn = view
        view.constraints.append(self)
        first.activeConstraints.append(self)
        if let second, second !== first { second.activeConstraints.append(self) }
        view.window?.engine.add(self)
    }
}
