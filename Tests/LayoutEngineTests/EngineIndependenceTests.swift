import Foundation
import Testing

/// The engine never imports an oracle (DESIGN.md): its ambiguity report comes from its own
/// solver, so that the `ambiguity` oracle, which reads the reference solver, can judge it. Read
/// from the package's files: the LayoutEngine target's dependencies in Package.swift, and every
/// source file under Sources/LayoutEngine.
@Suite struct EngineIndependenceTests {
    static let oracles = ["ReferenceSolver", "LayoutSpec", "LayoutFuzz"]

    /// The package root: this file is Tests/LayoutEngineTests/EngineIndependenceTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func the_layout_engine_target_does_not_depend_on_an_oracle() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try #require(
            Self.targetDeclaration(named: "LayoutEngine", in: manifest), "no .target(name: \"LayoutEngine\", …) in Package.swift")
        for oracle in Self.oracles {
            #expect(!declaration.contains("\"\(oracle)\""), "Package.swift: the LayoutEngine target depends on \(oracle): \(declaration)")
        }
    }

    @Test func no_layout_engine_source_imports_an_oracle() throws {
        let sources = Self.root.appendingPathComponent("Sources/LayoutEngine")
        let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 10, "found only \(files.count) Swift files under \(sources.path)")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                if let module = Self.importedModule(line), Self.oracles.contains(module) {
                    Issue.record("Sources/LayoutEngine/\(file):\(number + 1) imports \(module): the engine must not call an oracle")
                }
            }
        }
    }

    @Test func the_checks_see_what_they_look_for() {
        #expect(Self.importedModule("import ReferenceSolver") == "ReferenceSolver")
        #expect(Self.importedModule("@testable import ReferenceSolver") == "ReferenceSolver")
        #expect(Self.importedModule("@_exported import struct ReferenceSolver.Rational") == "ReferenceSolver")
        #expect(Self.importedModule("  import Cassowary // not ReferenceSolver") == "Cassowary")
        #expect(Self.importedModule("// import ReferenceSolver") == nil)
        let manifest = """
            .target(
                name: "LayoutEngine",
                dependencies: ["Cassowary", "ReferenceSolver"], swiftSettings: [.define("A", .when(configuration: .debug))]),
            .target(name: "LayoutFuzz", dependencies: ["ReferenceSolver"]),
            """
        let declaration = Self.targetDeclaration(named: "LayoutEngine", in: manifest)
        #expect(declaration?.contains("\"ReferenceSolver\"") == true)
        #expect(declaration?.contains("LayoutFuzz") == false)
    }

    /// The text of `.target(name: "NAME", …)` up to its closing parenthesis.
    static func targetDeclaration(named name: String, in manifest: String) -> String? {
        let pattern = #"\.target\(\s*name:\s*""# + name + #"""#
        guard let start = manifest.range(of: pattern, options: .regularExpression) else { return nil }
        var depth = 0
        var index = manifest.index(start.lowerBound, offsetBy: ".target".count)
        while index < manifest.endIndex {
            switch manifest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return String(manifest[start.lowerBound...index]) }
            default: break
            }
            index = manifest.index(after: index)
        }
        return nil
    }

    /// The module an import declaration names (`import M`, `@testable import M`,
    /// `import struct M.T`), or nil for any other line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }
}
