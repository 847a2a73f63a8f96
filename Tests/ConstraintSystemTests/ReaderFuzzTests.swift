/// The reader on random damage: for every mutation of valid text it returns or throws, never
/// crashes; what it accepts writes back to itself; what it rejects it blames on a real line.

import Testing

@testable import ConstraintSystem

@Suite struct ReaderFuzzTests {
    /// Valid texts to damage: single lines of every form and whole small files.
    static let corpus: [String] = {
        var texts = [
            "edit width 900 ~ 1000000", "edit x 1", "suggest width=320 height=-12.5",
            "x - 2*y >= -8 @ 750 ~ 750000", "a + 8 == b @ 1000", ".5*x + 3.*y == 1.67772e+07 @ 5",
            "-x <= 1e-9 @ 1 ~ 0 # comment", "edit + suggest == 0 @ 1000",
        ]
        texts += [Fixtures.mixed, Fixtures.keywordNames, Workload.chain(2), Workload.tree(4)].map {
            FormatWriter.write($0, title: "corpus")
        }
        return texts
    }()

    @Test func mutatedTextIsReadOrRejectedNeverCrashes() {
        let seed: UInt64 = 20_240_601
        let count = 20_000
        var random = SplitMix64(seed: seed)
        var accepted = 0
        var failures: [String] = []
        for index in 0..<count {
            var text = Self.corpus[random.nextInt(below: Self.corpus.count)]
            for _ in 0..<(1 + random.nextInt(below: 2)) { text = Mutator.mutate(text, &random) }
            let lineCount = max(1, TextLines(Array(text.utf8)[...]).reduce(0) { count, _ in count + 1 })
            do {
                let system = try FormatReader.parse(text)
                accepted += 1
                let again = try FormatReader.parse(FormatWriter.write(system))
                if again != system {
                    failures.append("mutation \(index): accepted text does not round-trip: \(text.debugDescription)")
                }
            } catch {
                if !(1...lineCount).contains(error.line) || error.message.isEmpty {
                    failures.append("mutation \(index): \(error) (of \(lineCount) lines) for \(text.debugDescription)")
                }
            }
        }
        print("mutatedTextIsReadOrRejectedNeverCrashes: seed \(seed), \(count) mutations, \(accepted) accepted")
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
        #expect(accepted > count / 20, "the mutations should leave some texts valid")
        #expect(accepted < count - count / 20, "the mutations should break most texts")
    }

    @Test func pathologicalLinesAreRejectedQuickly() {
        let lines = [
            String(repeating: "-", count: 200_000) + "x == 0 @ 1000",
            String(repeating: "@", count: 200_000),
            String(repeating: "=", count: 200_000) + " @ 1",
            "x == " + String(repeating: "9", count: 400_000) + " @ 1000",
            "x == 0." + String(repeating: "0", count: 400_000) + "1e400001 @ 1000",
            "x == 1e" + String(repeating: "9", count: 100_000) + " @ 1000",
            String(repeating: "\u{0}", count: 100_000),
            String(repeating: "é", count: 100_000) + " == 0 @ 1000",
        ]
        for line in lines {
            do {
                _ = try FormatReader.parse(line)
            } catch {
                #expect(error.line == 1)
                #expect(error.message.count < 400)
            }
        }
    }

    @Test func hugeValidNumbersReadExactly() throws {
        let system = try FormatReader.parse("x == " + String(repeating: "9", count: 300) + " @ 1000")
        #expect(system.constraints[0].constant == 1e300)
        #expect(
            try FormatReader.parse("x == 0." + String(repeating: "0", count: 1000) + "1e1001 @ 1000")
                .constraints[0].constant == 1)
    }
}
