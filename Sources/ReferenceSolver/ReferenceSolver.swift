import ConstraintSystem

/// The oracle: solves a `ConstraintSystem` exactly, with the meaning of FORMAT.md, independently
/// of the incremental solver (this module does not import Cassowary).
///
/// The default method is *certified* (`CertifiedReference`): a float simplex proposes a
/// lexicographically optimal basis and an exact factorization proves it, or exact pivots repair
/// it; only when that fails does the dense exact solver (`DenseReference`) solve from scratch.
/// The answer is exact either way; `path` says which way it came.
///
/// Unsatisfiable required sets get an irreducible conflict by deletion filtering (Chinneck &
/// Dravnieks 1991): drop each member in turn and keep the drop when the rest stay infeasible.
package enum ReferenceSolver {
    /// The reduced cost below which moving along a column counts as costing nothing at its
    /// priority: such a column is not frozen, so lower priorities may still move it and the
    /// optimal set keeps it. An optimum that only a slope of 5e-17 (the rounding in 0.1 × 10 = 1)
    /// singles out is a whole segment to a floating-point solver, as it is here; a real slope is
    /// many orders larger.
    static let indifference = Rational(exactly: 1e-12)!

    /// True inside `strictly`: every positive reduced cost freezes its column (no indifference).
    @TaskLocal static var isStrict = false

    /// The reduced cost up to which a column stays on the optimal face: `indifference`, or zero
    /// inside `strictly`.
    static var frozenAbove: Rational { isStrict ? .zero : indifference }

    /// Runs `body` with solves that take every positive slope as real, however small: the
    /// optimum of exact arithmetic, for the answer of a solver that resolved a slope below
    /// `indifference` (a real one: 1.6e-13 from coefficients of 1e-3, 1e3 and 2.5e3) that the
    /// reference leaves to the lower priorities.
    package static func strictly<T>(_ body: () throws -> T) rethrows -> T {
        try $isStrict.withValue(true) { try body() }
    }

    /// How the reference reaches its exact answer.
    package enum Method: String, Sendable, CaseIterable {
        /// A float proposal, checked exactly (and repaired, or solved densely, when it fails).
        case certified
        /// The dense exact tableau, from scratch: the third opinion of the tests.
        case dense = "exact-dense"
    }

    /// What a solve says about each variable's range over the optimal set.
    package enum Ranges: Sendable {
        case none
        /// Whether each variable is determined; the bounds of one that is not may be left out
        /// (`VariableRange.boundsKnown`).
        case determined
        /// Each variable's least and greatest value.
        case bounds
    }

    /// The method a solve uses when the caller names none. Set it once, before solving (the
    /// benchmarks compare the two methods in one process); solves read it.
    nonisolated(unsafe) package static var defaultMethod = Method.certified

    /// True under the planted fault `artificialRowsDroppedAfterPhaseOne` (debug builds only): the
    /// end of phase one drops every row whose basic column is still artificial, without trying to
    /// pivot that column out.
    static var dropsEveryArtificialRow: Bool {
        #if PLUMB_FAULTS
            PlantedReferenceFaults.isActive(.artificialRowsDroppedAfterPhaseOne)
        #else
            false
        #endif
    }

    /// `defaultMethod`, except under the planted fault `artificialRowsDroppedAfterPhaseOne`: its
    /// home is the dense solver's phase one, the one phase one that starts every row on its
    /// artificial column (the certified check starts from the proposer's basis, where an artificial
    /// column stands only for a row the proposer found redundant), so planting it sends every
    /// solve there (debug builds only).
    static var method: Method {
        #if PLUMB_FAULTS
            if PlantedReferenceFaults.isActive(.artificialRowsDroppedAfterPhaseOne) { return .dense }
        #endif
        return defaultMethod
    }

    /// Solves `system`; with `ranges`, also each variable's range over the optimal set.
    package static func solve(_ system: ConstraintSystem, ranges wantRanges: Bool = false, method: Method? = nil)
        -> ReferenceSolution
    {
        solve(system, ranges: wantRanges ? .bounds : .none, method: method)
    }

    /// Solves `system` with what `ranges` asks of the variables `wanted` picks; with
    /// `.determined`, the bounds too of those `bounded` picks.
    package static func solve(
        _ system: ConstraintSystem, ranges: Ranges, of wanted: (String) -> Bool = { _ in true },
        bounded: (String) -> Bool = { _ in false }, method: Method? = nil
    ) -> ReferenceSolution {
        switch method ?? self.method {
        case .certified: return CertifiedReference.solve(system, ranges: ranges, of: wanted, bounded: bounded)
        case .dense:
            return DenseReference.solve(system, ranges: ranges != .none, readingFixedValues: true, rangesOf: wanted)
        }
    }

    /// Solves `system` with the bounds of only the variables `wanted` picks: what a caller that
    /// reads a few of them needs.
    package static func solve(_ system: ConstraintSystem, rangesOf wanted: (String) -> Bool) -> ReferenceSolution {
        solve(system, ranges: .bounds, of: wanted)
    }

    /// Solves `system` and returns, besides the solution, the range of each linear expression over
    /// the optimal set (`expressionRanges`, in the order given). A name the system does not use is
    /// free, so an expression that has one is unbounded both ways.
    package static func solve(_ system: ConstraintSystem, expressions: [[LinearTerm]], method: Method? = nil)
        -> ReferenceSolution
    {
        switch method ?? self.method {
        case .certified: return CertifiedReference.solve(system, ranges: .none, expressions: expressions)
        case .dense:
            return DenseReference.solve(system, ranges: false, readingFixedValues: true, expressions: expressions)
        }
    }

    /// True when the required constraints among `included` can all hold.
    static func requiredFeasible(_ system: ConstraintSystem, including included: (Int) -> Bool, method: Method? = nil)
        -> Bool
    {
        switch method ?? self.method {
        case .certified: return CertifiedReference.requiredFeasible(system, including: included)
        case .dense: return DenseReference.requiredFeasible(system, including: included)
        }
    }

    /// An irreducible infeasible subset of the required constraints, by deletion filtering.
    static func conflict(in system: ConstraintSystem, method: Method? = nil) -> [Int] {
        var kept = Set(system.constraints.indices.filter { system.constraints[$0].priority.isRequired })
        for k in kept.sorted() {
            kept.remove(k)
            if requiredFeasible(system, including: { kept.contains($0) }, method: method) { kept.insert(k) }
        }
        return kept.sorted()
    }
}
