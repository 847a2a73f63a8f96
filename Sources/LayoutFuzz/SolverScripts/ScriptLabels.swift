import ConstraintSystem
import LayoutCase
import ReferenceSolver

/// A script read from a file names its labels as the exact decisions allow: no label defined
/// while its earlier add is live, none named after its add was rejected (`ScriptState`'s rules,
/// which only a solver's decisions settle). `plumb solve` finds a wrong one while it plays; every
/// other command that reads a script checks it here first, playing it on the reference, whose
/// decisions are the script's meaning (a generated script follows them by construction,
/// `ScriptDraw`), so a wrong file is bad input (exit 2) rather than a play that stops early.
enum ScriptLabels {
    /// - Throws: `CaseError` naming the file and the line of the first label used against the
    ///   reference's decisions. A script whose play fails for another reason is left to the
    ///   oracles, which report it.
    static func check(_ script: OperationScript) throws(CaseError) {
        let player = ScriptPlayer(script, on: ReferenceScriptSolver())
        do {
            while try player.step() != nil {}
        } catch  where error.followsFromADecision {
            guard case let .script(problem) = error else { return }
            throw CaseError(problem)
        } catch {
            return
        }
    }
}
