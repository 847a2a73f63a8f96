import Foundation
import Testing

/// A case file that does not read stops `plumb replay`, `plumb export` and `plumb regress` with
/// exit 2 and one line on standard error naming the file and the JSON path of the fault; nothing
/// is printed or written.
@Suite struct CaseInputErrorTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// A broken case file: its text (nil: a directory in its place), the JSON path the error must
    /// name and what it must say.
    struct BadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String?
        var jsonPath: String
        var message: String

        var testDescription: String { name }

        static func variant(_ name: String, _ target: String, _ replacement: String, jsonPath: String, message: String)
            -> BadCase
        {
            BadCase(
                name: name, text: CaseFixture.replacing(in: CaseFixture.box, target, with: replacement),
                jsonPath: jsonPath, message: message)
        }
    }

    static let badCases: [BadCase] = [
        BadCase(
            name: "malformed JSON", text: "{\"version\": 1, \"window\": ", jsonPath: "window",
            message: "not valid JSON: the file ends where a value was expected at line 1, column 26 (byte 25)"
        ),
        .variant(
            "version 2", "\"version\": 1", "\"version\": 2", jsonPath: "version", message: "version 2 is not supported"),
        .variant(
            "an unknown field", "\"kind\": \"view\"}", "\"kind\": \"view\", \"colour\": \"red\"}",
            jsonPath: "views[0].colour", message: "unknown field"),
        .variant(
            "a wrong type", "\"width\": 320", "\"width\": \"wide\"", jsonPath: "window.width",
            message: "expected a number"),
        .variant(
            "an unknown view in a constraint", "{\"item\": \"box\", \"attribute\": \"top\"}",
            "{\"item\": \"ghost\", \"attribute\": \"top\"}",
            jsonPath: "constraints[1].first.item", message: "unknown view 'ghost'"),
        .variant(
            "a priority of 1001", "\"priority\": 750", "\"priority\": 1001",
            jsonPath: "constraints[4].priority", message: "a priority runs from 1 to 1000, got 1001"),
        // Valid JSON over a documented bound (docs/case-format.md, "Limits"): each used to trap
        // (an animation of 1e308 seconds) or run for ever (a tick of a billion frames).
        .variant(
            "an animation of 1e308 seconds", "{\"op\": \"tick\"}",
            "{\"op\": \"animate\", \"duration\": 1e308, \"curve\": \"linear\", \"steps\": [{\"op\": \"setConstant\", \"constraint\": \"height\", \"value\": 50}]}",
            jsonPath: "steps[1].duration", message: "1e+308 is over the bound: at most 3600 seconds"),
        .variant(
            "a tick of a billion frames", "{\"op\": \"tick\"}", "{\"op\": \"tick\", \"frames\": 1000000000}",
            jsonPath: "steps[1].frames", message: "1000000000 is over the bound: a tick is at most 36000 frames"),
        .variant(
            "a constant of 1e200", "\"constant\": 30", "\"constant\": 1e200", jsonPath: "constraints[2].constant",
            message: "1e+200 is over the bound: numbers in a case are at most 10000000 either way"),
        // Malformed JSON is refused with the place it goes wrong (these all said only "(root): not
        // valid JSON", and the trailing comma was accepted).
        .variant(
            "a trailing comma", "\"steps\": [", "\"extra\": 1,}, \"steps\": [", jsonPath: "(root)",
            message: "not valid JSON: a ',' before '}' at line 14, column 14 (byte 809)"),
        .variant(
            "NaN", "\"constant\": 30", "\"constant\": NaN", jsonPath: "constraints[2].constant",
            message: "not valid JSON: 'N' does not begin a JSON value"),
        .variant(
            "1e400", "\"constant\": 30", "\"constant\": 1e400", jsonPath: "constraints[2].constant",
            message: "not valid JSON: the number 1e400 is out of range at line 10, column"),
        .variant(
            "trailing garbage", "\n}\n", "\n}\n}\n", jsonPath: "(root)",
            message: "not valid JSON: '}' after the end of the JSON value at line 19, column 1"),
        BadCase(
            name: "truncated", text: String(CaseFixture.box.prefix(60)), jsonPath: "(root)",
            message: "not valid JSON: expected a quoted key, found the end of the file at line 3, column 43 (byte 60)"),
        BadCase(
            name: "nested too deep", text: String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
            jsonPath: "(512 levels deep)…[0][0][0][0][0][0][0][0]",
            message: "not valid JSON: nested deeper than 512 levels"),
        .variant(
            "a version of 1.5", "\"version\": 1", "\"version\": 1.5", jsonPath: "version",
            message: "version 1.5 is not supported"),
        BadCase(name: "an empty file", text: "", jsonPath: "(root)", message: "the file is empty"),
        BadCase(name: "a directory", text: nil, jsonPath: "(root)", message: "is a directory"),
    ]

    enum Command: String, CaseIterable, Sendable {
        case replay, export, regress, minimize
        case corpusCheck = "corpus check"
    }

    @Test(arguments: Command.allCases, badCases)
    func a_bad_case_file_exits_2_with_one_line_naming_the_file_and_the_json_path(command: Command, bad: BadCase) throws
    {
        // A good case sorts first in the corpus: regress reads every file before it plays any.
        _ = try folder.file("corpus/cases/a.json", CaseFixture.box)
        let path = folder.path("corpus/cases/b.json")
        if let text = bad.text {
            _ = try folder.file("corpus/cases/b.json", text)
        } else {
            _ = try folder.folder("corpus/cases/b.json")
        }
        let work = URL(fileURLWithPath: try folder.folder("work"))
        let arguments: [String] =
            switch command {
            case .replay: ["replay", path]
            case .export: ["export", path]
            case .regress: ["regress", folder.path("corpus"), "--out", folder.path("work/reports")]
            case .minimize: ["minimize", path, "--output", folder.path("work/minimized.json")]
            case .corpusCheck: ["corpus", "check", folder.path("corpus")]
            }
        let run = try Plumb.run(arguments, in: work)

        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.hasPrefix("plumb \(command.rawValue): \(path): \(bad.jsonPath): \(bad.message)"), "\(run)")
        #expect(run.stderr.hasSuffix("\n") && run.stderr.filter(\.isNewline).count == 1, "one line: \(run)")
        #expect(!folder.exists("work/reports/junit.xml"))
        #expect(folder.listing("work").isEmpty, "nothing written: \(folder.listing("work"))")
    }
}
