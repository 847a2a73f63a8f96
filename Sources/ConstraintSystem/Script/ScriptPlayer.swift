/// Plays an operation script on a `ScriptSolver` one operation at a time: resolves labels in the
/// current system, hands the solver each operation, records its decision, and judges every check
/// line against what the solver reads at that point (FORMAT-v2.md, tolerance 1e-6 · max(1, |v|)).
public final class ScriptPlayer {
    public let script: OperationScript
    public let solver: any ScriptSolver
    /// The current system after the operations played so far.
    public private(set) var state = ScriptState()
    /// The index of the next operation to play.
    public private(set) var position = 0
    /// For each label whose last operation was rejected: its conflicting set by name.
    private var conflictNames: [String: [String]] = [:]

    public init(_ script: OperationScript, on solver: any ScriptSolver) {
        self.script = script
        self.solver = solver
    }

    public var isFinished: Bool { position >= script.operations.count }

    /// Plays the next operation and judges it; nil when the script is finished.
    ///
    /// - Throws: `.script` where the script is wrong at this point (a label used while not live,
    ///   or defined while live), `.solver` when the solver fails (see `ScriptSolverError`).
    public func step() throws(ScriptPlayError) -> StepOutcome? {
        guard !isFinished else { return nil }
        let index = position
        position += 1
        let operation = script.operations[index]
        let line = script.line(of: index)
        let resolved: ResolvedOperation
        do throws(LineError) {
            resolved = try state.resolve(operation, id: index)
        } catch {
            throw .script(FormatError(file: script.source?.file ?? "<script>", line: line, message: error.message))
        }
        var outcome = StepOutcome(index: index, line: line, operation: operation)
        do throws(ScriptSolverError) {
            let decision = try perform(resolved)
            if resolved.canBeRejected { outcome.decision = decision }
            if case let .rejected(conflict?) = decision {
                outcome.conflict = state.names(ofIds: conflict, lineOfId: script.line(of:))
                if let label = operation.label { conflictNames[label] = outcome.conflict }
            }
            state.commit(resolved, label: operation.label, line: line, decision: decision)
            outcome.verdicts = try judge(operation)
        } catch {
            throw .solver(index: index, line: line, error)
        }
        return outcome
    }

    /// Plays every remaining operation.
    public func playToEnd() throws(ScriptPlayError) -> [StepOutcome] {
        var outcomes: [StepOutcome] = []
        while let outcome = try step() { outcomes.append(outcome) }
        return outcomes
    }

    /// Every variable of the current system (sorted by name) with its reading, and the errors.
    public func observeAll() throws(ScriptSolverError) -> (names: [String], observation: Observation) {
        let names = state.snapshot().variableNames.sorted()
        return (names, try solver.observe(names.map { [LinearTerm($0, 1)] }))
    }

    private func perform(_ resolved: ResolvedOperation) throws(ScriptSolverError) -> Decision {
        switch resolved {
        case let .add(id, constraint): return try solver.add(id, constraint)
        case let .remove(entry):
            try solver.remove(entry.id, entry.constraint)
            return .accepted
        case let .setConstant(entry, value): return try solver.setConstant(entry.id, of: entry.constraint, to: value)
        case let .setPriority(entry, priority, weight):
            return try solver.setPriority(entry.id, of: entry.constraint, to: priority, weight: weight)
        case let .edit(edit): try solver.addEdit(edit)
        case let .removeEdit(name): try solver.removeEdit(name)
        case let .suggest(step): try solver.suggest(step)
        case .none: break
        }
        return .accepted
    }

    private func judge(_ operation: ScriptOperation) throws(ScriptSolverError) -> [CheckVerdict] {
        switch operation {
        case let .check(items):
            var expressions: [[LinearTerm]] = []
            for case let .value(terms, _, _) in items { expressions.append(terms) }
            let observation = try solver.observe(expressions)
            var readings = observation.readings.makeIterator()
            return items.map { item in
                switch item {
                case let .value(_, relation, value): return CheckVerdict.judge(item, readings.next()!, relation, value)
                case let .error(priority, value):
                    let actual = observation.error(at: priority)
                    return CheckVerdict(
                        item, CheckItem.holds(actual, .equal, value) ? .passed : .failed,
                        "error \(priority) = \(NumberText.format(actual))")
                case let .rejected(label):
                    let rejected = state.lastDecision[label]?.isRejected == true
                    return CheckVerdict(
                        item, rejected ? .passed : .failed, rejected ? "rejected" : "\(label) was accepted")
                }
            }
        case let .checkConflict(label, members):
            let item = ScriptWriter.line(operation)
            guard state.lastDecision[label]?.isRejected == true else {
                return [CheckVerdict(text: item, status: .failed, detail: "\(label) was accepted")]
            }
            guard let reported = conflictNames[label] else {
                return [CheckVerdict(text: item, status: .unjudged, detail: "the solver reports no conflicting set")]
            }
            let expected = Set(members).subtracting([label])
            let found = Set(reported)
            let holds = solver.reportsIrreducibleConflicts ? found == expected : found.isSuperset(of: expected)
            let shown = ([label] + reported).joined(separator: " ")
            return [CheckVerdict(text: item, status: holds ? .passed : .failed, detail: "conflict: \(shown)")]
        default:
            return []
        }
    }
}

/// What playing one operation gave.
public struct StepOutcome: Sendable, Equatable {
    public var index: Int
    /// The operation's line in its file.
    public var line: Int
    public var operation: ScriptOperation
    /// For an add, set-constant or set-priority: the solver's decision.
    public var decision: Decision?
    /// For a rejection whose solver names a conflicting set: its other members, by label (or
    /// `line N` for an unlabelled constraint).
    public var conflict: [String]?
    /// For a check line: one verdict per item.
    public var verdicts: [CheckVerdict] = []

    public init(index: Int, line: Int, operation: ScriptOperation) {
        self.index = index
        self.line = line
        self.operation = operation
    }
}

/// The judgement of one check item.
public struct CheckVerdict: Sendable, Equatable {
    public enum Status: String, Sendable {
        case passed
        case failed
        /// The item is wrong in the file: it pins a value the optimum leaves free (only a solver
        /// that knows the optimal set, the reference, can tell).
        case invalid
        /// The solver gives nothing to judge the item by.
        case unjudged
    }

    /// The item as written.
    public var text: String
    public var status: Status
    /// What the solver gave, for the report (`x = 4.5`).
    public var detail: String

    public init(text: String, status: Status, detail: String) {
        self.text = text
        self.status = status
        self.detail = detail
    }

    init(_ item: CheckItem, _ status: Status, _ detail: String) {
        self.init(text: item.text, status: status, detail: detail)
    }

    /// A value item: with a range, it must hold on the whole optimal set (passed), or nowhere on
    /// it (failed); anything between means the item pins a point the optimum leaves free.
    static func judge(_ item: CheckItem, _ reading: Observation.Reading, _ relation: Relation, _ value: Double)
        -> CheckVerdict
    {
        guard case let .value(terms, _, _) = item else { preconditionFailure("a value item") }
        let name = CheckItem.compact(terms)
        guard let range = reading.range else {
            let holds = CheckItem.holds(reading.value, relation, value)
            return CheckVerdict(item, holds ? .passed : .failed, "\(name) = \(NumberText.format(reading.value))")
        }
        let low = range.lowest.map(NumberText.format) ?? "-inf"
        let high = range.highest.map(NumberText.format) ?? "inf"
        let shown =
            range.lowest != nil && range.lowest == range.highest ? "\(name) = \(low)" : "\(name) in [\(low), \(high)]"
        let tolerance = CheckItem.tolerance(for: value)
        let holdsEverywhere: Bool
        let holdsNowhere: Bool
        switch relation {
        case .equal:
            holdsEverywhere =
                range.lowest.map { abs($0 - value) <= tolerance } == true
                && range.highest.map { abs($0 - value) <= tolerance } == true
            holdsNowhere =
                range.lowest.map { $0 > value + tolerance } == true
                || range.highest.map { $0 < value - tolerance } == true
        case .lessThanOrEqual:
            holdsEverywhere = range.highest.map { $0 <= value + tolerance } == true
            holdsNowhere = range.lowest.map { $0 > value + tolerance } == true
        case .greaterThanOrEqual:
            holdsEverywhere = range.lowest.map { $0 >= value - tolerance } == true
            holdsNowhere = range.highest.map { $0 < value - tolerance } == true
        }
        if holdsEverywhere { return CheckVerdict(item, .passed, shown) }
        if holdsNowhere { return CheckVerdict(item, .failed, shown) }
        return CheckVerdict(
            item, .invalid,
            shown + ": the optimum does not determine it; a check may only name what every optimal solution agrees on")
    }
}

/// Why a script stopped playing.
public enum ScriptPlayError: Error, Sendable, CustomStringConvertible {
    /// The script is wrong at this point (`file:line: what`).
    case script(FormatError)
    /// The solver failed on operation `index` (line `line`).
    case solver(index: Int, line: Int, ScriptSolverError)

    public var description: String {
        switch self {
        case let .script(error): return error.description
        case let .solver(_, line, error): return "line \(line): the solver \(error)"
        }
    }
}

extension ScriptPlayError {
    /// True when the script itself is wrong (not the solver).
    public var isScriptError: Bool {
        if case .script = self { return true }
        return false
    }
}
