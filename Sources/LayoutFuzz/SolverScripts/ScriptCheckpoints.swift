import ConstraintSystem
import ReferenceSolver

/// Check lines written into a script from the exact reference, so that a script exported from
/// the engine judges any solver that replays it: at each chosen point, every variable the
/// optimum determines and every priority's error (values rounded to the nearest Double). A
/// decision that rounding alone decides follows the script's own `check rejected` lines.
package enum ScriptCheckpoints {
    /// `script` with a `check` line inserted before each of `positions` (numbers of operations
    /// played, ascending; repeats collapse). A point where nothing is determined gets no line.
    ///
    /// - Throws: `ScriptPlayError` when the script is wrong in the file at some point.
    package static func inserting(into script: OperationScript, at positions: [Int]) throws(ScriptPlayError)
        -> OperationScript
    {
        let exact = ReferenceScriptSolver()
        let player = ScriptPlayer(script, on: exact)
        var result = OperationScript(version: 2)
        var pending = Array(Set(positions)).sorted()[...]
        for index in 0...script.operations.count {
            while let next = pending.first, next == index {
                pending.removeFirst()
                let items: [CheckItem]
                do throws(ScriptSolverError) {
                    items = try checkItems(player)
                } catch {
                    throw .solver(index: index, line: script.line(of: max(0, index - 1)), error)
                }
                if !items.isEmpty { result.operations.append(.check(items)) }
            }
            guard index < script.operations.count else { break }
            let operation = script.operations[index]
            result.operations.append(operation)
            if operation.canBeRejected, let label = operation.label {
                // Where rounding alone decides, follow the decision the script records.
                let next = index + 1 < script.operations.count ? script.operations[index + 1] : nil
                exact.testedDecision = next == .check([.rejected(label)]) ? .rejected(conflict: nil) : .accepted
            }
            _ = try player.step()
        }
        return result
    }

    private static func checkItems(_ player: ScriptPlayer) throws(ScriptSolverError) -> [CheckItem] {
        let (names, observation) = try player.observeAll()
        var items: [CheckItem] = []
        for (name, reading) in zip(names, observation.readings) {
            guard let range = reading.range, let low = range.lowest, low == range.highest else { continue }
            items.append(.value(terms: [LinearTerm(name, 1)], relation: .equal, value: low))
        }
        for error in observation.errors { items.append(.error(error.priority, error.error)) }
        return items
    }
}
