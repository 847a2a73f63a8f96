import Foundation
import Testing

/// A script file that defines a label while it is live, or names a label whose add was rejected,
/// is wrong in every command that reads it, as in `plumb solve`: exit 2 and one line naming the
/// file and the line. `replay`, `regress` and `corpus check` used to stop playing at that line
/// and exit 0.
@Suite struct ScriptLabelInputTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let scripts: [(name: String, text: String, line: Int, says: String)] = [
        ("twice.txt", "version 2\na: x >= 0 @ 1000\na: x >= 5 @ 1000\ncheck x=5\n", 3, "is defined while it is live"),
        (
            "rejected.txt", "version 2\nl: x <= 5 @ 1000\nf: x >= 10 @ 1000\nremove f\ncheck x=5\n", 4,
            "its add was rejected"
        ),
    ]

    @Test(arguments: ["replay", "regress", "corpus check"], 0..<2)
    func a_label_used_against_the_solvers_decisions_exits_2(command: String, index: Int) throws {
        let script = Self.scripts[index]
        let path = try folder.file("corpus/\(script.name)", script.text)
        let arguments: [String] =
            switch command {
            case "replay": ["replay", path]
            case "regress": ["regress", folder.path("corpus"), "--out", folder.path("reports")]
            default: ["corpus", "check", folder.path("corpus")]
            }
        let run = try Plumb.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("\(path): line \(script.line): "), "\(run)")
        #expect(run.stderr.contains(script.says), "\(run)")
    }

    @Test func the_same_labels_used_as_the_decisions_allow_play() throws {
        let path = try folder.file(
            "good.txt",
            "version 2\nl: x <= 5 @ 1000\np: x == 3 @ 1000\nf: x >= 10 @ 1000\nf: x >= 1 @ 1000\nremove f\ncheck x=3\n")
        let run = try Plumb.run(["replay", path])
        #expect(run.status == 0, "\(run)")
    }
}
