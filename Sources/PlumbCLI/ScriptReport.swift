import ConstraintSystem

/// How `plumb solve` and `plumb check` print what a script did: one line per decision that is a
/// rejection and per check line, then the final state.
enum ScriptReport {
    /// `line 7: check x=5 error 900=5: ok` / `... FAILED: x = 4.5`; `line 4: rejected cap (conflict: w)`.
    static func line(_ outcome: StepOutcome) -> String? {
        if outcome.decision?.isRejected == true {
            let what = outcome.operation.label ?? "the constraint"
            let with = outcome.conflict.map { $0.isEmpty ? "" : " (conflict: \($0.joined(separator: " ")))" } ?? ""
            return "line \(outcome.line): rejected \(what)\(with): \(ScriptWriter.line(outcome.operation))"
        }
        guard outcome.operation.isCheck else { return nil }
        let text = ScriptWriter.line(outcome.operation)
        let bad = outcome.verdicts.filter { $0.status != .passed }
        guard !bad.isEmpty else { return "line \(outcome.line): \(text): ok" }
        let worst =
            bad.contains { $0.status == .invalid }
            ? "INVALID" : bad.contains { $0.status == .failed } ? "FAILED" : "UNJUDGED"
        return "line \(outcome.line): \(text): \(worst): "
            + bad.map { "\($0.text) (\($0.detail))" }.joined(separator: "; ")
    }

    /// Counts of check items by status, for the summary line.
    static func summary(_ outcomes: [StepOutcome]) -> (text: String, failed: Int, invalid: Int) {
        let verdicts = outcomes.flatMap(\.verdicts)
        let count = { (status: CheckVerdict.Status) in verdicts.filter { $0.status == status }.count }
        let rejected = outcomes.filter { $0.decision?.isRejected == true }.count
        var parts = [
            "\(outcomes.filter(\.operation.isCheck).count) check lines", "\(count(.passed)) items passed",
            "\(count(.failed)) failed",
        ]
        if count(.invalid) > 0 { parts.append("\(count(.invalid)) invalid") }
        if count(.unjudged) > 0 { parts.append("\(count(.unjudged)) unjudged") }
        parts.append("\(rejected) rejected")
        return (parts.joined(separator: ", "), count(.failed), count(.invalid))
    }

    /// `x = 5` lines for every variable, then `error @P = E` lines.
    static func finalState(names: [String], observation: Observation) -> [String] {
        zip(names, observation.readings).map { "\($0) = \(NumberText.format($1.value))" }
            + observation.errors.map { "error @\($0.priority) = \(NumberText.format($0.error))" }
    }
}
