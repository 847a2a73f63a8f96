import Foundation
import LayoutCase
import LayoutFuzz
import Testing

/// Tests/ReproducerTests holds what `plumb replay CASE --swift` prints for every case of
/// Corpus/planted and a few seeds; that target compiles them and runs them with and without their
/// faults. Here each file is printed again from the case its header names, through the code path
/// `--swift` takes (`SwiftReproducer.test(_:source:oracles:)`), and must be the same bytes: the
/// committed tests are provably what the command prints.
@Suite struct ReproducerFilesTests {
    /// The package root: this file is Tests/LayoutFuzzTests/Pictures/ReproducerFilesTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/ReproducerTests")

    /// The generated files (`Reproduce_*.swift`), by name.
    static let generated: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("Reproduce_") && $0.hasSuffix(".swift") }.sorted()
    }()

    /// The case a generated file's header names (`// Case: Corpus/planted/x.json`).
    static func source(of text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("// Case: ") }.map { String($0.dropFirst("// Case: ".count)) }
    }

    @Test(arguments: generated)
    func theCommittedFileIsWhatReplaySwiftPrints(_ name: String) throws {
        let committed = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let source = try #require(Self.source(of: committed), "Tests/ReproducerTests/\(name) names no case")
        let value = try CaseFile.read(contentsOf: Self.root.appendingPathComponent(source).path)
        #if PLUMB_FAULTS
            let printed = PlantedFaultName.planting([]) { SwiftReproducer.test(value, source: source) }
        #else
            let printed = SwiftReproducer.test(value, source: source)
        #endif
        guard printed != committed else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        Issue.record(
            """
            Tests/ReproducerTests/\(name) is not what `plumb replay \(source) --swift` prints now; first \
            difference at line \(line + 1):
              committed: \(line < old.count ? String(old[line]) : "(end of file)")
              printed:   \(line < new.count ? String(new[line]) : "(end of file)")
            If the change is meant, print it again from the package root and review the diff:
              swift run plumb replay \(source) --swift > Tests/ReproducerTests/\(name)
            """)
    }

    @Test func everyPlantedCaseHasItsReproducer() throws {
        let planted = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Corpus/planted").path
        ).filter { $0.hasSuffix(".json") }.sorted()
        #expect(planted.count >= 4)
        for file in planted {
            let name = "Reproduce_\(file.dropLast(".json".count)).swift"
            let text = try? String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                text.flatMap(Self.source) == "Corpus/planted/\(file)",
                "Corpus/planted/\(file) has no Tests/ReproducerTests/\(name) naming it; print it with swift run plumb replay Corpus/planted/\(file) --swift > Tests/ReproducerTests/\(name), and add its fault to PlantedFaultReproducerTests"
            )
        }
    }
}
