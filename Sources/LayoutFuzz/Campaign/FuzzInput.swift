import ConstraintSystem
import Foundation
import LayoutCase

/// What a fuzz run plays, shrinks, reports and keeps in a corpus: a layout case (a `.json` case
/// file) or an operation script (a `.txt` script, FORMAT-v2.md).
package enum FuzzInput: Sendable, Equatable {
    case layout(Case)
    case script(OperationScript)

    package var target: FuzzTarget {
        switch self {
        case .layout: .layout
        case .script: .solver
        }
    }

    /// `json` or `txt`.
    package var fileExtension: String { FuzzInput.fileExtension(of: target) }

    package static func fileExtension(of target: FuzzTarget) -> String { target == .layout ? "json" : "txt" }

    /// The file's bytes, the same for the same input: `CaseFile.encode`, or `ScriptWriter.write`.
    package var fileBytes: Data {
        switch self {
        case let .layout(value): CaseFile.encode(value)
        case let .script(script): Data(ScriptWriter.write(script).utf8)
        }
    }

    /// `7 views, 11 constraints, 7 steps` or `12 lines`.
    package var sizeText: String {
        switch self {
        case let .layout(value):
            "\(value.views.count) views, \(value.constraints.count) constraints, \(value.steps.count) steps"
        case let .script(script): "\(script.operations.count) lines"
        }
    }

    /// The input on one line, for a worker's input: a case as JSON (`{…}`), a script as a JSON
    /// array of its lines (`[…]`).
    package var line: String {
        switch self {
        case let .layout(value): return CaseFile.line(value)
        case let .script(script):
            let lines = ScriptWriter.write(script).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            guard let data = try? JSONEncoder().encode(lines) else { preconditionFailure("strings always encode") }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Reads `line` back; `file` names where it came from in errors.
    package static func parse(line: String, file: String) throws(CaseError) -> FuzzInput {
        guard line.hasPrefix("[") else { return .layout(try CaseFile.parse(Data(line.utf8), file: file)) }
        guard let lines = try? JSONDecoder().decode([String].self, from: Data(line.utf8)) else {
            throw CaseError(file: file, path: "(root)", message: "not a JSON array of script lines")
        }
        do {
            return .script(try ScriptReader.parse(lines.joined(separator: "\n"), file: file))
        } catch {
            throw CaseError(error)
        }
    }

    /// Reads a case file (`.json`) or a script (any other name).
    /// A script's labels are checked against the reference's decisions (`ScriptLabels`).
    package static func read(contentsOf path: String) throws(CaseError) -> FuzzInput {
        guard !path.hasSuffix(".json") else { return .layout(try CaseFile.read(contentsOf: path)) }
        let script: OperationScript
        do {
            script = try ScriptReader.read(contentsOf: path)
        } catch {
            throw CaseError(error)
        }
        try ScriptLabels.check(script)
        return .script(script)
    }

    /// The layout case, if this is one.
    package var layoutCase: Case? {
        if case let .layout(value) = self { return value }
        return nil
    }

    /// The script, if this is one.
    package var script: OperationScript? {
        if case let .script(script) = self { return script }
        return nil
    }
}

extension CaseError {
    /// A script's error as a case error: `file: line N: message`.
    package init(_ error: FormatError) {
        self.init(file: error.file, path: error.line == 0 ? "(root)" : "line \(error.line)", message: error.message)
    }
}
