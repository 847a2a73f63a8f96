import ConstraintSystem
import Foundation
import LayoutCase
import Testing

@testable import LayoutFuzz

/// 2,000 seeded byte mutants of the corpus's case files, each read as `plumb replay` reads it and,
/// when it still reads, played with every layout oracle in this process: none may trap (the test
/// process would die), hang (the suite would not end) or be refused with more than one line or
/// without naming the file. AFL-style mutations: bytes flipped, ranges deleted or repeated, digits
/// changed or made long, the file cut short.
@Suite struct CorpusMutationTests {
    static let corpus: [(name: String, bytes: [UInt8])] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return files.compactMap { file in
            FileManager.default.contents(atPath: root.appendingPathComponent(file).path).map { (file, [UInt8]($0)) }
        }
    }()

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0...Int(random.next() % 3) where !bytes.isEmpty {
            let at = Int(random.next() % UInt64(bytes.count))
            let length = min(bytes.count - at, 1 + Int(random.next() % 16))
            switch random.next() % 6 {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.removeSubrange(at..<at + length)
            case 2: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
            case 3:
                let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
                if let digit = digits.isEmpty ? nil : digits[Int(random.next() % UInt64(digits.count))] {
                    bytes[digit] = 48 + UInt8(random.next() % 10)
                }
            case 4:
                let long = Array(
                    ["99999999999", "1e308", "-0.000000001", "1e-320", "4294967297"][Int(random.next() % 5)].utf8)
                let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
                if let digit = digits.isEmpty ? nil : digits[Int(random.next() % UInt64(digits.count))] {
                    bytes.replaceSubrange(digit...digit, with: long)
                }
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    @Test func twoThousandMutantsNeitherTrapNorHangAndEachRefusalIsOneLineNamingTheFile() throws {
        try #require(!Self.corpus.isEmpty, "no corpus found beside the tests")
        var random = SplitMix64(seed: 0x5EED_2026)
        let player = InProcessExecutor(oracles: OracleName.all(for: .layout))
        var refused = 0
        var played = 0
        for index in 0..<2_000 {
            let original = Self.corpus[index % Self.corpus.count]
            let name = "mutant-\(index)-\(original.name)"
            let mutant = Self.mutate(original.bytes, &random)
            do {
                let value = try CaseFile.parse(Data(mutant), file: name)
                _ = player.play(.layout(value))
                played += 1
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("\(name): "), "\(error)")
                #expect(!error.description.contains("\n"), "\(error)")
            }
        }
        #expect(refused > 500 && played > 100, "refused \(refused), played \(played)")
    }
}
