import Foundation
import Testing

/// Hostile text files (constraint systems, FORMAT.md, and operation scripts, FORMAT-v2.md)
/// through every command that reads them: each is refused with exit 2 and one line on standard
/// error that names the file, the line and what is wrong; nothing is printed on standard output
/// and nothing is written. With the case files of `CaseInputErrorTests` (19 kinds through replay,
/// export, regress, minimize and corpus check), 71 hostile kinds in all.
@Suite struct HostileTextInputTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// A broken file: its text, the line the refusal must name and part of what it must say.
    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int?
        var message: String
        /// `plumb solve` prints each line it plays; a fault found while playing comes after them.
        var foundWhilePlaying = false
        /// Bytes written instead of `text` (for a file that is not UTF-8).
        var bytes: [UInt8]? = nil

        var testDescription: String { name }
    }

    /// Over the bounds of docs/scripts.md, "Limits" (`FormatLimits`), in a file whose text starts
    /// with `header` (the script test writes "version 2" first).
    static func overLimits(after header: String) -> [Hostile] {
        let first = header.isEmpty ? 1 : 2
        let terms = (0...1000).map { "x\($0)" }.joined(separator: " + ")
        return [
            Hostile(
                name: "a line of 70,000 bytes",
                text: "x == 1 @ 1000 #" + String(repeating: "a", count: 70_000) + "\n",
                line: first, message: "the line is 70015 bytes; a line is at most 65536"),
            Hostile(
                name: "a constraint of 1,001 terms", text: terms + " == 1 @ 1000\n", line: first,
                message: "the constraint has 1001 terms; a constraint has at most 1000"),
            Hostile(
                name: "100,001 items", text: String(repeating: "x == 1 @ 1000\n", count: 100_001),
                line: first + 100_000, message: "this is item 100001 of the file; a file holds at most 100000"),
            Hostile(
                name: "a file of 17 MiB",
                text: String(repeating: "#" + String(repeating: "-", count: 1022) + "\n", count: 17 << 10),
                line: nil,
                message: "the file is \(header.utf8.count + (17 << 20)) bytes; a file is read up to 16777216 bytes"),
        ]
    }

    static let systems: [Hostile] =
        overLimits(after: "") + [
            Hostile(name: "an empty priority", text: "x == 1 @\n", line: 1, message: "after '@', found nothing"),
            Hostile(
                name: "a word for a weight", text: "x == 1 @ 500 ~ abc\n", line: 1, message: "after '~', found 'abc'"),
            Hostile(name: "no priority", text: "x == 1\n", line: 1, message: "has no '@ PRIORITY'"),
            Hostile(
                name: "a cut-off last line", text: "x == 1 @ 1000\ny >= \n", line: 2, message: "has no '@ PRIORITY'"),
            Hostile(
                name: "a priority of 1001", text: "x == 1 @ 1001\n", line: 1,
                message: "priority '1001' is outside 1...1000"
            ),
            Hostile(
                name: "a priority of 0", text: "x == 1 @ 0\n", line: 1, message: "priority '0' is outside 1...1000"),
            Hostile(name: "a word for a priority", text: "x == 1 @ strong\n", line: 1, message: "found 'strong'"),
            Hostile(name: "two priorities", text: "x == 1 @ 1000 @ 1000\n", line: 1, message: "more than one '@'"),
            Hostile(
                name: "a constant of 1e400", text: "x == 1e400 @ 1000\n", line: 1,
                message: "not a finite number: '1e400'"),
            Hostile(name: "a product of two numbers", text: "x == 1e308*10 @ 1000\n", line: 1, message: "NUMBER*NAME"),
            Hostile(name: "a product of two variables", text: "x*y == 1 @ 1000\n", line: 1, message: "NUMBER*NAME"),
            Hostile(
                name: "a missing term", text: "2*x + * y == 1 @ 1000\n", line: 1,
                message: "a term is missing before '*'"),
            Hostile(
                name: "a tripled equals sign", text: "x === 1 @ 1000\n", line: 1, message: "unexpected character '='"),
            Hostile(name: "not equal", text: "x != 1 @ 1000\n", line: 1, message: "no relation operator"),
            Hostile(name: "a parenthesis", text: "(x == 1 @ 1000\n", line: 1, message: "unexpected character '('"),
            Hostile(
                name: "a negative weight", text: "x == 1 @ 500 ~ -1\n", line: 1, message: "weight '-1' is negative"),
            Hostile(name: "a NUL byte", text: "x == 1 @ 1000\u{0}\n", line: 1, message: "found '\\u{0}'"),
            Hostile(
                name: "not UTF-8", text: "", line: nil, message: "not UTF-8 text", bytes: [0xFF, 0xFE, 0x78, 0x0A]),
            Hostile(
                name: "an edit without a priority", text: "edit q\n", line: 1, message: "after 'edit q', found nothing"),
            Hostile(name: "a required edit", text: "edit x 1000\n", line: 1, message: "cannot be required"),
            Hostile(
                name: "a suggestion that is not a number", text: "edit x 500\nsuggest x=abc\n", line: 2,
                message: "is not NAME=VALUE"),
            Hostile(
                name: "a suggestion for no edit variable", text: "x == 1 @ 1000\nsuggest y=1\n", line: 2,
                message: "'y' is suggested but"),
        ]

    static let scripts: [Hostile] =
        overLimits(after: "version 2\n") + [
            Hostile(
                name: "a check of an error at no priority", text: "check error abc=1\n", line: 2,
                message: "'abc=1' after 'error' is not P=VALUE"),
            Hostile(
                name: "a label removed twice", text: "c0: x == 1 @ 1000\nremove c0\nremove c0\n", line: 4,
                message: "the label 'c0' was removed and not defined again"),
            Hostile(
                name: "a label defined while live", text: "c0: x == 1 @ 1000\nc0: y == 1 @ 1000\n", line: 3,
                message: "the label 'c0' is defined while it is live"),
            Hostile(
                name: "a removal of a label never defined", text: "remove c9\n", line: 2,
                message: "the label 'c9' was never defined"),
            Hostile(
                name: "a removal of a rejected label", text: "c0: x == 1 @ 1000\nc1: x == 2 @ 1000\nremove c1\n",
                line: 4,
                message: "its add was rejected", foundWhilePlaying: true),
            Hostile(
                name: "a set-constant of a label never defined", text: "set-constant c0 1\n", line: 2,
                message: "the label 'c0' was never defined"),
            Hostile(
                name: "a set-constant that is not a number", text: "c0: x == 1 @ 1000\nset-constant c0 abc\n", line: 3,
                message: "expected a number after 'set-constant c0'"),
            Hostile(
                name: "a set-constant of 1e400", text: "c0: x == 1 @ 1000\nset-constant c0 1e400\n", line: 3,
                message: "not a finite number: '1e400'"),
            Hostile(
                name: "a set-priority of 0", text: "c0: x == 1 @ 1000\nset-priority c0 0\n", line: 3,
                message: "priority '0' is outside 1...1000"),
            Hostile(
                name: "a set-priority of 1001", text: "c0: x == 1 @ 1000\nset-priority c0 1001\n", line: 3,
                message: "priority '1001' is outside 1...1000"),
            Hostile(
                name: "an unknown operation", text: "frobnicate x\n", line: 2,
                message: "matches no line of FORMAT-v2.md"),
            Hostile(
                name: "a label without its colon", text: "c0 x == 1 @ 1000\n", line: 2,
                message: "expected '+' or '-' after a term"),
            Hostile(
                name: "a label that is not a name", text: "c-: x == 1 @ 1000\n", line: 2,
                message: "'c-' before ':' is not a label"),
            Hostile(
                name: "an empty label", text: ": x == 1 @ 1000\n", line: 2, message: "'' before ':' is not a label"),
            Hostile(name: "a check without a value", text: "check x == 1\n", line: 2, message: "is not a check item"),
            Hostile(
                name: "a check of a label never defined", text: "check rejected c7\n", line: 2,
                message: "the label 'c7', which no line before defines"),
            Hostile(
                name: "a suggestion before its edit", text: "suggest x=1\n", line: 2,
                message: "'x' is suggested but is not an edit variable"),
            Hostile(
                name: "a suggestion of 1e400", text: "edit x 250\nsuggest x=1e400\n", line: 3,
                message: "the value suggested for 'x' is not a finite number"),
            Hostile(
                name: "an edit declared twice", text: "edit x 250\nedit x 250\n", line: 3,
                message: "edit variable 'x' is declared twice"),
            Hostile(
                name: "a remove-edit of no edit variable", text: "remove-edit x\n", line: 2,
                message: "'x' is not an edit variable here"),
            Hostile(name: "a required edit variable", text: "edit x 1000\n", line: 2, message: "cannot be required"),
            Hostile(
                name: "a second version line", text: "version 2\n", line: 2,
                message: "must be the first item of the file"),
        ]

    enum SystemCommand: String, CaseIterable, Sendable {
        case solve, check, bench
    }

    enum ScriptCommand: String, CaseIterable, Sendable {
        case solve, check, replay, minimize, regress
        case corpusCheck = "corpus check"
    }

    @Test(arguments: SystemCommand.allCases, systems)
    func a_hostile_system_file_exits_2_naming_the_line(command: SystemCommand, hostile: Hostile) throws {
        let path = try write("system.txt", hostile.text, bytes: hostile.bytes)
        let run = try Plumb.run([command.rawValue, path], in: URL(fileURLWithPath: try folder.folder("work")))
        expectRefusal(run, command.rawValue, path, hostile)
    }

    @Test(arguments: ScriptCommand.allCases, scripts)
    func a_hostile_script_exits_2_naming_the_line(command: ScriptCommand, hostile: Hostile) throws {
        let path = try write("corpus/cases/script.txt", "version 2\n" + hostile.text)
        let work = URL(fileURLWithPath: try folder.folder("work"))
        let arguments: [String] =
            switch command {
            case .solve, .check, .replay: [command.rawValue, path]
            case .minimize: ["minimize", path, "--output", folder.path("work/minimized.txt")]
            case .regress: ["regress", folder.path("corpus"), "--out", folder.path("work/reports")]
            case .corpusCheck: ["corpus", "check", folder.path("corpus")]
            }
        let run = try Plumb.run(arguments, in: work)
        expectRefusal(run, command.rawValue, path, hostile)
        #expect(folder.listing("work").isEmpty, "nothing written: \(folder.listing("work"))")
    }

    /// More constraints than the dense exact solver is given (`ReferenceLimit`): refused up front
    /// by the commands that run it, at the line of the first one over; and so is an operation
    /// script that long, which the reference decides operation by operation.
    @Test(arguments: [
        (["check"], ["PLUMB_REFERENCE": "exact-dense"], false, "the dense exact solver"),
        (["solve", "--solver", "reference"], ["PLUMB_REFERENCE": "exact-dense"], false, "the dense exact solver"),
        (["solve", "--solver", "exact-dense"], [:], false, "the dense exact solver"),
        (["check"], [:], true, "the exact reference, deciding each operation,"),
        (["solve", "--solver", "reference"], [:], true, "the exact reference, deciding each operation,"),
        (["check"], [:], false, "the exact reference, with every variable's range,"),
        (
            ["solve", "--solver", "reference", "--ranges"], [:], false,
            "the exact reference, with every variable's range,"
        ),
    ])
    func a_system_too_large_for_the_dense_solver_is_refused_up_front(
        command: [String], environment: [String: String], script: Bool, solver: String
    ) throws {
        let lines = String(repeating: "x == 1 @ 500\n", count: 10_001)
        let path = try write("large.txt", script ? "version 2\n" + lines : lines)
        let run = try Plumb.run(
            command + [path], environment: environment, in: URL(fileURLWithPath: try folder.folder("work")))
        let line = script ? 10_002 : 10_001
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderr
                == "plumb \(command[0]): \(path):\(line): constraint 10001 of the file; \(solver) takes at most 10000\n",
            "\(run)")
    }

    /// The certified reference solves a constraint system as large as the reader takes.
    @Test func the_certified_reference_solves_a_system_over_the_dense_limit() throws {
        let path = try write("large.txt", (0...10_000).map { "x\($0) == \($0 % 7) @ 1000\n" }.joined())
        let run = try Plumb.run(
            ["solve", "--solver", "reference", path], in: URL(fileURLWithPath: try folder.folder("work")))
        #expect(run.status == 0, "\(run.status) \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10_001)
        #expect(lines.contains("x10000 = 4") && lines.contains("x6 = 6") && lines.contains("x0 = 0"))
    }

    /// Writes `text`, or `bytes` when given, and returns the path.
    private func write(_ name: String, _ text: String, bytes: [UInt8]? = nil) throws -> String {
        let path = try folder.file(name, text)
        if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        return path
    }

    /// Exit 2, nothing on standard output, one line on standard error that starts with the
    /// command and the file, names the line (`FILE:N:` or `FILE: line N:`) and says `message`.
    private func expectRefusal(_ run: Plumb.Run, _ command: String, _ path: String, _ hostile: Hostile) {
        #expect(run.status == 2, "\(hostile.name): \(run)")
        #expect(run.stdout.isEmpty || (hostile.foundWhilePlaying && command == "solve"), "\(hostile.name): \(run)")
        #expect(run.stderr.hasPrefix("plumb \(command): \(path)"), "\(hostile.name): \(run)")
        if let line = hostile.line {
            #expect(
                run.stderr.hasPrefix("plumb \(command): \(path):\(line): ")
                    || run.stderr.hasPrefix("plumb \(command): \(path): line \(line): "),
                "\(hostile.name): names line \(line): \(run)")
        }
        #expect(run.stderr.contains(hostile.message), "\(hostile.name): \(run)")
        #expect(run.stderr.hasSuffix("\n") && run.stderr.filter(\.isNewline).count == 1, "one line: \(run)")
    }
}
