import Foundation

/// Reading and writing case files. Reading is strict (unknown fields, wrong types, bad
/// references are errors naming the JSON path); writing is byte-stable: sorted keys, two-space
/// indentation, one trailing newline, so the same case always gives the same bytes.
package enum CaseFile {
    /// Parses and checks a case.
    ///
    /// - Throws: `CaseError` naming `file` and the JSON path.
    package static func parse(_ data: Data, file: String? = nil) throws(CaseError) -> Case {
        guard !data.isEmpty else {
            throw CaseError(
                file: file, path: "(root)", message: "the file is empty; a case is a JSON object with \"version\": 1")
        }
        do {
            try StrictJSON.check(data)
        } catch {
            throw CaseError(file: file, path: error.path, message: "not valid JSON: \(error.message)")
        }
        let decoded: Case
        do {
            decoded = try JSONDecoder().decode(Case.self, from: data)
        } catch let error as DecodingError {
            throw CaseError(error, file: file)
        } catch {
            throw CaseError(file: file, path: "(root)", message: "\(error)")
        }
        do {
            try CaseLimits.check(decoded, document: try JSONSerialization.jsonObject(with: data))
            try CaseReferences.check(decoded)
        } catch let error as CaseError {
            var error = error
            error.file = file
            throw error
        } catch {
            throw CaseError(file: file, path: "(root)", message: "\(error)")
        }
        return decoded
    }

    /// Reads and checks the case at `path`.
    ///
    /// - Throws: `CaseError` for a missing file, a directory, or anything `parse` refuses.
    package static func read(contentsOf path: String) throws(CaseError) -> Case {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A symbolic link that is there but leads nowhere (or to itself) is not a missing file.
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            throw CaseError(
                file: path, path: "(root)",
                message: isLink ? "a symbolic link that leads to no file (a loop, or a missing target)" : "no such file"
            )
        }
        guard !isDirectory.boolValue else {
            throw CaseError(file: path, path: "(root)", message: "is a directory, not a case file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CaseError(file: path, path: "(root)", message: "cannot be read")
        }
        return try parse(data, file: path)
    }

    /// The case's bytes: sorted keys, two-space indentation, a trailing newline.
    package static func encode(_ value: Case) -> Data {
        var data = encoded(value, pretty: true)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The case on one line (sorted keys, no newline inside or after): how `plumb fuzz` hands a
    /// shrink candidate to a worker.
    package static func line(_ value: Case) -> String {
        String(decoding: encoded(value, pretty: false), as: UTF8.self)
    }

    private static func encoded(_ value: Case, pretty: Bool) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { preconditionFailure("a case always encodes") }
        return data
    }

    /// Whether `value` is a case that reading its file would accept (every range and reference
    /// the strict reader checks): the shrinker's candidates must be, or a worker would refuse them.
    package static func isValid(_ value: Case) -> Bool {
        (try? parse(encoded(value, pretty: false))) != nil
    }

    /// Writes the case atomically (a temporary file renamed over `path`).
    package static func write(_ value: Case, to path: String) throws {
        try encode(value).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
