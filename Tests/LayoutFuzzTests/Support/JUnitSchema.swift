import Foundation
import Testing

/// Validation against Jenkins' JUnit schema (../shared/junit/junit-10.xsd) with xmllint, which
/// scripts/test installs. Without either, the check says it skipped and passes.
enum JUnitSchema {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/junit/junit-10.xsd").standardized.path

    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Records an issue when `xml` is not valid; prints why when the check cannot run.
    static func expectValid(_ xml: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.fileExists(atPath: path), let xmllint else {
            print("\(what): schema validation skipped: needs ../shared/junit/junit-10.xsd and xmllint (libxml2-utils)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-junit-\(UUID().uuidString).xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", path, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(what): \(text)", sourceLocation: sourceLocation)
    }
}
