#if PLUMB_FAULTS
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Bugs planted in the solver so that tests can check that the harness finds them: the harness
    /// is only worth something if it fails when the engine is wrong. (The view layer's faults are
    /// LayoutEngine's `PlantedViewFault`; a fault lives in the module whose code it breaks.)
    ///
    /// Compiled into debug builds only (`PLUMB_FAULTS`, see Package.swift); a release build has no
    /// trace of them. None is active unless a test turns it on for its own task
    /// (`PlantedFaults.$active.withValue([.offByOneConstant]) { ... }`) or the `PLUMB_PLANT`
    /// environment variable names it (comma-separated raw values) for a `plumb` process.
    package enum PlantedFault: String, CaseIterable, Sendable {
        /// An in-place constant change (`setConstant`) moves the constant one too far.
        case offByOneConstant
        /// Required inequalities enter the tableau with a constant that makes them always hold:
        /// the solver keeps their record (and reports them) but ignores them.
        case droppedInequality
        /// Objective levels are kept lowest priority first, so a lower priority is optimized
        /// before, and at the cost of, a higher one.
        case invertedPriorities
        /// Substituting a pivot into a constraint row of three or more terms, where the entering
        /// symbol's coefficient is negative, adds it with the wrong sign. (A shape, not a slot
        /// number: removing unrelated views does not move the bug, so its cases shrink.)
        case wrongSignInPivot
        /// A removal leaves the tableau without optimizing again: the row it took out changed the
        /// problem, and the old basis is no longer optimal.
        case staleBasisOnRemoval
        /// Removing a constraint whose marker is not basic drops the row the marker should have
        /// entered (another constraint's row) instead of pivoting the marker into it: the removal
        /// takes a second constraint with it.
        case droppedRowOnRemoval
        /// An in-place constant change forgets which rows it changed, so `updateVariables()` does
        /// not report the variables that moved: stale values.
        case staleValueAfterSetConstant
        /// A trap on one shape: adding an optional inequality of three or more terms.
        case crashOnShape
        /// An endless loop on the same shape.
        case hangOnShape
        // Faults of the kinds operation scripts find (issue 10): sequences, not final states.
        /// A suggest shifts the edit constraint's constant but skips the dual simplex: rows left
        /// negative stay so until some later operation repairs them.
        case noDualSimplexAfterSuggest
        /// Removing an optional constraint whose error is basic drops that error from the
        /// objective instead of subtracting the error's row: the objective keeps its terms.
        case removalDropsObjectiveErrors
        /// `setConstant` on a `>=` constraint shifts the rows the wrong way (the change of an
        /// equality or a `<=` is right).
        case setConstantWrongSignForGreaterOrEqual
        /// Cells and constants below an absolute 1e-2 are taken as zero: scaled coefficients vanish.
        case coarseEpsilon
        /// Removing an optional constraint leaves its error symbol allocated (purged from every row,
        /// so no value changes: only the symbol count shows it).
        case symbolsLeftOnRemoval
        /// The dual simplex's feasibility test is inverted: it repairs the rows whose constant is
        /// at or above -tolerance and leaves the negative ones.
        case invertedNearZeroInDualSimplex

        /// The faults of the kinds operation scripts find (`plumb fuzz --target solver`).
        package static let scriptFaults: [PlantedFault] = [
            .noDualSimplexAfterSuggest, .removalDropsObjectiveErrors, .setConstantWrongSignForGreaterOrEqual,
            .coarseEpsilon, .symbolsLeftOnRemoval,
            .invertedNearZeroInDualSimplex,
        ]
    }

    package enum PlantedFaults {
        /// The faults active for the current task.
        @TaskLocal package static var active: Set<PlantedFault> = fromEnvironment()

        /// The faults of one kind that `PLUMB_PLANT` names, comma-separated: every module that plants
        /// faults reads the same variable and takes the names it knows (other names are ignored).
        package static func fromEnvironment<Fault: RawRepresentable<String> & Hashable>() -> Set<Fault> {
            guard let raw = getenv("PLUMB_PLANT") else { return [] }
            return Set(String(cString: raw).split(separator: ",").compactMap { Fault(rawValue: String($0)) })
        }

        @inline(__always) package static func isActive(_ fault: PlantedFault) -> Bool { active.contains(fault) }
    }
#endif
