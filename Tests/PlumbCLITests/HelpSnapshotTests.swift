import Foundation
import Testing

/// `plumb --help` and `plumb COMMAND --help` print what Tests/Fixtures/help/ recorded, one file a
/// command (`plumb.txt` for the top level), so that a change to an option's name, default or help
/// text shows in review as a change to a snapshot. The hidden `worker` has none.
///
/// argument-parser wraps help at `COLUMNS`, else at the terminal's width, else (standard output
/// not a terminal, as here) at 80: the runs set `COLUMNS=80`, so that a developer's shell that
/// exports another width cannot change the bytes.
///
/// `PLUMB_RECORD_HELP=1 swift test --filter HelpSnapshotTests` writes the snapshots anew: do that
/// for a change that is meant to change the help, and say so in its commit.
@Suite struct HelpSnapshotTests {
    /// The commands `plumb --help` lists, in its order.
    static let commands = [
        "fuzz", "replay", "minimize", "regress", "export", "corpus", "merge", "report", "solve", "check", "bench",
    ]

    /// Tests/Fixtures/help.
    static var snapshots: URL {
        var root = URL(fileURLWithPath: #filePath)
        root.deleteLastPathComponent()  // HelpSnapshotTests.swift
        root.deleteLastPathComponent()  // PlumbCLITests
        return root.appendingPathComponent("Fixtures/help")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["PLUMB_RECORD_HELP"] == "1" }

    /// What `plumb arguments… --help` prints, 80 columns wide; an issue unless it exits 0 with
    /// nothing on standard error.
    static func help(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let run = try Plumb.run(arguments + ["--help"], environment: ["COLUMNS": "80"], sourceLocation: sourceLocation)
        #expect(
            run.status == 0 && run.stderr.isEmpty, "plumb \((arguments + ["--help"]).joined(separator: " ")): \(run)",
            sourceLocation: sourceLocation)
        return run.stdout
    }

    /// Compares `printed` with the snapshot `name`.txt (or writes it, when recording).
    static func compare(_ printed: String, snapshot name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let path = snapshots.appendingPathComponent("\(name).txt")
        if recording {
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try Data(printed.utf8).write(to: path, options: .atomic)
            return
        }
        let data = try #require(
            FileManager.default.contents(atPath: path.path),
            "no snapshot \(path.path); write it with PLUMB_RECORD_HELP=1 swift test --filter HelpSnapshotTests",
            sourceLocation: sourceLocation)
        if let difference = firstDifference(printed: printed, recorded: String(decoding: data, as: UTF8.self)) {
            Issue.record(
                """
                the help differs from Tests/Fixtures/help/\(name).txt \(difference)
                (if the change is meant: PLUMB_RECORD_HELP=1 swift test --filter HelpSnapshotTests, and review the diff)
                """,
                sourceLocation: sourceLocation)
        }
    }

    /// Where two texts first differ, `at line N:` with both lines quoted (`(end of text)` past
    /// the last), or nil when they are equal.
    static func firstDifference(printed: String, recorded: String) -> String? {
        guard printed != recorded else { return nil }
        let printedLines = printed.components(separatedBy: "\n")
        let recordedLines = recorded.components(separatedBy: "\n")
        var line = 0
        while line < printedLines.count, line < recordedLines.count, printedLines[line] == recordedLines[line] {
            line += 1
        }
        func quoted(_ lines: [String]) -> String { line < lines.count ? "\"\(lines[line])\"" : "(end of text)" }
        return "at line \(line + 1):\n  recorded: \(quoted(recordedLines))\n  printed:  \(quoted(printedLines))"
    }

    /// The names in the SUBCOMMANDS section of the top-level help: each entry starts two spaces
    /// in, its wrapped lines further in.
    static func listedCommands(_ help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func theTopLevelHelpIsTheRecordedOne() throws {
        try Self.compare(try Self.help([]), snapshot: "plumb")
    }

    @Test(arguments: commands) func eachCommandsHelpIsTheRecordedOne(_ command: String) throws {
        try Self.compare(try Self.help([command]), snapshot: command)
    }

    /// A command added to `plumb` without a snapshot, or a snapshot left by a command that is
    /// gone, fails here by name.
    @Test func theSnapshotsAreThoseOfTheCommandsThePlumbHelpLists() throws {
        #expect(
            Self.listedCommands(try Self.help([])) == Self.commands,
            "plumb --help lists other commands than HelpSnapshotTests.commands")
        guard !Self.recording else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.snapshots.path).filter {
            $0.hasSuffix(".txt")
        }.sorted()
        #expect(
            files == (Self.commands + ["plumb"]).map { "\($0).txt" }.sorted(),
            "Tests/Fixtures/help/ holds other snapshots than the commands'")
    }

    @Test func aDifferenceNamesItsFirstLine() {
        #expect(Self.firstDifference(printed: "a\nb\n", recorded: "a\nb\n") == nil)
        #expect(
            Self.firstDifference(printed: "a\nc\nd\n", recorded: "a\nb\nd\n")
                == "at line 2:\n  recorded: \"b\"\n  printed:  \"c\"")
        #expect(
            Self.firstDifference(printed: "a\n", recorded: "a\nb\n")
                == "at line 2:\n  recorded: \"b\"\n  printed:  \"\"")
        #expect(
            Self.firstDifference(printed: "a", recorded: "a\n")
                == "at line 2:\n  recorded: \"\"\n  printed:  (end of text)")
        #expect(
            Self.listedCommands(
                "OVERVIEW: x\n\nSUBCOMMANDS:\n  fuzz    Play\n          more\n  replay  Again\n\n  See help.\n") == [
                    "fuzz", "replay",
                ])
    }
}
