/// Reading operation scripts (FORMAT-v2.md). A file that says `version 2`, or uses any
/// version-2 form, is read line by line as operations in order; any other file is a version-1
/// file, read by `FormatReader` exactly as before and played with its meaning (edits, then
/// constraints, then steps).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads FORMAT-v2.md text into an `OperationScript`, or says where and why the text is wrong.
///
/// Besides every error of version 1, a script is wrong where FORMAT-v2.md says (checked here,
/// in line order, as far as the text alone tells): a `version` line that is not the first item or
/// names another version; a label that is not a NAME; `remove` or `set-*` of a label that was
/// never defined or was removed since; `remove-edit` of a name that is not an edit variable, an
/// `edit` of one that is; a `suggest` of a name that is not an edit variable at that point; a
/// `check` that names a variable that never appeared or a label never defined; a line, an
/// operation count or a constraint's terms over `FormatLimits`. Whether a label is
/// live also depends on what the solver rejects: `ScriptState` checks that while a script plays.
public enum ScriptReader {
    /// Reads the file at `path`; the errors of `FormatReader.read(contentsOf:)` and `parse`.
    public static func read(contentsOf path: String) throws(FormatError) -> OperationScript {
        let text = try FormatReader.readText(contentsOf: path)
        return try parse(text, file: path)
    }

    /// Reads `text` as the contents of a file named `file`.
    public static func parse(_ text: String, file: String = "<input>") throws(FormatError) -> OperationScript {
        let bytes = Array(text.utf8)[...]
        if !declaresVersion2(bytes), let system = try? FormatReader.parse(text, file: file) {
            return OperationScript(system)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw FormatError(
                file: file, line: 1,
                message: "the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one")
        }
        var script = OperationScript(source: ScriptSource(file: file))
        var scope = StaticScope()
        var isFirstItem = true
        for (number, range) in TextLines(bytes) {
            let line = FormatReader.content(of: bytes[range])
            if line.isEmpty && range.count <= FormatLimits.maxLineBytes { continue }
            defer { isFirstItem = false }
            do throws(LineError) {
                try FormatLimits.checkLine(length: range.count)
                if try versionLine(line, isFirstItem: isFirstItem) { continue }
                try FormatLimits.checkItems(script.operations.count + 1)
                let operation = try self.operation(line, scope: scope)
                if case let .add(constraint, _) = operation { try FormatLimits.checkTerms(constraint.terms.count) }
                try scope.admit(operation, line: number)
                script.operations.append(operation)
                script.source!.lines.append(number)
            } catch {
                throw FormatError(file: file, line: number, message: error.message)
            }
        }
        return script
    }

    /// True when the first item of the text is a `version` line (of any version: the line is
    /// then read, and judged, by the version-2 reader).
    static func declaresVersion2(_ bytes: ArraySlice<UInt8>) -> Bool {
        for (_, range) in TextLines(bytes) {
            let line = FormatReader.content(of: bytes[range])
            if line.isEmpty { continue }
            return line.prefix { !LineScanner.isSpace($0) }.elementsEqual("version".utf8)
                && !line.contains(UInt8(ascii: "@"))
        }
        return false
    }

    /// Reads a `version N` line: true for `version 2` as the first item; throws for any other
    /// version or a version line further down; false when the line is something else.
    static func versionLine(_ line: ArraySlice<UInt8>, isFirstItem: Bool) throws(LineError) -> Bool {
        let words = line.split(whereSeparator: LineScanner.isSpace)
        guard words.first?.elementsEqual("version".utf8) == true, !line.contains(UInt8(ascii: "@")) else {
            return false
        }
        guard words.count == 2, words[1].elementsEqual("2".utf8) else {
            throw LineError(
                "\(LineError.quote(line)) is not a version this reader knows; it reads 'version 2' (and version-1 files, which have no version line)"
            )
        }
        guard isFirstItem else {
            throw LineError("'version 2' must be the first item of the file (before any edit, constraint or step)")
        }
        return true
    }
}

/// What the text alone tells about labels and names, line by line: enough to refuse a script
/// that is wrong whatever a solver decides.
struct StaticScope {
    /// Labels defined and not removed since (they may still be unbound, if their add is rejected).
    private var labels: [String: Int] = [:]
    /// Every label ever defined.
    private var everDefined = Set<String>()
    /// Live edit variables, with the line that declared them.
    private var edits: [String: Int] = [:]
    /// Every variable that appeared in an edit or a constraint so far.
    private var names = Set<String>()

    var editNames: Set<String> { Set(edits.keys) }

    mutating func admit(_ operation: ScriptOperation, line: Int) throws(LineError) {
        switch operation {
        case let .edit(edit):
            if let first = edits[edit.name] {
                throw LineError(
                    "edit variable \(LineError.quote(edit.name)) is declared twice (first on line \(first)); 'remove-edit \(edit.name)' before declaring it again"
                )
            }
            edits[edit.name] = line
            names.insert(edit.name)
        case let .removeEdit(name):
            guard edits.removeValue(forKey: name) != nil else {
                throw LineError("'remove-edit \(name)': \(LineError.quote(name)) is not an edit variable here")
            }
        case let .add(constraint, label):
            for term in constraint.terms { names.insert(term.name) }
            if let label {
                labels[label] = line
                everDefined.insert(label)
            }
        case let .remove(label):
            try requireDefined(label, for: "remove")
            labels[label] = nil
        case .setConstant(let label, _):
            try requireDefined(label, for: "set-constant")
        case .setPriority(let label, _, _):
            try requireDefined(label, for: "set-priority")
        case let .suggest(step):
            for suggestion in step.values where edits[suggestion.name] == nil {
                throw LineError(
                    "\(LineError.quote(suggestion.name)) is suggested but is not an edit variable here "
                        + "(declare it with \(LineError.quote("edit \(suggestion.name) PRIORITY")) on an earlier line)")
            }
        case let .check(items):
            for item in items {
                switch item {
                case .value(let terms, _, _):
                    for term in terms where !names.contains(term.name) {
                        throw LineError(
                            "check names \(LineError.quote(term.name)), a variable that has not appeared in any edit or constraint line before"
                        )
                    }
                case .error: break
                case let .rejected(label): try requireEverDefined(label)
                }
            }
        case let .checkConflict(label, members):
            for name in [label] + members { try requireEverDefined(name) }
        }
    }

    private func requireDefined(_ label: String, for form: String) throws(LineError) {
        guard labels[label] == nil else { return }
        let why = everDefined.contains(label) ? "was removed and not defined again" : "was never defined"
        throw LineError(
            "'\(form) \(label)': the label \(LineError.quote(label)) \(why) (define it with '\(label): EXPR OP EXPR @ PRIORITY')"
        )
    }

    private func requireEverDefined(_ label: String) throws(LineError) {
        guard !everDefined.contains(label) else { return }
        throw LineError("check names the label \(LineError.quote(label)), which no line before defines")
    }
}
