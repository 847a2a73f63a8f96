import Foundation
import Testing

/// docs/api.md lists the public API of the three library products, and only they have one: every
/// public (or open) top-level type of ConstraintSystem, Cassowary and LayoutEngine is a row of its
/// module's table, every row is such a type, and no other module declares anything `public` (the
/// harness is `package` access).
@Suite struct PublicAPITests {
    static let products = ["ConstraintSystem", "Cassowary", "LayoutEngine"]
    static let root = ArchitectureTests.root

    /// Every Swift file under `Sources/<module>`, as lines.
    static func sourceLines(_ module: String) throws -> [(file: String, lines: [Substring])] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            (
                path,
                try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
            )
        }
    }

    /// The names of the public or open top-level types a module declares.
    static func publicTypes(_ module: String) throws -> Set<String> {
        let declaration = try Regex(
            "^(public|open) (final )?(class|struct|enum|protocol|typealias|actor) ([A-Za-z0-9_]+)")
        var names = Set<String>()
        for (_, lines) in try sourceLines(module) {
            for line in lines {
                if let match = try declaration.firstMatch(in: line), let name = match.output[4].substring {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    /// The first column of the table under `## <module>` in docs/api.md.
    static func documentedTypes(_ module: String) throws -> Set<String> {
        let text = try ArchitectureTests.text("docs/api.md")
        let section = try #require(
            text.components(separatedBy: "\n## ").first { $0.hasPrefix(module + "\n") },
            "docs/api.md has no section \(module)")
        let row = try Regex("^\\| `([A-Za-z0-9_]+)` \\|")
        return Set(
            section.split(separator: "\n").compactMap { line in
                (try? row.firstMatch(in: line))?.output[1].substring.map(String.init)
            })
    }

    @Test(arguments: products) func everyPublicTypeIsDocumentedAndEveryDocumentedTypeIsPublic(_ module: String) throws {
        let declared = try Self.publicTypes(module)
        let documented = try Self.documentedTypes(module)
        #expect(!declared.isEmpty)
        #expect(declared.subtracting(documented).sorted() == [], "public in \(module) but not in docs/api.md")
        #expect(documented.subtracting(declared).sorted() == [], "in docs/api.md but not public in \(module)")
    }

    @Test func onlyTheLibraryProductsDeclareAnythingPublic() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        ).sorted()
        let word = try Regex("(^|[\\s(])(public|open)[\\s(]")
        var offending: [String] = []
        for module in folders where !Self.products.contains(module) {
            for (file, lines) in try Self.sourceLines(module) {
                for (number, line) in lines.enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    if try word.firstMatch(in: line) != nil, !line.contains("\"") {
                        offending.append("\(module)/\(file):\(number + 1)")
                    }
                }
            }
        }
        #expect(folders.contains("LayoutFuzz") && folders.contains("PlumbCLI"))
        #expect(offending == [], "these should be package access")
    }
}
