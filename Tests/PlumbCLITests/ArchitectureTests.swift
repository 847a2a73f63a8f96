import Foundation
import Testing

/// The import rules of docs/architecture.md, read from the package's files: each module imports
/// only what its rule allows, in its sources (every `import` line of every Swift file under its
/// folder) and in Package.swift (its target's `dependencies:`); every import is a declared
/// dependency; every module has a rule; and the rules are the table of docs/architecture.md.
/// The oracles are worth what their independence is worth (DESIGN.md): the reference solver
/// never sees Cassowary, the spec never sees the engine or a solver, and the engine never
/// imports an oracle.
@Suite struct ArchitectureTests {
    /// A module and what it may import of the package and the package's dependencies.
    struct Rule: Sendable, CustomTestStringConvertible {
        var module: String
        var mayImport: [String]
        /// The module's folder, relative to the package root.
        var folder: String

        init(_ module: String, _ mayImport: [String], folder: String? = nil) {
            self.module = module
            self.mayImport = mayImport
            self.folder = folder ?? "Sources/\(module)"
        }

        var testDescription: String { module }
    }

    /// The table of docs/architecture.md, in its order.
    static let rules: [Rule] = [
        Rule("ConstraintSystem", []),
        Rule("Cassowary", ["ConstraintSystem"]),
        Rule("ReferenceSolver", ["ConstraintSystem", "BigInt"]),
        Rule("LayoutEngine", ["ConstraintSystem", "Cassowary"]),
        Rule("LayoutCase", ["ConstraintSystem"]),
        Rule("LayoutSpec", ["ConstraintSystem", "LayoutCase"]),
        Rule("CLibXML2", []),
        Rule(
            "LayoutFuzz",
            [
                "ConstraintSystem", "Cassowary", "ReferenceSolver", "LayoutEngine", "LayoutCase", "LayoutSpec",
                "CLibXML2",
            ]),
        Rule("Benchmarking", ["ConstraintSystem", "Cassowary", "LayoutEngine", "Histogram"]),
        Rule(
            "PlumbCLI",
            [
                "ConstraintSystem", "Cassowary", "ReferenceSolver", "LayoutEngine", "LayoutCase", "LayoutSpec",
                "CLibXML2", "LayoutFuzz", "Benchmarking", "ArgumentParser",
            ]),
        Rule("plumb", ["PlumbCLI"]),
        Rule("plumb-layout-adapter", ["LayoutCase", "LayoutFuzz"]),
        Rule("plumb-libfuzzer", ["ConstraintSystem", "LayoutCase", "LayoutFuzz"], folder: "Fuzz/ScriptFuzzer"),
        Rule("plumb-libfuzzer-layout", ["LayoutCase", "LayoutFuzz"], folder: "Fuzz/LayoutFuzzer"),
    ]

    /// Modules of the platform, open to every module.
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Darwin", "Dispatch",
    ]

    /// The package root: this file is Tests/PlumbCLITests/ArchitectureTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// A target of Package.swift: its kind (`target`, `testTarget`, …), name, dependencies (the
    /// module names, products' included) and `path:` when it has one.
    struct Target: Equatable {
        var kind: String
        var name: String
        var dependencies: [String]
        var path: String?
    }

    static let targetKinds = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro", "plugin",
    ]

    /// Every `.KIND(name: …)` target declaration of a manifest, in order. Whole-line comments are
    /// left out; a declaration runs to its closing parenthesis, and what is inside it (such as
    /// `.target(name:)` as a dependency) is not taken for another declaration.
    static func targets(in manifest: String) -> [Target] {
        let code = manifest.components(separatedBy: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        let start = try! Regex(#"\.(\#(targetKinds.joined(separator: "|")))\(\s*name:\s*"([^"]+)""#)
        var found: [Target] = []
        var rest = code[...]
        while let match = rest.firstMatch(of: start) {
            guard let body = balanced(code, from: code[match.range].firstIndex(of: "(")!, open: "(", close: ")") else {
                break
            }
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            var dependencies: [String] = []
            if let list = body.firstRange(of: try! Regex(#"dependencies:\s*\["#)),
                let inner = balanced(code, from: code.index(before: list.upperBound), open: "[", close: "]")
            {
                let withoutPackages = inner.replacing(try! Regex(#"package:\s*"[^"]*""#), with: "")
                dependencies = withoutPackages.matches(of: try! Regex(#""([^"]+)""#)).compactMap {
                    $0.output[1].substring.map(String.init)
                }
            }
            let path = body.firstMatch(of: try! Regex(#"path:\s*"([^"]+)""#))?.output[1].substring.map(String.init)
            found.append(Target(kind: kind, name: name, dependencies: dependencies, path: path))
            rest = code[body.endIndex...]
        }
        return found
    }

    /// The text from the bracket at `index` to its match, both included; nil when it never closes.
    static func balanced(_ text: String, from index: String.Index, open: Character, close: Character) -> Substring? {
        var depth = 0
        var inString = false
        var position = index
        while position < text.endIndex {
            let character = text[position]
            if character == "\"" {
                inString.toggle()
            } else if !inString, character == open {
                depth += 1
            } else if !inString, character == close {
                depth -= 1
                if depth == 0 { return text[index...position] }
            }
            position = text.index(after: position)
        }
        return nil
    }

    /// The module an import declaration names (`import M`, `@testable import M`,
    /// `public import M`, `import struct M.T`), or nil for any other line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    /// Every import of every Swift file under `folder`: the file (relative to the root), the
    /// line number and the module, in path order.
    static func imports(under folder: String) throws -> [(file: String, line: Int, module: String)] {
        let url = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.subpaths(atPath: url.path), "no folder \(folder)").filter {
            $0.hasSuffix(".swift")
        }.sorted()
        var found: [(file: String, line: Int, module: String)] = []
        for file in files {
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                if let module = importedModule(line) { found.append(("\(folder)/\(file)", number + 1, module)) }
            }
        }
        return found
    }

    /// The module rows of the first table of `markdown` whose header starts `| Module`: the
    /// module (first column) and the modules in backticks in the last column.
    static func documentedRules(_ markdown: String) -> [(module: String, mayImport: [String])] {
        let lines = markdown.components(separatedBy: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Module") }) else { return [] }
        let quoted = try! Regex("`([^`]+)`")
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.compactMap { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            guard let first = cells.first, let last = cells.last,
                let module = first.firstMatch(of: quoted)?.output[1].substring
            else { return nil }
            return (String(module), last.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) })
        }
    }

    @Test(arguments: rules) func aModulesSourcesImportOnlyWhatItsRuleAllows(_ rule: Rule) throws {
        let imports = try Self.imports(under: rule.folder)
        if rule.module != "CLibXML2" {
            #expect(!imports.isEmpty, "no import found under \(rule.folder): is the folder right?")
        }
        let allowed = Self.system.union(rule.mayImport)
        for found in imports where !allowed.contains(found.module) {
            Issue.record(
                """
                \(found.file):\(found.line) imports \(found.module), which \(rule.module) may not import \
                (it may import \(rule.mayImport.isEmpty ? "nothing of ours" : rule.mayImport.joined(separator: ", ")): docs/architecture.md)
                """)
        }
    }

    @Test(arguments: rules) func aTargetDependsOnlyOnWhatItsRuleAllows(_ rule: Rule) throws {
        let target = try #require(
            Self.targets(in: try Self.text("Package.swift")).first { $0.name == rule.module },
            "Package.swift has no target \(rule.module)")
        for dependency in target.dependencies where !rule.mayImport.contains(dependency) {
            Issue.record(
                "Package.swift: the \(rule.module) target depends on \(dependency), which docs/architecture.md does not allow it"
            )
        }
    }

    @Test(arguments: rules) func everyImportOfTheProjectsIsADeclaredDependency(_ rule: Rule) throws {
        let target = try #require(Self.targets(in: try Self.text("Package.swift")).first { $0.name == rule.module })
        for found in try Self.imports(under: rule.folder)
        where !Self.system.contains(found.module) && !target.dependencies.contains(found.module) {
            Issue.record(
                "\(found.file):\(found.line) imports \(found.module), which the \(rule.module) target does not list in Package.swift"
            )
        }
    }

    @Test func everyModuleHasARuleAndEveryRuleAModule() throws {
        let targets = Self.targets(in: try Self.text("Package.swift")).filter { $0.kind != "testTarget" }
        #expect(
            targets.map(\.name).sorted() == Self.rules.map(\.module).sorted(),
            "Package.swift's targets and ArchitectureTests.rules differ")
        for target in targets {
            let rule = Self.rules.first { $0.module == target.name }
            #expect(
                rule?.folder == target.path ?? "Sources/\(target.name)",
                "\(target.name): Package.swift's path and the rule's folder differ")
        }
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        ).filter { !$0.hasPrefix(".") }
        #expect(
            folders.sorted()
                == Self.rules.map(\.folder).filter { $0.hasPrefix("Sources/") }.map {
                    String($0.dropFirst("Sources/".count))
                }.sorted())
    }

    @Test func theRulesAreTheTableOfTheArchitecturePage() throws {
        let documented = Self.documentedRules(try Self.text("docs/architecture.md"))
        #expect(
            documented.map(\.module) == Self.rules.map(\.module),
            "docs/architecture.md lists other modules than ArchitectureTests.rules")
        for rule in Self.rules {
            guard let row = documented.first(where: { $0.module == rule.module }) else { continue }
            #expect(
                row.mayImport.sorted() == rule.mayImport.sorted(),
                "\(rule.module): docs/architecture.md says \(row.mayImport), the test \(rule.mayImport)")
        }
    }

    @Test func theChecksSeeWhatTheyLookFor() {
        #expect(Self.importedModule("import ReferenceSolver") == "ReferenceSolver")
        #expect(Self.importedModule("@testable import ReferenceSolver") == "ReferenceSolver")
        #expect(Self.importedModule("@_exported import struct ReferenceSolver.Rational") == "ReferenceSolver")
        #expect(Self.importedModule("@preconcurrency public import Cassowary") == "Cassowary")
        #expect(Self.importedModule("  import Cassowary // not ReferenceSolver") == "Cassowary")
        #expect(Self.importedModule("// import ReferenceSolver") == nil)
        #expect(Self.importedModule("/// this module does not import Cassowary") == nil)
        #expect(Self.importedModule("#if canImport(Glibc)") == nil)
        let manifest = """
            // .target(name: "Commented", dependencies: ["LayoutFuzz"]),
            .target(
                name: "LayoutEngine",
                dependencies: ["Cassowary", .target(name: "ReferenceSolver")], swiftSettings: [.define("A", .when(configuration: .debug))]),
            .target(name: "ReferenceSolver", dependencies: [.product(name: "BigInt", package: "big-int")]),
            .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
            package.targets.append(.executableTarget(name: "tool", dependencies: ["LayoutEngine"], path: "Tools/tool"))
            """
        #expect(
            Self.targets(in: manifest) == [
                Target(
                    kind: "target", name: "LayoutEngine", dependencies: ["Cassowary", "ReferenceSolver"], path: nil),
                Target(kind: "target", name: "ReferenceSolver", dependencies: ["BigInt"], path: nil),
                Target(kind: "testTarget", name: "LayoutEngineTests", dependencies: ["LayoutEngine"], path: nil),
                Target(kind: "executableTarget", name: "tool", dependencies: ["LayoutEngine"], path: "Tools/tool"),
            ])
        let page = """
            | Module | Folder | For | May import |
            |---|---|---|---|
            | `A` | `Sources/A` | a `thing` | nothing of ours |
            | `B` | `Sources/B` | uses A | `A`, `Z` |

            | Module | other table |
            """
        #expect(Self.documentedRules(page).map { "\($0.module): \($0.mayImport)" } == ["A: []", "B: [\"A\", \"Z\"]"])
    }
}
