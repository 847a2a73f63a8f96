import ConstraintSystem

/// The adapter of a solver behind the solver protocol (docs/solver-protocol.md). Its hello is
/// `plumb-solver 1 SEMANTICS NAME [CAPABILITY...]`; `reset` starts each script on a fresh solver.
package final class SolverAdapter: AdapterProcess, @unchecked Sendable {
    /// What the hello said.
    package private(set) var semantics = PrioritySemantics.lexicographic
    package private(set) var name = ""
    package private(set) var capabilities: Set<String> = []

    /// Starts the adapter and reads its hello.
    ///
    /// - Throws: `ScriptSolverError` when it cannot start, says no hello, or says another protocol.
    package required init(command: String, timeout: Double = 10) throws(ScriptSolverError) {
        try super.init(command: command, timeout: timeout)
    }

    override func accept(hello: String) throws(ScriptSolverError) {
        let words = hello.split(separator: " ").map(String.init)
        guard words.count >= 4, words[0] == "plumb-solver", let version = Int(words[1]) else {
            throw ScriptSolverError(
                .protocolViolation,
                "the adapter's first line is '\(hello.prefix(120))', not 'plumb-solver 1 SEMANTICS NAME'")
        }
        guard version == 1, let semantics = PrioritySemantics(rawValue: words[2]) else {
            throw ScriptSolverError(
                .protocolViolation,
                "the adapter speaks protocol \(words[1]) with '\(words[2])' semantics; plumb speaks 1 with lexicographic or weighted"
            )
        }
        self.semantics = semantics
        name = words[3]
        capabilities = Set(words.dropFirst(4))
    }

    /// A fresh solver: restarts the process when it is gone, then sends `reset`.
    package func reset() throws(ScriptSolverError) {
        let answer = try request("reset")
        guard answer == "ok" else {
            abandon()
            throw ScriptSolverError(.protocolViolation, "'reset' answered '\(answer.prefix(120))', not 'ok'")
        }
        startErrorTail()
    }
}
