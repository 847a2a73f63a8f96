/// Writing operation scripts in the text format of FORMAT-v2.md, such that `ScriptReader.parse`
/// gives back an equal script.

/// Writes an `OperationScript` as FORMAT-v2.md text: an optional `# title` comment, `version 2`,
/// then one operation a line, each ending in `\n`. Constraints are written in their normal form
/// (as `FormatWriter` does), a label before them when they have one.
///
/// Round trip: `ScriptReader.parse(write(s)) == s` for every script the reader can produce.
/// O(size of the output).
public enum ScriptWriter {
    public static func write(_ script: OperationScript, title: String? = nil) -> String {
        var text = FormatWriter.write(ConstraintSystem(), title: title)
        text += "version 2\n"
        for operation in script.operations { text += line(operation) + "\n" }
        return text
    }

    /// One operation's line, without its line break.
    public static func line(_ operation: ScriptOperation) -> String {
        switch operation {
        case let .edit(edit): return "edit \(edit.name) \(FormatWriter.strength(edit.priority, edit.weight))"
        case let .removeEdit(name): return "remove-edit \(name)"
        case let .add(constraint, label): return (label.map { "\($0): " } ?? "") + FormatWriter.line(constraint)
        case let .remove(label): return "remove \(label)"
        case let .setConstant(label, value): return "set-constant \(label) \(NumberText.format(value))"
        case let .setPriority(label, priority, weight):
            return "set-priority \(label) \(FormatWriter.strength(priority, weight))"
        case let .suggest(step):
            return "suggest " + step.values.map { "\($0.name)=\(NumberText.format($0.value))" }.joined(separator: " ")
        case let .check(items): return "check " + items.map(\.text).joined(separator: " ")
        case let .checkConflict(label, members): return "check conflict \(label) " + members.joined(separator: " ")
        }
    }
}
