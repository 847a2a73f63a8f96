import ConstraintSystem
import LayoutCase
import LayoutEngine
import ReferenceSolver
import Testing

@testable import LayoutFuzz

/// A case's memo hands back a kept answer only for the same key (system, ranges and bounded
/// variables; state; the spec's inputs), computes every other one, and keeps only the last few.
@Suite struct CaseMemoTests {
    static func system(_ constant: Double) -> ConstraintSystem {
        ConstraintSystem(constraints: [
            SystemConstraint(terms: [LinearTerm("x")], relation: .equal, constant: constant),
            SystemConstraint(
                terms: [LinearTerm("y"), LinearTerm("x", -1)], relation: .greaterThanOrEqual, constant: 0),
        ])
    }

    @Test func aSolutionIsReusedOnlyForTheSameSystemRangesAndBounds() {
        let memo = CaseMemo()
        var solves = 0
        func solve(_ system: ConstraintSystem, _ ranges: ReferenceSolver.Ranges, _ bounded: Set<String>)
            -> ReferenceSolution
        {
            memo.solution(system, ranges: ranges, bounded: bounded) {
                solves += 1
                return ReferenceSolver.solve(system, ranges: ranges, bounded: { bounded.contains($0) })
            }
        }
        let first = solve(Self.system(3), .determined, ["y"])
        #expect(solves == 1)
        #expect(solve(Self.system(3), .determined, ["y"]) == first)
        #expect(solves == 1)
        let other = solve(Self.system(4), .determined, ["y"])
        #expect(solves == 2)
        #expect(other.values.first { $0.name == "x" }?.value == Rational(4))
        _ = solve(Self.system(3), .bounds, ["y"])
        _ = solve(Self.system(3), .determined, ["x", "y"])
        #expect(solves == 4)
        // Two more systems push the first one out.
        _ = solve(Self.system(5), .determined, ["y"])
        _ = solve(Self.system(6), .determined, ["y"])
        _ = solve(Self.system(3), .determined, ["y"])
        #expect(solves == 7)
    }

    @Test func aFreshBuildIsReusedOnlyForTheSameState() {
        let memo = CaseMemo()
        var builds = 0
        let small = Case(window: CaseWindow(width: 100, height: 100))
        let large = Case(window: CaseWindow(width: 200, height: 100))
        func snapshot(_ state: Case) -> LayoutSnapshot? {
            let result = memo.snapshot(of: state) {
                builds += 1
                return StepObservation.build(state)
            }
            return try? result.get()
        }
        #expect(snapshot(small)?.width == 100)
        #expect(snapshot(small)?.width == 100)
        #expect(builds == 1)
        #expect(snapshot(large)?.width == 200)
        #expect(builds == 2)
    }

    /// UIKit's rules are solved again when anything they read differs (the frames, the broken
    /// constraints), and a later step with the same inputs gets the kept answer.
    @Test func aSpecAnswerIsReusedOnlyForTheSameInputs() throws {
        let memo = CaseMemo()
        let state = CaseRunnerTests.bar
        let runner = try CaseRunner(state)
        func observe(_ step: Int) -> StepObservation {
            StepObservation(runner: runner, state: state, step: step, trace: [], ranLoop: false, memo: memo)
        }
        let seen = observe(0)
        var solved = 0
        func answer(_ inputs: SpecAnswer.Inputs) -> SpecAnswer {
            memo.spec(for: inputs) {
                solved += 1
                return SpecAnswer(seen)
            }
        }
        let inputs = seen.specInputs
        #expect(inputs.frames["bar"] != nil && inputs.broken.isEmpty)
        let first = answer(inputs)
        _ = answer(inputs)
        #expect(solved == 1)
        var moved = inputs
        moved.frames["bar"] = Rect(x: 1, y: 2, width: 3, height: 4)
        _ = answer(moved)
        var broke = inputs
        broke.broken = ["lead"]
        _ = answer(broke)
        #expect(solved == 3)
        // A later step of the same state and frames has the same inputs: the kept answer serves.
        let later = observe(1)
        #expect(later.specInputs == inputs)
        _ = memo.spec(for: later.specInputs) {
            solved += 1
            return SpecAnswer(later)
        }
        #expect(solved == 3)
        #expect(later.spec.system == first.system && later.spec.solution == first.solution)
    }

    /// The breaking rule's questions: each set of constraints gets its own answer (a kept one
    /// only for the same set), and the components' index is the one of the set asked.
    @Test func aFeasibilityAnswerIsReusedOnlyForTheSameConstraints() {
        let memo = CaseMemo()
        let holds = Self.system(3).constraints
        let conflict = holds + [SystemConstraint(terms: [LinearTerm("x")], relation: .equal, constant: 4)]
        for _ in 0..<2 {
            #expect(memo.requiredFeasibility(of: holds) == .feasible)
            #expect(memo.requiredFeasibility(of: conflict) == .infeasible)
        }
        // Optional constraints are not the breaking rule's business, as in the reference.
        var optional = conflict
        optional[2].priority = Priority(500)
        #expect(memo.requiredFeasibility(of: optional) == .feasible)
        #expect(memo.index(of: holds).constraints == holds)
        #expect(memo.index(of: conflict).constraints == conflict)
        #expect(memo.index(of: holds).component(with: conflict[2]) == holds + [conflict[2]])
    }

    @Test func recentAnswersKeepTheLastFewAndComputeEachKeptKeyOnce() {
        let answers = RecentAnswers<Int, String>(capacity: 2)
        var computed: [Int] = []
        func ask(_ key: Int) -> String {
            answers.answer(for: key) {
                computed.append(key)
                return "answer \(key)"
            }
        }
        #expect(ask(1) == "answer 1")
        #expect(ask(2) == "answer 2")
        #expect(ask(1) == "answer 1")  // kept
        #expect(computed == [1, 2])
        #expect(ask(3) == "answer 3")  // full: 1, the oldest, goes
        #expect(ask(2) == "answer 2")  // kept
        #expect(ask(1) == "answer 1")  // computed again
        #expect(computed == [1, 2, 3, 1])
    }

    /// Computing an answer may ask the same table again (the spec's answer solves through the
    /// reference's table): it gets both answers, keeps both, and never overlaps its own access
    /// (the debug build's exclusivity checks trap on a table that would).
    @Test func anAnswerMayAskItsOwnTableWhileItIsComputed() {
        let answers = RecentAnswers<Int, Int>(capacity: 2)
        var computed: [Int] = []
        func ask(_ key: Int) -> Int {
            answers.answer(for: key) {
                computed.append(key)
                return key == 1 ? ask(2) + 10 : key * 100
            }
        }
        #expect(ask(1) == 210)
        #expect(ask(2) == 200)
        #expect(ask(1) == 210)
        #expect(computed == [1, 2])
        #expect(ask(3) == 300)  // full: the oldest (2, kept first) goes
        #expect(ask(1) == 210)
        #expect(computed == [1, 2, 3])
    }
}
