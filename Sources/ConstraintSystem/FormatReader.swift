/// Reading constraint systems written in the text format of FORMAT.md (version 1).
///
/// The accepted files and the line of each error are those of `read_system` in kiwi-bench.py, the
/// project's reference reader, with three deliberate differences: the grammar is ASCII (Python
/// would also take other Unicode digits and spaces), a sum of numbers that overflows is an error
/// (Python passes an infinity on to kiwi), and an optional line whose weight would reach kiwi's
/// `required` strength is accepted (weights are kiwi's business; this format's solver ignores them).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads FORMAT.md text into a `ConstraintSystem`, or says where and why the text is wrong.
///
/// Per line, after cutting a `#` comment and surrounding spaces: a blank line is skipped;
/// `edit NAME PRIORITY [~ WEIGHT]` declares an edit variable; `suggest NAME=VALUE ...` (a line
/// with no `@`) is a step; anything else must be a constraint `EXPR OP EXPR @ PRIORITY [~ WEIGHT]`,
/// read into the normal form `terms OP constant` (terms of the right side moved left, like terms
/// merged in the order of first use, terms whose coefficients cancel to 0 dropped, the constant
/// `right constant - left constant`). Errors come in line order; a suggested name that no `edit`
/// line of the file declares is reported last, on its `suggest` line. O(n) in the length of text.
public enum FormatReader {
    /// Reads the file at `path`.
    ///
    /// - Throws: `FormatError` with line 0 when the file is missing, a directory, over
    ///   `FormatLimits.maxFileBytes`, unreadable or not UTF-8; otherwise the errors of
    ///   `parse(_:file:)`, with `file` set to `path`.
    public static func read(contentsOf path: String) throws(FormatError) -> ConstraintSystem {
        try parse(readText(contentsOf: path), file: path)
    }

    /// The text of the file at `path`, checked to be UTF-8.
    ///
    /// - Throws: `FormatError` with line 0 when the file is missing, a directory, unreadable or
    ///   not UTF-8.
    static func readText(contentsOf path: String) throws(FormatError) -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw FormatError(file: path, line: 0, message: "cannot read the file: it does not exist")
        }
        guard !isDirectory(path) else {
            throw FormatError(file: path, line: 0, message: "cannot read the file: it is a directory")
        }
        try FormatLimits.checkSize(ofFileAt: path)
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw FormatError(file: path, line: 0, message: "cannot read the file: \(error)")
        }
        if let offset = firstInvalidUTF8Offset(bytes) {
            let line = 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw FormatError(
                file: path, line: 0,
                message: "the file is not UTF-8 text: byte \(offset) (on line \(line)) is not valid UTF-8")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `text` as the contents of a file named `file` (used only in errors and the source map).
    ///
    /// The result's `source` holds the 1-based line of every edit, constraint and step.
    ///
    /// - Throws: `FormatError` at the first wrong line: one that matches no form, more than one
    ///   `@`, not exactly one `==`/`<=`/`>=`, a bad `@ PRIORITY [~ WEIGHT]`, a missing term or
    ///   expression, a product other than NUMBER*NAME, a character outside the grammar, a priority
    ///   outside 1...1000, a required edit variable, an edit variable declared twice, a `suggest`
    ///   line without `NAME=VALUE` items or suggesting an undeclared name, a number (or a sum of
    ///   numbers) that is not finite, a negative weight, a line, an item count or a constraint's
    ///   terms over `FormatLimits`.
    public static func parse(_ text: String, file: String = "<input>") throws(FormatError) -> ConstraintSystem {
        let bytes = Array(text.utf8)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw FormatError(
                file: file, line: 1,
                message: "the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one")
        }
        var system = ConstraintSystem()
        var source = SourceMap(file: file)
        var editLineOfName: [String: Int] = [:]
        var items = 0
        for (number, range) in TextLines(bytes) {
            do throws(LineError) {
                try FormatLimits.checkLine(length: range.count)
                let line = content(of: bytes[range])
                if line.isEmpty { continue }
                items += 1
                try FormatLimits.checkItems(items)
                switch try item(line, editLineOfName: editLineOfName) {
                case .edit(let edit):
                    editLineOfName[edit.name] = number
                    system.edits.append(edit)
                    source.editLines.append(number)
                case .constraint(let constraint):
                    try FormatLimits.checkTerms(constraint.terms.count)
                    system.constraints.append(constraint)
                    source.constraintLines.append(number)
                case .step(let step):
                    system.steps.append(step)
                    source.stepLines.append(number)
                }
            } catch {
                throw FormatError(file: file, line: number, message: error.message)
            }
        }
        for (step, line) in zip(system.steps, source.stepLines) {
            for suggestion in step.values where editLineOfName[suggestion.name] == nil {
                throw FormatError(
                    file: file, line: line,
                    message: "\(LineError.quote(suggestion.name)) is suggested but never declared with 'edit' "
                        + "(add a line \(LineError.quote("edit \(suggestion.name) PRIORITY")))")
            }
        }
        system.source = source
        return system
    }

    /// The line without its `#` comment and the spaces around what is left.
    static func content(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let code = line.firstIndex(of: UInt8(ascii: "#")).map { line[..<$0] } ?? line
        return ExpressionParser.trimmed(code)
    }

    private static func isDirectory(_ path: String) -> Bool {
        #if canImport(FoundationEssentials)
            var flag = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag
        #else
            var flag: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
        #endif
    }

    /// The byte offset of the first byte that is not valid UTF-8, nil when all are.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
