/// The float proposer's tolerances, in one place. None of them decides a verdict: the proposer
/// only suggests a basis, and `ExactBasis` checks it in rationals. Too loose a tolerance costs a
/// repair (exact pivots); too tight one costs float pivots on rounding noise.
enum FloatTolerance {
    /// A coefficient smaller than this after an update is rounding noise and is dropped.
    static let drop = 1e-13
    /// The smallest coefficient a ratio test pivots on.
    static let pivot = 1e-9
    /// A reduced cost above `-optimality` counts as not improving.
    static let optimality = 1e-11
    /// A reduced cost above this freezes its column at the priority where it is read.
    static let freeze = 1e-11
    /// A right-hand side within this of zero is zero (a redundant row, a degenerate step).
    static let feasibility = 1e-9
    /// Harris's relaxation of the bounds in the first pass of the ratio test.
    static let harris = 1e-9
    /// Below this share of the largest coefficient in its column, an entry is not chosen as a
    /// pivot to eliminate a free variable (threshold pivoting).
    static let threshold = 0.01
}
