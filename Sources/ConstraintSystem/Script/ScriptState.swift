/// The current system of a script while it plays (FORMAT-v2.md): the live constraints with their
/// current constants and priorities, the live edit variables with their last suggested values,
/// and the last decision on each label. It knows nothing of solving: a solver decides whether an
/// operation is accepted, and the state records the outcome.
public struct ScriptState: Sendable {
    /// A live constraint. `id` is the index of the operation that added it, unique in the script.
    public struct Entry: Sendable, Hashable {
        public var id: Int
        public var label: String?
        public var constraint: SystemConstraint
    }

    /// The live constraints in the order they were added.
    public private(set) var entries: [Entry] = []
    /// The live edit variables in the order they were declared.
    public private(set) var edits: [EditDeclaration] = []
    /// The last value suggested for each live edit variable (absent: 0).
    public private(set) var suggested: [String: Double] = [:]
    /// The id of each live label.
    private var idOfLabel: [String: Int] = [:]
    /// The line that defined each live label, for messages.
    private var lineOfLabel: [String: Int] = [:]
    /// For each label, whether the last operation naming it was rejected, and its conflict.
    public private(set) var lastDecision: [String: Decision] = [:]

    public init() {}

    /// The operation with the live constraint it acts on, for a solver: what to add, remove or
    /// change. Throws where the script is wrong at this point (a label defined while live, one
    /// not live because its add was rejected).
    func resolve(_ operation: ScriptOperation, id: Int) throws(LineError) -> ResolvedOperation {
        switch operation {
        case let .add(constraint, label):
            if let label, let line = lineOfLabel[label] {
                throw LineError(
                    "the label \(LineError.quote(label)) is defined while it is live (defined on line \(line)); 'remove \(label)' first or use another label"
                )
            }
            return .add(id: id, constraint)
        case let .remove(label): return .remove(try live(label, for: "remove"))
        case let .setConstant(label, value): return .setConstant(try live(label, for: "set-constant"), to: value)
        case let .setPriority(label, priority, weight):
            let entry = try live(label, for: "set-priority")
            return .setPriority(entry, to: priority, weight: weight ?? entry.constraint.weight)
        case let .edit(edit): return .edit(edit)
        case let .removeEdit(name): return .removeEdit(name)
        case let .suggest(step): return .suggest(step)
        case .check, .checkConflict: return .none
        }
    }

    /// Records the outcome of a resolved operation: an accepted one changes the system, a
    /// rejected one leaves it exactly as it was (a rejected add leaves its label unbound).
    public mutating func commit(_ resolved: ResolvedOperation, label: String?, line: Int, decision: Decision) {
        if let label, resolved.canBeRejected { lastDecision[label] = decision }
        guard decision == .accepted else { return }
        switch resolved {
        case let .add(id, constraint):
            entries.append(Entry(id: id, label: label, constraint: constraint))
            if let label {
                idOfLabel[label] = id
                lineOfLabel[label] = line
            }
        case let .remove(entry):
            entries.removeAll { $0.id == entry.id }
            if let label = entry.label {
                idOfLabel[label] = nil
                lineOfLabel[label] = nil
            }
        case let .setConstant(entry, value):
            update(entry.id) { $0.constant = value }
        case let .setPriority(entry, priority, weight):
            update(entry.id) {
                $0.priority = priority
                $0.weight = weight
            }
        case let .edit(edit): edits.append(edit)
        case let .removeEdit(name):
            edits.removeAll { $0.name == name }
            suggested[name] = nil
        case let .suggest(step):
            for suggestion in step.values { suggested[suggestion.name] = suggestion.value }
        case .none: break
        }
    }

    /// The current system as a version-1 system (FORMAT-v2.md's snapshot): the live edit
    /// variables, the live constraints (labels dropped), one step with the current suggestions.
    public func snapshot() -> ConstraintSystem {
        ScriptState.snapshot(edits: edits, constraints: entries.map(\.constraint), suggested: suggested)
    }

    /// A snapshot from its parts: the edits, the constraints, and one step with the values
    /// suggested for the edits that have one (none when no edit has).
    public static func snapshot(
        edits: [EditDeclaration], constraints: [SystemConstraint], suggested: [String: Double]
    ) -> ConstraintSystem {
        var system = ConstraintSystem(edits: edits, constraints: constraints)
        let values = edits.compactMap { edit in suggested[edit.name].map { Suggestion(edit.name, $0) } }
        if !values.isEmpty { system.steps = [SuggestStep(values)] }
        return system
    }

    /// The live entry with this id, if any.
    public func entry(id: Int) -> Entry? { entries.first { $0.id == id } }

    /// The live entry with this label, if any.
    public func entry(labeled label: String) -> Entry? { idOfLabel[label].flatMap(entry(id:)) }

    /// How a conflict's members are named in messages and conflict checks: their label, or
    /// `line N` for an unlabelled constraint (N from `lineOfId`).
    public func names(ofIds ids: [Int], lineOfId: (Int) -> Int) -> [String] {
        ids.map { id in entries.first { $0.id == id }?.label ?? "line \(lineOfId(id))" }
    }

    private func live(_ label: String, for form: String) throws(LineError) -> Entry {
        guard let id = idOfLabel[label], let entry = entry(id: id) else {
            throw LineError("'\(form) \(label)': the label \(LineError.quote(label)) is not live: its add was rejected")
        }
        return entry
    }

    private mutating func update(_ id: Int, _ change: (inout SystemConstraint) -> Void) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[index].constraint)
    }
}

/// A script operation bound to the live constraint it acts on.
public enum ResolvedOperation: Sendable, Hashable {
    case add(id: Int, SystemConstraint)
    case remove(ScriptState.Entry)
    case setConstant(ScriptState.Entry, to: Double)
    /// The weight is the one to use (the entry's own when the line gave none).
    case setPriority(ScriptState.Entry, to: Priority, weight: Double?)
    case edit(EditDeclaration)
    case removeEdit(String)
    case suggest(SuggestStep)
    /// A check line: nothing for a solver to do.
    case none

    public var canBeRejected: Bool {
        switch self {
        case .add, .setConstant, .setPriority: return true
        default: return false
        }
    }
}

/// A solver's decision on an operation that may be rejected.
public enum Decision: Sendable, Hashable {
    case accepted
    /// The required constraints could not all hold: the system is as it was. `conflict` holds the
    /// ids of the live constraints that conflict with the operation's constraint (which is not
    /// among them), when the solver says.
    case rejected(conflict: [Int]?)

    public var isRejected: Bool { self != .accepted }
}
