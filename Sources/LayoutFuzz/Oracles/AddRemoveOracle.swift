import LayoutEngine

/// `add-remove`: toggling one constraint twice (an active one deactivated and activated again, an
/// inactive one activated and deactivated again), laying out after each change, returns the live
/// engine to the same errors and determined frames. The constraint is picked by the step number,
/// among those whose items are in the window, so each step tries another one. With broken
/// constraints the same ones must be broken after (then the frames are compared), unless the
/// toggle let another member of a conflicting set take the broken one's place, or the layout
/// settled on other insets or margins (frame feedback: another fixpoint, where the conflict may
/// not be there at all).
enum AddRemoveOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let window = seen.runner.window
        let candidates = seen.runner.madeConstraints().filter { isInWindow($0.constraint, window) }
        guard !candidates.isEmpty else { return .absent("no constraint in the window") }
        let (id, constraint) = candidates[(seen.step &* 7919) % candidates.count]
        let before = seen.snapshot
        let wasActive = constraint.isActive
        do {
            for _ in 0..<2 {
                if constraint.isActive { constraint.deactivate() } else { try constraint.activate() }
                window.layoutIfNeeded()
            }
        } catch {
            return .failed(["toggling '\(id)' was refused: \(error)"])
        }
        guard constraint.isActive == wasActive else {
            return .failed(["'\(id)' did not come back \(wasActive ? "active" : "inactive")"])
        }
        let after = LayoutSnapshot(seen.runner)
        // Frame feedback: insets and margins follow where the views sit, so a layout may settle in
        // more than one place, and whether a conflict is there at all depends on which.
        if let reason = before.otherFixpoint(than: after, tolerance: seen.tolerance) { return .skipped(reason) }
        if after.broken != before.broken {
            // With a conflict already there, toggling may leave another member of it broken
            // (the one that came in last breaks); but the same constraints conflict as before, so
            // some member must still be broken.
            guard before.broken.isEmpty || after.broken.isEmpty else {
                return .skipped(
                    "toggling '\(id)' resolved a conflict another way (which one breaks depends on history)")
            }
            return .failed([
                "toggling '\(id)' left \(after.broken.count) broken constraints, \(before.broken.count) before"
            ])
        }
        let problems = seen.differences(before, after, labels: ("before", "after toggling '\(id)'"))
        return problems.isEmpty ? .passed : .failed(problems)
    }

    private static func isInWindow(_ constraint: LayoutConstraint, _ window: Window) -> Bool {
        [constraint.firstItem, constraint.secondItem].allSatisfy { item in
            switch item {
            case nil: true
            case let view as View: view.window === window
            case let guide as LayoutGuide: guide.owningView?.window === window
            default: false
            }
        }
    }
}
