#if PLUMB_FAULTS
    import Cassowary

    /// Bugs planted in the view layer so that tests can check that the harness finds them, each a
    /// test double of a likely mistake. (The solver's faults are Cassowary's `PlantedFault`; a fault
    /// lives in the module whose code it breaks.)
    ///
    /// Compiled into debug builds only (`PLUMB_FAULTS`, see Package.swift); a release build has no
    /// trace of them. None is active unless a test turns it on for its own task
    /// (`PlantedViewFaults.$active.withValue([.vflSpacingOffByOne]) { ... }`) or the `PLUMB_PLANT`
    /// environment variable names it (comma-separated raw values, shared with the solver's faults)
    /// for a `plumb` process.
    package enum PlantedViewFault: String, CaseIterable, Sendable {
        // Faults in the view layer's newer parts (issue 9).
        /// The visual format language reads an explicit spacing `-N-` as N + 1.
        case vflSpacingOffByOne
        /// A stack view drops a view's slot when it is hidden: shown again, the view comes back at
        /// the end of the arrangement instead of in its place.
        case stackDropsHiddenSlot
        /// An animation ends a tick early: its last tick is skipped (and its completion runs then).
        case animationSkipsLastTick
        /// An animation that takes over a view mid-flight in an earlier one starts it from its model
        /// frame (where the earlier one was taking it) instead of from the frame it shows (issue 26).
        case animationRestartsFromModelFrame
        /// A fitting-size call leaves its width constraint active in the window.
        case fittingLeaksConstraint
        // Faults in the engine's translation of views into constraints (issue 19): the engine's own
        // system is wrong, so every oracle that solves or rebuilds it agrees with it; `spec` does not.
        /// The margins guide is inset by the layout margins twice.
        case marginsAppliedTwice
        /// Leading and trailing are the left and right edges whatever the layout direction.
        case leadingNotFlippedInRightToLeft
        /// The safe-area guide's top inset enters with the wrong sign (above the view's top).
        case safeAreaInsetWrongSign
        /// Content hugging takes the compression resistance's priority and the other way round.
        case huggingAndCompressionSwapped
        /// A label's first baseline lies its descent (a quarter of the font size) too low.
        case firstBaselineOffByDescent
        /// An autoresizing view's origin is measured from its superview's superview.
        case autoresizingFromWrongSuperview
        /// `systemLayoutSizeFitting` leaves the margins and safe-area guides' constraints out.
        case fittingWithoutGuides
        /// The conflict log leaves the first member of an unsatisfiable set out (the engine still
        /// breaks the right constraint): the set it lists can hold.
        case conflictLogDropsAMember
        // A fault in the update cycle (issue 26).
        /// The layout pass lays out the deepest views first, subviews before their superviews.
        case layoutDeepestFirst

        /// The faults in the engine's translation of views into constraints, which the `spec` oracle
        /// is there to find.
        package static let translationFaults: [PlantedViewFault] = [
            .marginsAppliedTwice, .leadingNotFlippedInRightToLeft, .safeAreaInsetWrongSign,
            .huggingAndCompressionSwapped, .firstBaselineOffByDescent,
            .autoresizingFromWrongSuperview, .fittingWithoutGuides,
        ]
    }

    package enum PlantedViewFaults {
        /// The view faults active for the current task (the solver's are `PlantedFaults.active`).
        @TaskLocal package static var active: Set<PlantedViewFault> = PlantedFaults.fromEnvironment()

        @inline(__always) package static func isActive(_ fault: PlantedViewFault) -> Bool { active.contains(fault) }
    }
#endif
