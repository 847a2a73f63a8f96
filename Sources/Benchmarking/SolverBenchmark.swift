import Cassowary
import ConstraintSystem

/// Times the incremental solver on a FORMAT.md system with the measurements of
/// `../shared/bench/kiwi-bench.py` (its docstring defines them), plus one of its own:
///
/// - `build_us`: a fresh solver, every edit variable and constraint added in file order;
/// - `suggest_us`: one suggest step (suggest each value, then `updateVariables()`);
/// - `churn_us`: one `remove` + `add` pair, over every 10th constraint;
/// - `set_constant_us`: one in-place `setConstant` + `updateVariables()`, over every 10th
///   constraint, each moved by +1 and back (a change the required set refuses is left out).
///
/// Constraint objects are made before any clock starts; every figure is the minimum over its
/// repeats, in microseconds.
package struct SolverBenchmark {
    package struct Options: Sendable {
        /// Seconds per workload, a quarter per figure.
        package var budget: Double = 15
        /// Seconds a warm-up pass may take before its figure is cut short.
        package var limit: Double = 60
        package var maxRepeats: Int = 2000
        /// Cycles through all suggest steps per suggest repeat.
        package var cycles: Int = 5

        package init() {}
    }

    package struct Result: Sendable {
        package var workload: String
        package var constraints: Int
        package var variables: Int
        package var buildMicroseconds: Double
        package var suggestMicroseconds: Double?
        package var churnMicroseconds: Double?
        package var setConstantMicroseconds: Double?
        /// How many times each figure was measured, as kiwi-bench.py reports them.
        package var repeats: [(key: String, value: Int)]
        package var notes: [String]
    }

    static let churnEvery = 10

    package static func run(_ system: ConstraintSystem, workload: String, options: Options) throws(SolverError)
        -> Result
    {
        let objects = SystemObjects(system)
        let repeats = Repeats(share: options.budget / 4, limit: options.limit, maxRepeats: options.maxRepeats)
        var notes: [String] = []
        var solver = Solver()

        let (build, buildRuns) = try repeats.bestOf { () throws(SolverError) -> UInt64 in
            let fresh = Solver()
            let t0 = nanoseconds()
            try objects.build(into: fresh)
            let t1 = nanoseconds()
            solver = fresh  // the previous solver is freed after the clock stopped
            return t1 - t0
        }

        var suggest: (Double, Int, Int)?
        if !objects.steps.isEmpty {
            let steps = objects.steps.count
            suggest = try repeats.perItem(
                "suggest", items: steps, mostPasses: options.cycles, notes: &notes,
                unit: { (step: Int) throws(SolverError) in try objects.run(step: step, on: solver) },
                passes: { (cycles: Int) throws(SolverError) -> UInt64 in
                    let t0 = nanoseconds()
                    for _ in 0..<cycles {
                        for step in 0..<steps { try objects.run(step: step, on: solver) }
                    }
                    return nanoseconds() - t0
                })
        }

        let churned = stride(from: 0, to: objects.constraints.count, by: churnEvery).map { objects.constraints[$0] }
        var churn: (Double, Int, Int)?
        if !churned.isEmpty {
            churn = try repeats.perItem(
                "churn", items: churned.count, mostPasses: 1, notes: &notes,
                unit: { (i: Int) throws(SolverError) in
                    try solver.remove(churned[i])
                    try solver.add(churned[i])
                },
                passes: { (count: Int) throws(SolverError) -> UInt64 in
                    let t0 = nanoseconds()
                    for _ in 0..<count {
                        for constraint in churned {
                            try solver.remove(constraint)
                            try solver.add(constraint)
                        }
                    }
                    return nanoseconds() - t0
                })
        }

        // Constant changes: keep the constraints whose +1 the required set accepts.
        var changed: [(Constraint, Double)] = []
        for constraint in churned {
            let constant = solver.constant(of: constraint)!
            do {
                try solver.setConstant(of: constraint, to: constant + 1)
                try solver.setConstant(of: constraint, to: constant)
                changed.append((constraint, constant))
            } catch .unsatisfiable {
                continue
            }
        }
        if changed.count < churned.count {
            notes.append(
                "set_constant: \(churned.count - changed.count) of \(churned.count) constraints refuse +1 and are left out"
            )
        }
        var setConstant: (Double, Int, Int)?
        if !changed.isEmpty {
            let changes = 2 * changed.count
            setConstant = try repeats.perItem(
                "set_constant", items: changes, mostPasses: 1, notes: &notes,
                unit: { (i: Int) throws(SolverError) in
                    let (constraint, constant) = changed[i / 2]
                    try solver.setConstant(of: constraint, to: i % 2 == 0 ? constant + 1 : constant)
                    solver.updateVariables()
                },
                passes: { (count: Int) throws(SolverError) -> UInt64 in
                    let t0 = nanoseconds()
                    for _ in 0..<count {
                        for (constraint, constant) in changed {
                            try solver.setConstant(of: constraint, to: constant + 1)
                            solver.updateVariables()
                            try solver.setConstant(of: constraint, to: constant)
                            solver.updateVariables()
                        }
                    }
                    return nanoseconds() - t0
                })
        }

        return Result(
            workload: workload, constraints: system.constraints.count, variables: objects.variables.count,
            buildMicroseconds: Double(build) / 1000,
            suggestMicroseconds: suggest.map { $0.0 / 1000 },
            churnMicroseconds: churn.map { $0.0 / 1000 },
            setConstantMicroseconds: setConstant.map { $0.0 / 1000 },
            repeats: [
                ("build", buildRuns), ("suggest", suggest?.1 ?? 0), ("suggest_steps_per_repeat", suggest?.2 ?? 0),
                ("churn", churn?.1 ?? 0), ("churn_pairs_per_repeat", churn?.2 ?? 0),
                ("set_constant", setConstant?.1 ?? 0), ("set_constant_changes_per_repeat", setConstant?.2 ?? 0),
            ],
            notes: notes)
    }
}
