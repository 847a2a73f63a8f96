import CLibXML2
import Foundation

/// W3C XML Schema validation with libxml2 (`xmlschemas`), for checking a JUnit report against
/// Jenkins' schema (shared/junit/junit-10.xsd) in process, without xmllint. Each problem comes
/// back as `file:line: message`, in document order. The compiled schema is only read after it is
/// made, and each validation has its own context, so one schema serves several threads.
package final class JUnitSchema: @unchecked Sendable {
    package struct SchemaError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    private let schema: xmlSchemaPtr

    /// Loads and compiles the schema at `path`.
    package init(contentsOf path: String) throws(SchemaError) {
        LibXML2Document.initializeOnce()
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw SchemaError(message: "\(path): no such file")
        }
        guard let parser = xmlSchemaNewParserCtxt(path) else {
            throw SchemaError(message: "\(path): cannot be read as a schema")
        }
        defer { xmlSchemaFreeParserCtxt(parser) }
        let problems = Problems()
        xmlSchemaSetParserStructuredErrors(parser, Problems.collect, Unmanaged.passUnretained(problems).toOpaque())
        guard let schema = withExtendedLifetime(problems, { xmlSchemaParse(parser) }) else {
            throw SchemaError(
                message: "\(path): not a usable schema: " + (problems.lines.first ?? "libxml2 gave no reason"))
        }
        self.schema = schema
    }

    deinit { xmlSchemaFree(schema) }

    /// The reasons `data` (named `file` in them) is not valid; empty when it is.
    package func problems(in data: Data, file: String) -> [String] {
        let document: LibXML2Document
        do {
            document = try LibXML2Document(data, file: file)
        } catch {
            return ["\(file):\(error.line): \(error.message)"]
        }
        guard let validator = xmlSchemaNewValidCtxt(schema) else {
            return ["\(file): libxml2 could not start a validation"]
        }
        defer { xmlSchemaFreeValidCtxt(validator) }
        let problems = Problems()
        xmlSchemaSetValidStructuredErrors(validator, Problems.collect, Unmanaged.passUnretained(problems).toOpaque())
        let result = withExtendedLifetime((problems, document)) { xmlSchemaValidateDoc(validator, document.pointer) }
        if result != 0 && problems.lines.isEmpty { return ["\(file): not valid (libxml2 code \(result))"] }
        return problems.lines
    }

    /// The reasons the file at `path` is not valid; empty when it is.
    package func problems(inFileAt path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return ["\(path): cannot be read"] }
        return problems(in: data, file: path)
    }

    /// Collects libxml2's structured errors as lines.
    private final class Problems {
        var lines: [String] = []

        static let collect: xmlStructuredErrorFunc = { context, error in
            guard let context, let error = error?.pointee else { return }
            let problems = Unmanaged<Problems>.fromOpaque(context).takeUnretainedValue()
            let file = error.file.map { String(cString: $0) } ?? "(schema)"
            let message = error.message.map { String(cString: $0) } ?? "invalid"
            problems.lines.append("\(file):\(error.line): " + message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
