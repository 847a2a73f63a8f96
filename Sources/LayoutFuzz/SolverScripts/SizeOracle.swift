import ConstraintSystem

/// The `size` oracle: whenever the script's current system is empty (no live constraint, no
/// edit variable), and once more at the end after the oracle removes whatever is still live, the
/// solver's size counters (`SizedScriptSolver`: rows, cells, objective terms, symbols, priority
/// levels) must be an empty solver's. Only this oracle sees a removal that leaves symbols or
/// objective terms behind without changing any value.
enum SizeOracle {
    static func check(_ script: OperationScript, on solver: any ScriptSolver) throws(ScriptPlayError) -> ScriptJudgement
    {
        guard let sized = solver as? any SizedScriptSolver, sized.reportsSizes else {
            return ScriptJudgement(
                outcome: .skipped("the solver reports no sizes"), step: script.operations.count, points: 0)
        }
        let baseline = try counters(sized, at: 0, script)
        let player = ScriptPlayer(script, on: solver)
        var points = 0
        while let played = try player.stepUntilUndefinedLabel() {  // what is live at the end is removed below
            guard player.state.entries.isEmpty && player.state.edits.isEmpty else { continue }
            points += 1
            let now = try counters(sized, at: played.index, script)
            if now != baseline {
                return ScriptJudgement(
                    outcome: .failed(differences(now, baseline, "with nothing live (line \(played.line))")),
                    step: played.index + 1, points: points)
            }
        }
        let left = player.state.entries.count
        let edits = player.state.edits.count
        guard left + edits > 0 else { return .passed(script, points: points) }
        do throws(ScriptSolverError) {
            for entry in player.state.entries { try solver.remove(entry.id, entry.constraint) }
            for edit in player.state.edits { try solver.removeEdit(edit.name) }
        } catch {
            throw .solver(
                index: script.operations.count, line: script.line(of: max(0, script.operations.count - 1)), error)
        }
        let now = try counters(sized, at: script.operations.count, script)
        guard now != baseline else { return .passed(script, points: points + 1) }
        let problems = differences(
            now, baseline, "after removing the \(left) constraints and \(edits) edit variables live at the end")
        return ScriptJudgement(outcome: .failed(problems), step: script.operations.count, points: points + 1)
    }

    private static func counters(_ solver: any SizedScriptSolver, at index: Int, _ script: OperationScript)
        throws(ScriptPlayError) -> [SizeCounter]
    {
        do throws(ScriptSolverError) {
            return try solver.sizeCounters()
        } catch {
            throw .solver(index: index, line: script.line(of: max(0, min(index, script.operations.count - 1))), error)
        }
    }

    /// One line per counter that differs, in the solver's order: `symbols: 3 with nothing live
    /// (line 9); an empty solver has 0`.
    private static func differences(_ now: [SizeCounter], _ baseline: [SizeCounter], _ when: String) -> [String] {
        zip(now, baseline).filter { $0 != $1 }.map {
            "\($0.name): \($0.value) \(when); an empty solver has \($1.value)"
        }
    }
}
