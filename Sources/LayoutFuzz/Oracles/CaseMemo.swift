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
    /// What the reference was asked: the cheap parts first, as `==` compares them in order.
    private struct Solve: Equatable {
        let ranges: ReferenceSolver.Ranges
        let bounded: Set<String>
        let constraints: [SystemConstraint]
    }

    /// How many of each are kept.
    static let capacity = 4
    /// How many feasibility answers are kept: one per broken constraint, and a step may break several.
    static let feasibilityCapacity = 16

    private let solved = RecentAnswers<Solve, ReferenceSolution>(capacity: CaseMemo.capacity)
    private let built = RecentAnswers<Case, Result<LayoutSnapshot, CaseRunError>>(capacity: CaseMemo.capacity)
    private let feasibility = RecentAnswers<[SystemConstraint], RequiredFeasibility>(
        capacity: CaseMemo.feasibilityCapacity)
    private let indexed = RecentAnswers<[SystemConstraint], SystemComponents.Index>(capacity: CaseMemo.capacity)
    private let specAnswers = RecentAnswers<SpecAnswer.Inputs, SpecAnswer>(capacity: CaseMemo.capacity)

    /// The reference's answer for `system` with `ranges` and the bounds of `bounded`: a kept one,
    /// or `solve()`'s, kept.
    func solution(
        _ system: ConstraintSystem, ranges: ReferenceSolver.Ranges, bounded: Set<String>,
        solve: () -> ReferenceSolution
    ) -> ReferenceSolution {
        solved.answer(for: Solve(ranges: ranges, bounded: bounded, constraints: system.constraints), solve)
    }

    /// The snapshot of a fresh engine built from `state`: a kept one, or `build()`'s, kept.
    func snapshot(
        of state: Case, build: () -> Result<LayoutSnapshot, CaseRunError>
    ) -> Result<LayoutSnapshot, CaseRunError> {
        built.answer(for: state, build)
    }

    /// Whether the required constraints among `constraints` can all hold (rounding not told
    /// apart): a kept answer, or the reference's, kept. A constraint the engine broke stays
    /// broken from step to step, and its part of the layout is often the same.
    func requiredFeasibility(of constraints: [SystemConstraint]) -> RequiredFeasibility {
        feasibility.answer(for: constraints) {
            ReferenceSolver.requiredFeasibility(of: constraints, tellingRounding: false)
        }
    }

    /// The components of `constraints` (`SystemComponents.Index`): a kept index, or a new one, kept.
    func index(of constraints: [SystemConstraint]) -> SystemComponents.Index {
        indexed.answer(for: constraints) { SystemComponents.Index(constraints) }
    }

    /// UIKit's rules solved for a step with `inputs`: a kept answer, or `answer()`'s, kept (a
    /// tick or a fit that moved nothing leaves the state and the frames as they were).
    func spec(for inputs: SpecAnswer.Inputs, answer: () -> SpecAnswer) -> SpecAnswer {
        specAnswers.answer(for: inputs, answer)
    }
}
