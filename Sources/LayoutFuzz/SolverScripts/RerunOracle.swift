import ConstraintSystem

/// The `repeat` oracle: the same script played twice in one process, each time on a fresh
/// solver, must give the same decision and the same bits for every variable and every
/// priority's error after every operation. A solver whose result depends on hash order, on
/// addresses or on state left from an earlier run fails it.
enum RerunOracle {
    /// What one play read after one operation.
    private struct Point: Equatable {
        var decision: Decision?
        var names: [String]
        var values: [UInt64]
        var errors: [Observation.PriorityError]
        /// The errors' bits: `PriorityError`'s equality is numeric (0 == -0).
        var errorBits: [UInt64]
    }

    static func check(_ script: OperationScript, solvers makeSolver: () throws(ScriptPlayError) -> any ScriptSolver)
        throws(ScriptPlayError) -> ScriptJudgement
    {
        let first = try record(script, on: makeSolver())
        let second = try record(script, on: makeSolver())
        for (index, (a, b)) in zip(first, second).enumerated() where a != b {
            return ScriptJudgement(
                outcome: .failed([describe(a, b, line: script.line(of: index))]), step: index + 1, points: index + 1)
        }
        return .passed(script, points: first.count)
    }

    private static func record(_ script: OperationScript, on solver: any ScriptSolver) throws(ScriptPlayError)
        -> [Point]
    {
        let player = ScriptPlayer(script, on: solver)
        var points: [Point] = []
        while let played = try player.stepUntilUndefinedLabel() {
            do throws(ScriptSolverError) {
                let (names, observation) = try player.observeAll()
                points.append(
                    Point(
                        decision: played.decision, names: names, values: observation.readings.map(\.value.bitPattern),
                        errors: observation.errors, errorBits: observation.errors.map(\.error.bitPattern)))
            } catch {
                throw .solver(index: played.index, line: played.line, error)
            }
        }
        return points
    }

    private static func describe(_ a: Point, _ b: Point, line: Int) -> String {
        if a.decision != b.decision {
            return
                "line \(line): one play \(a.decision?.isRejected == true ? "rejects" : "accepts") the operation, another \(b.decision?.isRejected == true ? "rejects" : "accepts") it"
        }
        for (k, name) in a.names.enumerated() where k < b.values.count && a.values[k] != b.values[k] {
            return
                "line \(line): \(name) reads \(Double(bitPattern: a.values[k])) on one play and \(Double(bitPattern: b.values[k])) on another"
        }
        for (x, y) in zip(a.errors, b.errors) where x.priority != y.priority || x.error.bitPattern != y.error.bitPattern
        {
            return
                "line \(line): the error at priority \(x.priority) is \(x.error) on one play and \(y.error) at priority \(y.priority) on another"
        }
        return "line \(line): one play reads \(a.errors.count) priorities, another \(b.errors.count)"
    }
}
