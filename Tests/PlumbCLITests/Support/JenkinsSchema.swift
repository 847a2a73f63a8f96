import Foundation
import LayoutFuzz
import Testing

/// Validation against Jenkins' JUnit schema (../shared/junit/junit-10.xsd) with libxml2, in
/// process. Without ../shared the check says it skipped and passes.
enum JenkinsSchema {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../../shared/junit/junit-10.xsd"
    ).standardized.path

    /// The compiled schema, or nil when ../shared is not there.
    static let schema: JUnitSchema? =
        FileManager.default.fileExists(atPath: path) ? try? JUnitSchema(contentsOf: path) : nil

    /// Records an issue when the file at `path` is not valid; prints why when the check cannot run.
    static func expectValidFile(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let schema else {
            print("\(path): schema validation skipped: needs ../shared/junit/junit-10.xsd")
            return
        }
        let problems = schema.problems(inFileAt: path)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
}
