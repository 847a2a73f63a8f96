/// An operation script (FORMAT-v2.md): operations applied in order, each leaving a *current
/// system* whose meaning is the version-1 meaning of that system. Check lines are checkpoints on
/// it. A version-1 file is a script too: its edits, then its constraints, then its steps.
///
/// Equality ignores `source`, so that reading, writing and reading again gives an equal script.
public struct OperationScript: Sendable {
    public var operations: [ScriptOperation]
    /// The file and the 1-based line of each operation, when the script was read from text.
    public var source: ScriptSource?
    /// 2 when the text used a version-2 form (or said `version 2`), 1 for a version-1 file.
    public var version: Int

    public init(_ operations: [ScriptOperation] = [], source: ScriptSource? = nil, version: Int = 2) {
        self.operations = operations
        self.source = source
        self.version = version
    }

    /// The line of operation `index` in its file, or `index + 1` when the script was built in code.
    public func line(of index: Int) -> Int { source?.lines[index] ?? index + 1 }

    /// `file:line` of operation `index`, for messages.
    public func location(of index: Int) -> String { "\(source?.file ?? "<script>"):\(line(of: index))" }

    /// The script of a version-1 system: its edit variables, its constraints, then its steps.
    public init(_ system: ConstraintSystem) {
        var operations: [ScriptOperation] = system.edits.map { .edit($0) }
        operations += system.constraints.map { .add($0, label: nil) }
        operations += system.steps.map { .suggest($0) }
        self.operations = operations
        version = 1
        source = system.source.map {
            ScriptSource(file: $0.file, lines: $0.editLines + $0.constraintLines + $0.stepLines)
        }
    }
}

extension OperationScript: Equatable {
    public static func == (lhs: OperationScript, rhs: OperationScript) -> Bool { lhs.operations == rhs.operations }
}

/// Where the operations of a script stand in its file.
public struct ScriptSource: Sendable, Hashable {
    public var file: String
    /// The 1-based line of each operation.
    public var lines: [Int]

    public init(file: String, lines: [Int] = []) {
        self.file = file
        self.lines = lines
    }
}

/// One line of a script.
public enum ScriptOperation: Sendable, Hashable {
    /// `edit NAME PRIORITY [~ WEIGHT]`.
    case edit(EditDeclaration)
    /// `remove-edit NAME`.
    case removeEdit(String)
    /// A constraint line, `LABEL: ` before it when labelled.
    case add(SystemConstraint, label: String?)
    /// `remove LABEL`.
    case remove(String)
    /// `set-constant LABEL VALUE`: the normal form's constant becomes VALUE.
    case setConstant(String, Double)
    /// `set-priority LABEL PRIORITY [~ WEIGHT]`; a nil weight keeps the constraint's weight.
    case setPriority(String, Priority, weight: Double?)
    /// `suggest NAME=VALUE ...`.
    case suggest(SuggestStep)
    /// `check ITEM ...`.
    case check([CheckItem])
    /// `check conflict LABEL L1 L2 ...`: the rejected LABEL's irreducible conflicting set.
    case checkConflict(String, [String])

    /// The label an operation acts on (defines, removes, changes or checks), if any.
    public var label: String? {
        switch self {
        case .add(_, let label): return label
        case .remove(let label), .setConstant(let label, _), .setPriority(let label, _, _),
            .checkConflict(let label, _):
            return label
        case .edit, .removeEdit, .suggest, .check: return nil
        }
    }

    /// True for the operations that may be rejected: adds, constant and priority changes.
    public var canBeRejected: Bool {
        switch self {
        case .add, .setConstant, .setPriority: return true
        default: return false
        }
    }

    /// True for `check` and `check conflict` lines.
    public var isCheck: Bool {
        switch self {
        case .check, .checkConflict: return true
        default: return false
        }
    }
}
