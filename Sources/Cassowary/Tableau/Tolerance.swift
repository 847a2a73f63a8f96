/// The numeric tolerances of the incremental solver.
///
/// A coefficient or constant whose magnitude is below `nearZero` is taken as zero: cells that
/// cancel to less are dropped from rows, and feasibility allows constants down to `-nearZero`.
/// 1e-8 is kiwi's choice too; it is absolute, so systems should be scaled to magnitudes between
/// about 1e-4 and 1e7 (screen coordinates are).
enum Tolerance {
    #if PLUMB_FAULTS
        static var nearZero: Double { PlantedFaults.isActive(.coarseEpsilon) ? 1e-2 : 1e-8 }
    #else
        static let nearZero = 1e-8
    #endif

    /// Relative difference under which two ratios of the lexicographic dual ratio test are the
    /// same, so that the next priority decides between them.
    static let sameRatio = 1e-9
}

extension Double {
    @inline(__always) var isNearZero: Bool { abs(self) < Tolerance.nearZero }
}
