/// Reading from disk: the whole-file errors (line 0) and the path in every error.

import ConstraintSystem
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct FormatReaderFileTests {
    /// A fresh scratch directory per test, removed by the caller.
    private static func scratchDirectory(_ name: String) throws -> String {
        let unique = UInt64.random(in: 0...UInt64.max)
        let path = FileManager.default.temporaryDirectory.path + "/plumb-format-\(name)-\(unique)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func missingFileIsAnErrorOnLineZero() {
        let path = "/nonexistent/plumb/none.txt"
        #expect(throws: FormatError(file: path, line: 0, message: "cannot read the file: it does not exist")) {
            try FormatReader.read(contentsOf: path)
        }
    }

    @Test func directoryIsAnErrorOnLineZero() throws {
        let directory = try Self.scratchDirectory("dir")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: FormatError(file: directory, line: 0, message: "cannot read the file: it is a directory")) {
            try FormatReader.read(contentsOf: directory)
        }
    }

    @Test func invalidUTF8IsAnErrorOnLineZeroThatSaysWhere() throws {
        let directory = try Self.scratchDirectory("utf8")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bad.txt"
        try Self.write(Array("x == 1 @ 1000\ny == ".utf8) + [0xFF, 0xFE] + Array(" @ 1000\n".utf8), to: path)
        #expect {
            try FormatReader.read(contentsOf: path)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            return error.file == path && error.line == 0 && error.message.contains("not UTF-8")
                && error.message.contains("byte 19") && error.message.contains("line 2")
        }
    }

    @Test func fileErrorsNameThePathAndLine() throws {
        let directory = try Self.scratchDirectory("line")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bad.txt"
        try Self.write(Array("edit w 900\nw >= 0 @ 2000\n".utf8), to: path)
        #expect(throws: FormatError(file: path, line: 2, message: "priority '2000' is outside 1...1000")) {
            try FormatReader.read(contentsOf: path)
        }
    }

    @Test func fileIsReadLikeItsText() throws {
        let directory = try Self.scratchDirectory("good")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/good.txt"
        let text = FormatWriter.write(Fixtures.mixed, title: "mixed")
        try Self.write(Array(text.utf8), to: path)
        let system = try FormatReader.read(contentsOf: path)
        #expect(system == Fixtures.mixed)
        #expect(system.source?.file == path)
        #expect(system.source?.editLines == [2, 3])
    }
}
