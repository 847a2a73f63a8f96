import ConstraintSystem
import Foundation

/// A solver behind a pipe as a `ScriptSolver`: each operation becomes one request of the line
/// protocol (docs/solver-protocol.md) to a `SolverAdapter`, which is reset when this solver is
/// made, so that every oracle starts from a fresh solver in the same process.
///
/// The adapter's answers: `ok`, `rejected` (for adds and changes), `values V...`, `size K=N...`,
/// or `error MESSAGE` (the solver failed an operation: `failed`); anything else breaks the
/// protocol. Errors per priority are not asked: the comparison computes them from the values.
package final class PipeScriptSolver: SizedScriptSolver {
    package let adapter: SolverAdapter

    /// Resets `adapter` (starting it again when it has ended).
    package init(_ adapter: SolverAdapter) throws(ScriptSolverError) {
        self.adapter = adapter
        try adapter.reset()
    }

    package var reportsIrreducibleConflicts: Bool { false }
    package var semantics: PrioritySemantics { adapter.semantics }
    package var reportsSizes: Bool { adapter.capabilities.contains("size") }

    package func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        try decision(
            "add \(id) \(constraint.relation.rawValue) \(number(constraint.constant)) \(strength(constraint.priority, constraint.weight)) "
                + "\(constraint.terms.count)"
                + constraint.terms.map { " \(number($0.coefficient)) \($0.name)" }.joined())
    }

    package func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) { try ok("remove \(id)") }

    package func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError)
        -> Decision
    {
        try decision("set-constant \(id) \(number(value))")
    }

    package func setPriority(_ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?)
        throws(ScriptSolverError) -> Decision
    {
        try decision("set-priority \(id) \(strength(priority, weight))")
    }

    package func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError) {
        try ok("edit \(edit.name) \(strength(edit.priority, edit.weight))")
    }

    package func removeEdit(_ name: String) throws(ScriptSolverError) { try ok("remove-edit \(name)") }

    package func suggest(_ step: SuggestStep) throws(ScriptSolverError) {
        try ok("suggest" + step.values.map { " \($0.name) \(number($0.value))" }.joined())
    }

    /// Asks the values of the variables the expressions use and sums the expressions here.
    package func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        var names: [String] = []
        for terms in expressions { for term in terms where !names.contains(term.name) { names.append(term.name) } }
        var values: [String: Double] = [:]
        if !names.isEmpty {
            let request = "values " + names.joined(separator: " ")
            let words = try answer(request).split(separator: " ").map(String.init)
            guard words.first == "values", words.count == names.count + 1 else {
                throw violation(request, words.joined(separator: " "))
            }
            for (name, word) in zip(names, words.dropFirst()) {
                guard let value = Double(word) else { throw violation(request, words.joined(separator: " ")) }
                guard value.isFinite else {
                    throw ScriptSolverError(.failed, "'values' read \(name) as '\(word)', not a finite number")
                }
                values[name] = value
            }
        }
        let readings = expressions.map { terms in
            Observation.Reading(value: terms.reduce(0) { $0 + $1.coefficient * values[$1.name]! })
        }
        return Observation(readings: readings, errors: [])
    }

    /// `size rows=3 symbols=7 …`, when the adapter declared the `size` capability.
    package func sizeCounters() throws(ScriptSolverError) -> [SizeCounter] {
        let words = try answer("size").split(separator: " ").map(String.init)
        guard words.first == "size" else { throw violation("size", words.joined(separator: " ")) }
        var counters: [SizeCounter] = []
        for word in words.dropFirst() {
            let parts = word.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else {
                throw violation("size", words.joined(separator: " "))
            }
            counters.append(SizeCounter(String(parts[0]), value))
        }
        return counters
    }

    // MARK: Requests

    /// `PRIORITY WEIGHT`: the priority's number (1000 for required) and the weight a weighing
    /// solver uses (the line's `~ WEIGHT`, else the priority's number).
    private func strength(_ priority: Priority, _ weight: Double?) -> String {
        "\(number(priority.value)) \(number(weight ?? priority.value))"
    }

    private func number(_ value: Double) -> String { NumberText.format(value) }

    private func answer(_ request: String) throws(ScriptSolverError) -> String {
        let answer = try adapter.request(request)
        if answer == "error" || answer.hasPrefix("error ") {
            throw ScriptSolverError(
                .failed, "'\(request.prefix(120))': \(answer.dropFirst(5).trimmingCharacters(in: .whitespaces))")
        }
        return answer
    }

    private func ok(_ request: String) throws(ScriptSolverError) {
        let answer = try answer(request)
        guard answer == "ok" else { throw violation(request, answer) }
    }

    private func decision(_ request: String) throws(ScriptSolverError) -> Decision {
        switch try answer(request) {
        case "ok": return .accepted
        case "rejected": return .rejected(conflict: nil)
        case let other: throw violation(request, other)
        }
    }

    /// An answer the protocol does not allow: the adapter is stopped (the pipe may be out of
    /// step), so that the next solver starts a fresh one.
    private func violation(_ request: String, _ answer: String) -> ScriptSolverError {
        adapter.abandon()
        return ScriptSolverError(.protocolViolation, "'\(request.prefix(120))' answered '\(answer.prefix(120))'")
    }
}
