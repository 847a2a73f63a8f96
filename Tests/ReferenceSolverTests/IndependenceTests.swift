import Foundation
import Testing

/// The oracle is only worth something if it shares no code with the engine it judges.
@Suite struct IndependenceTests {
    @Test func the_reference_solver_does_not_import_the_incremental_solver() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ReferenceSolver")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
            #expect(!imports.contains { $0.contains("Cassowary") || $0.contains("LayoutEngine") }, "\(file) imports \(imports)")
        }
    }
}
