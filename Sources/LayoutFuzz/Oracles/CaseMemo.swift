import ConstraintSystem
import LayoutCase
import ReferenceSolver

/// Answers the steps of one case share: the reference's solutions of the systems met so far, the
/// snapshots of fresh engines built from the states met so far, UIKit's rules solved for the
/// inputs met so far, and what the breaking rule asked (`SpecOracle`). Each is a function of its
/// key alone (a system, with the variables whose bounds are asked; a case; the rules' inputs; a
/// set of constraints), so a step whose system or state is one the case met a moment ago (a
/// `tick` or a `fit` changes neither; hiding a view and showing it again comes back to the same)
/// reuses the answer instead of computing it again. Only the last few of each are kept: what
/// repeats in a case repeats soon.
final class CaseMemo {
    private struct Solved {
        let constraints: [SystemConstraint]
        let ranges: ReferenceSolver.Ranges
        let bounded: Set<String>
        let solution: ReferenceSolution
    }

    private var solved: [Solved] = []
    private var built: [(state: Case, snapshot: Result<LayoutSnapshot, CaseRunError>)] = []
    private var feasibility: [(constraints: [SystemConstraint], answer: RequiredFeasibility)] = []
    private var indexed: [SystemComponents.Index] = []
    private var specAnswers: [(inputs: SpecAnswer.Inputs, answer: SpecAnswer)] = []

    /// How many of each are kept.
    static let capacity = 4
    /// How many feasibility answers are kept: one per broken constraint, and a step may break several.
    static let feasibilityCapacity = 16

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

    /// Whether the required constraints among `constraints` can all hold (rounding not told
    /// apart): a kept answer, or the reference's, kept. A constraint the engine broke stays
    /// broken from step to step, and its part of the layout is often the same.
    func requiredFeasibility(of constraints: [SystemConstraint]) -> RequiredFeasibility {
        if let known = feasibility.first(where: { $0.constraints == constraints }) { return known.answer }
        let answer = ReferenceSolver.requiredFeasibility(of: constraints, tellingRounding: false)
        keep((constraints, answer), in: &feasibility, capacity: CaseMemo.feasibilityCapacity)
        return answer
    }

    /// The components of `constraints` (`SystemComponents.Index`): a kept index, or a new one, kept.
    func index(of constraints: [SystemConstraint]) -> SystemComponents.Index {
        if let known = indexed.first(where: { $0.constraints == constraints }) { return known }
        let index = SystemComponents.Index(constraints)
        keep(index, in: &indexed)
        return index
    }

    /// UIKit's rules solved for a step with `inputs`: a kept answer, or `answer()`'s, kept (a
    /// tick or a fit that moved nothing leaves the state and the frames as they were).
    func spec(for inputs: SpecAnswer.Inputs, answer: () -> SpecAnswer) -> SpecAnswer {
        if let known = specAnswers.first(where: { $0.inputs == inputs }) { return known.answer }
        let made = answer()
        keep((inputs, made), in: &specAnswers)
        return made
    }

    /// Appends `entry`, dropping the oldest beyond the capacity.
    private func keep<Entry>(_ entry: Entry, in entries: inout [Entry], capacity: Int = CaseMemo.capacity) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append(entry)
    }
}
