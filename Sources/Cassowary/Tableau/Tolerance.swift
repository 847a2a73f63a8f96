/// The numeric tolerances of the incremental solver, all relative to the numbers involved, so that
/// a system means the same whatever units it is written in (kiwi's absolute 1e-8 drops the 1e-9
/// coefficients that a system scaled to 1e-3 makes, and misses optima).
///
/// - Coefficients: a cell is dropped only when an addition cancels it, that is when `a + b` has
///   opposite signs and comes out at most `cancellation` times the larger of `|a|` and `|b|`:
///   what rounding leaves of an exact cancellation, relative to the numbers that cancelled. A
///   product is never dropped, however small.
/// - Constants: each row carries an estimate of the rounding error in its constant
///   (`Row.roundoff`: `unitRoundoff` times the magnitudes added, and the estimates of the rows
///   added in, scaled by their factors); a constant within `margin` times that estimate of zero is
///   set to zero where it is computed. Feasibility, degeneracy and "a dummy is at zero" are then
///   exact tests against zero: a residue of numbers of 1e9 that a pivot left is not taken for an
///   infeasible row, nor a real 1e-9 for rounding.
///
/// Each constant was chosen on the scripts of ScaledSystemTests (and `plumb fuzz --target
/// solver`). A `cancellation` of 1e-11 misses a residue of 7e-11 left in a cell by an earlier
/// cancellation of six digits, while 1e-10 already drops a real cancellation to 1e-10 of the
/// operands in another script (an error estimate per cell tells the two apart, at a cost in speed:
/// docs/findings/plumbline-solver.md). A tolerance relative to the source row's largest
/// coefficient drops, at 1e-14 of it, a real slope of 2.5e-6 from a row that also holds 4e5, and
/// changes nothing at 1e-15. A `margin` of 64 over a summed estimate snaps a real constant of
/// 0.012 to zero, and over the larger-of-two estimate fails 25% more scripts than 1.
enum Tolerance {
    /// Relative size of a cancellation residue in a coefficient: rounding accumulated over many
    /// pivots, and over an earlier cancellation that left a cell with fewer correct digits.
    static let cancellation = 1e-10

    /// `cancellation` for rows just rebuilt precisely (Solver+Refactor.swift), each coefficient
    /// correctly rounded: 64 units in the last place, 1.4e-14, what a few additions of such rows
    /// leave of an exact zero. It keeps the real 1e-11 cancellations of a system with coefficients
    /// of 1e-3 and 1e3 that `cancellation` takes for rounding.
    static let freshCancellation = 0x1p-46

    /// The relative rounding error of one operation, with room for the coefficients' own error:
    /// 2^-50, four units in the last place.
    static let unitRoundoff = 0x1p-50

    /// How many times its error estimate a constant must exceed to count as non-zero.
    static let margin = 1.0

    #if PLUMB_FAULTS
        /// Cells and constants below this magnitude are zero: none, unless a planted fault
        /// coarsens it.
        static var negligible: Double { PlantedFaults.isActive(.coarseEpsilon) ? 1e-2 : 0 }
    #else
        static let negligible = 0.0
    #endif

    /// Ratio of a row's largest coefficient to its pivot, or of the numbers added to a constant to
    /// their sum, above which rounding of that size may sit in the constants: the solver then
    /// refines its solution.
    static let refinementGrowth = 1e6

    /// Ratio of a row's largest coefficient to its pivot above which the coefficients themselves
    /// may have lost digits: the solver rebuilds its rows from the constraints.
    static let refactorGrowth = 1e4

    /// Relative size of a sum under which an addition has cancelled so many digits that what is
    /// left may be mostly earlier rounding: the solver rebuilds its rows from the constraints.
    static let deepCancellation = 1e-4

    /// True when `sum = a + b` cancelled below `deepCancellation` of `|a|` (see `cancels`).
    @inline(__always) static func cancelsDeeply(_ sum: Double, _ a: Double) -> Bool {
        abs(sum) <= deepCancellation * abs(a)
    }

    /// Relative size above which a cancellation residue is more than one addition's rounding of
    /// accurate operands: it may as well be a real value that the operands' earlier rounding hides
    /// (0.0025 - 1e8 + 1e8), so the rows are rebuilt from the constraints, precisely, before the
    /// next decision (Solver+Refactor.swift).
    static let doubtfulResidue = 1e-13

    /// For `sum = a + b`, which cancelled deeply (`cancelsDeeply`) but not to zero: true when it
    /// is kept, not a residue at `threshold` (`cancels`). Sets `doubt` when it is kept, or dropped
    /// though larger than rounding alone leaves (`doubtfulResidue`): either way the rows are
    /// rebuilt before the next decision. Exact zeros, the common case, never come here.
    @inline(__always) static func keepsDeepSum(
        _ sum: Double, _ a: Double, _ b: Double, _ threshold: Double, doubt: inout Bool
    ) -> Bool {
        let kept = !cancels(sum, a, b, threshold)
        if kept || abs(sum) > doubtfulResidue * abs(a) { doubt = true }
        return kept
    }

    /// What rounding a row's cells may carry, relative to its largest cell: 64 units in the
    /// last place, 1.4e-14 (see Tableau+Residues.swift; 3.6e-15 leaves one more of the 15,000
    /// scripts of seeds 1 to 3 failing, and 1e-13 and 1e-12 no fewer).
    static let rowRoundoff = 0x1p-46

    /// Relative width under which a variable's range over the optimal face is a single value.
    static let sameValue = 1e-8

    /// Relative difference under which two ratios of the lexicographic dual ratio test are the
    /// same, so that the next priority decides between them.
    static let sameRatio = 1e-9

    /// How many units of its own rounding a constant that an estimate sets to zero may hold
    /// before the solver suspects the estimate (grown by earlier ill-conditioned work) of hiding
    /// a real value, and refines.
    static let suspectSnap = 1024.0

    /// True when `sum`, computed as `a + b`, is a cancellation residue: at most `threshold` (the
    /// tableau's `cancellation`) times `|a|`. (Only opposite signs and `|a|` and `|b|` equal to
    /// within that fraction come out so small, so `|a|` stands for the larger of the two: one
    /// comparison, no branch.)
    @inline(__always) static func cancels(_ sum: Double, _ a: Double, _ b: Double, _ threshold: Double) -> Bool {
        #if PLUMB_FAULTS
            abs(sum) <= max(threshold * abs(a), negligible)
        #else
            abs(sum) <= threshold * abs(a)
        #endif
    }
}

extension Double {
    /// True for a coefficient that is zero (or below a planted fault's coarse tolerance).
    @inline(__always) var isNegligible: Bool { abs(self) <= Tolerance.negligible }
}
