import ConstraintSystem
import LayoutCase
import LayoutEngine
import LayoutSpec
import ReferenceSolver

/// `spec`: the engine's frames against UIKit's documented rules written a second time
/// (`SpecLayout`, which shares no code with the engine), solved exactly by the reference solver.
/// Every frame component the rules determine must be the engine's; every required constraint of
/// the rules must hold at the engine's frames; the error at each priority must be the optimum's;
/// and each fitting-size call of the step must give a size in the optimal range of the rules'
/// fitting system. When the rules' system and the engine's export are the same (up to the order
/// of constraints and terms) one exact solve serves this oracle and `reference`.
enum SpecOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let answer = seen.spec
        var layout = answer.layout
        let (broken, system) = (answer.broken, answer.system)
        guard let solution = answer.solution else {
            return .skipped(
                "the engine broke '\(answer.unknownBroken ?? "")', which is not a constraint of the case (one a stack or a format made)"
            )
        }
        var problems: [String] = []
        // Where the engine's frames and the rules' exact answer disagree, attribution decides
        // whether the reference solving the rules is the one proved wrong.
        var disagrees = false
        if solution.status != .ok {
            // The members on lines of their own: a signature never depends on how many there are.
            problems.append("UIKit's rules make the required constraints the engine kept conflict:")
            problems += solution.conflict.prefix(6).map { describe(system.constraints[$0]) }
            disagrees = true
        } else {
            problems += breakingProblems(broken, system, layout, memo: seen.memo)
            if problems.isEmpty {
                problems += frameProblems(
                    values: seen.caseValues, views: seen.runner.viewsInWindow().map(\.0), system: system,
                    solution: solution)
                disagrees = !problems.isEmpty
            }
        }
        var fitting: [String] = []
        for record in seen.runner.records.fits where record.step == seen.step {
            fitting += fittingProblems(record, &layout, seen)
        }
        // A fitting size is judged apart: a finding about it alone stays the engine's; but where the
        // reference is proved wrong on the window's system, its fitting sizes cannot be trusted either.
        if disagrees,
            case let .oracle(proof) = Attribution.decide(system, engine: engineValues(seen), reference: solution)
        {
            return .oracleDefect(proof.lines + problems + fitting)
        }
        problems += fitting
        return problems.isEmpty ? .passed : .failed(problems)
    }

    /// The documented breaking rule: a required constraint is broken only when it cannot hold
    /// with the required constraints kept (the engine retries it whenever a change could make
    /// room). A constraint that fails by rounding alone may go either way.
    private static func breakingProblems(
        _ broken: [String], _ kept: ConstraintSystem, _ layout: SpecLayout, memo: CaseMemo
    ) -> [String] {
        guard !broken.isEmpty else { return [] }
        let required = memo.index(of: kept.constraints.filter(\.priority.isRequired))
        return broken.compactMap { id in
            guard let constraint = layout.written(id), constraint.priority.isRequired else {
                return "the engine broke '\(id)', an optional constraint by UIKit's rules"
            }
            // The kept set holds, so only the part the broken one joins can fail with it.
            let joined = required.component(with: constraint)
            guard memo.requiredFeasibility(of: joined) == .feasible else { return nil }
            return "the engine broke '\(id)', which can hold with the required constraints it kept by UIKit's rules"
        }
    }

    /// Determined frame components, required constraints at the engine's frames, errors: the
    /// engine's `values` (`v3.minX`, `v3.margins.width`, as the variables measure them) of the frames of
    /// `views` against the rules' `system` and its exact `solution`. With rounded `pixels` only
    /// the determined components are judged, each as the engine rounds it.
    static func frameProblems(
        values: [String: Double], views: [String], system: ConstraintSystem, solution: ReferenceSolution,
        pixels: LayoutSemantics.Pixels = .exact, judge: String = "UIKit's rules"
    ) -> [String] {
        let tolerance = SolverAgreement.tolerance(for: solution)
        var problems: [String] = []
        // Only determined components are judged: only they are looked up.
        var determined: [String: Double] = [:]
        for range in solution.ranges where range.isDetermined && determined[range.name] == nil {
            determined[range.name] = range.lowest!.doubleValue
        }
        for id in views {
            for (index, name) in FrameAgreement.frameVariables(of: id).enumerated() {
                guard let expected = determined[name], let value = values[name] else { continue }
                if !PixelRounding(pixels, tolerance: tolerance).admits(value, for: expected, size: index >= 2) {
                    let rounded = pixels == .exact ? "" : " (\(pixels.rawValue))"
                    problems.append(
                        "\(name): \(judge) give \(NumberText.format(expected))\(rounded), the engine \(NumberText.format(value))"
                    )
                }
            }
        }
        guard problems.isEmpty, pixels == .exact else { return problems }
        var errors: [Double: Double] = [:]
        var unknown: Set<Double> = []
        for constraint in system.constraints {
            var known = true  // each term's value looked up once
            let error = constraint.error { name in
                guard let value = values[name] else {
                    known = false
                    return 0
                }
                return value
            }
            guard known else {
                unknown.insert(constraint.priority.value)
                continue
            }
            if constraint.priority.isRequired {
                if !(error <= tolerance) {
                    problems.append(
                        "\(judge.dropLast()) \(describe(constraint)) is off by \(NumberText.format(error)) at the engine frames"
                    )
                }
            } else {
                errors[constraint.priority.value, default: 0] += error
            }
        }
        let slack = tolerance * Double(max(1, system.constraints.count))
        for level in solution.errors where !unknown.contains(level.priority.value) {
            let engine = errors[level.priority.value] ?? 0
            if !(abs(engine - level.error.doubleValue) <= slack) {
                problems.append(
                    "error at priority \(level.priority): \(judge) give \(NumberText.format(level.error.doubleValue)), the engine \(NumberText.format(engine))"
                )
            }
        }
        return problems
    }

    /// The engine's layout under the rules' names: the views' and their guides' (`caseValues`), and
    /// the window's, which the rules place too.
    private static func engineValues(_ seen: StepObservation) -> [String: Double] {
        var values = seen.caseValues
        let window = seen.runner.window
        FrameAgreement.put(window.frame, named: "window", into: &values)
        for (role, guide) in StepObservation.insetGuides(of: window) {
            FrameAgreement.put(guide.layoutFrame, named: "window" + role, into: &values)
        }
        return values
    }

    private static func fittingProblems(_ record: FitRecord, _ layout: inout SpecLayout, _ seen: StepObservation)
        -> [String]
    {
        guard let fitting = layout.fittingSystem(record.fit) else { return [] }
        let solution = seen.fittingSolution(fitting.system, width: fitting.width, height: fitting.height)
        return FittingOracle.sizeProblems(
            record, solution: solution, width: fitting.width, height: fitting.height, judge: "UIKit's rules give")
    }

    /// In parentheses, as signatures recognise a written constraint.
    static func describe(_ constraint: SystemConstraint) -> String { "(\(FrameAgreement.describe(constraint)))" }
}
