#if PLUMB_FAULTS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bugs planted in the solver so that tests can check that the harness finds them: the harness
/// is only worth something if it fails when the engine is wrong.
///
/// Compiled into debug builds only (`PLUMB_FAULTS`, see Package.swift); a release build has no
/// trace of them. None is active unless a test turns it on for its own task
/// (`PlantedFaults.$active.withValue([.offByOneConstant]) { ... }`) or the `PLUMB_PLANT`
/// environment variable names it (comma-separated raw values) for a `plumb` process.
public enum PlantedFault: String, CaseIterable, Sendable {
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
    /// The near-zero tolerance is 1e-2 instead of 1e-8: scaled coefficients vanish.
    case coarseEpsilon
    /// Removing an optional constraint leaves its error symbol allocated (purged from every row,
    /// so no value changes: only the symbol count shows it).
    case symbolsLeftOnRemoval
    /// The dual simplex's feasibility test is inverted: it repairs the rows whose constant is
    /// at or above -tolerance and leaves the negative ones.
    case invertedNearZeroInDualSimplex
    // Faults in the view layer's newer parts (issue 9), each a test double of a likely mistake.
    /// The visual format language reads an explicit spacing `-N-` as N + 1.
    case vflSpacingOffByOne
    /// A stack view drops a view's slot when it is hidden: shown again, the view comes back at
    /// the end of the arrangement instead of in its place.
    case stackDropsHiddenSlot
    /// An animation ends a tick early: its last tick is skipped (and its completion runs then).
    case animationSkipsLastTick
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

    /// The faults of the kinds operation scripts find (`plumb fuzz --target solver`).
    public static let scriptFaults: [PlantedFault] = [
        .noDualSimplexAfterSuggest, .removalDropsObjectiveErrors, .setConstantWrongSignForGreaterOrEqual, .coarseEpsilon, .symbolsLeftOnRemoval,
        .invertedNearZeroInDualSimplex,
    ]

    /// The faults in the engine's translation of views into constraints, which the `spec` oracle
    /// is there to find.
    public static let translationFaults: [PlantedFault] = [
        .marginsAppliedTwice, .leadingNotFlippedInRightToLeft, .safeAreaInsetWrongSign, .huggingAndCompressionSwapped, .firstBaselineOffByDescent,
        .autoresizingFromWrongSuperview, .fittingWithoutGuides,
    ]

    /// The faults the layout fuzzer is tested against that leave the process running (a test can
    /// plant those in its own process).
    public static let wrongAnswers = allCases.filter {
        $0 != .crashOnShape && $0 != .hangOnShape && !scriptFaults.contains($0) && !translationFaults.contains($0)
    }
}

public enum PlantedFaults {
    /// The faults active for the current task.
    @TaskLocal public static var active: Set<PlantedFault> = fromEnvironment()

    /// `PLUMB_PLANT`, comma-separated; unknown names are ignored.
    static func fromEnvironment() -> Set<PlantedFault> {
        guard let raw = getenv("PLUMB_PLANT") else { return [] }
        return Set(String(cString: raw).split(separator: ",").compactMap { PlantedFault(rawValue: String($0)) })
    }

    @inline(__always) public static func isActive(_ fault: PlantedFault) -> Bool { active.contains(fault) }
}
#endif
