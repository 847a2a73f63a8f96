import ConstraintSystem
import LayoutCase
import ReferenceSolver

/// Answers the steps of one case share: the reference's solutions of the systems met so far and
/// the snapshots of fresh engines built from the states met so far. Both are functions of their
/// key alone (a system, with the variables whose bounds are asked; a case), so a step whose system
/// or state is one the case met a moment ago (a `tick` or a `fit` changes neither; hiding a view
/// and showing it again comes back to the same) reuses the answer instead of computing it again.
/// Only the last few of each are kept: what repeats in a case repeats soon.
final class CaseMemo {
    private struct Solved {
        let constraints: [SystemConstraint]
        let ranges: ReferenceSolver.Ranges
        let bounded: Set<String>
        let solution: ReferenceSolution
    }

    private var solved: [Solved] = []
    private var built: [(state: Case, snapshot: Result<LayoutSnapshot, CaseRunError>)] = []

    /// How many of each are kept.
    static let capacity = 4

    /// The reference's answer for `system` with `ranges` and the bounds of `bounded`: a kept one,
    /// or `solve()`'s, kept.
    func solution(
        _ system: ConstraintSystem, ranges: ReferenceSolver.Ranges, bounded: Set<String>,
        solve: () -> ReferenceSolution
    ) -> ReferenceSolution {
        if let known = solved.first(where: {
            $0.ranges == ranges && $0.bounded == bounded && $0.constraints == system.constraints
        }) {
            return known.solution
        }
        let solution = solve()
        keep(
            Solved(constraints: system.constraints, ranges: ranges, bounded: bounded, solution: solution),
            in: &solved)
        return solution
    }

    /// The snapshot of a fresh engine built from `state`: a kept one, or `build()`'s, kept.
    func snapshot(
        of state: Case, build: () -> Result<LayoutSnapshot, CaseRunError>
    ) -> Result<LayoutSnapshot, CaseRunError> {
        if let known = built.first(where: { $0.state == state }) { return known.snapshot }
        let snapshot = build()
        keep((state, snapshot), in: &built)
        return snapshot
    }

    /// Appends `entry`, dropping the oldest beyond the capacity.
    private func keep<Entry>(_ entry: Entry, in entries: inout [Entry]) {
        if entries.count == CaseMemo.capacity { entries.removeFirst() }
        entries.append(entry)
    }
}
