import ConstraintSystem
import Foundation
import Testing

/// `plumb solve SCRIPT`, `plumb check SCRIPT` and `plumb export CASE --script` run as
/// subprocesses on operation scripts (FORMAT-v2.md).
@Suite struct ScriptCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let script = """
        version 2
        x == 0 @ 500
        cap: x <= 5 @ 1000
        c: x == 10 @ 900
        check x=5 error 900=5
        low: x >= 8 @ 1000
        check rejected low
        set-constant c 3
        check x=3
        """

    @Test func solve_prints_each_rejection_and_a_verdict_per_check_line_then_the_final_state() throws {
        let path = try folder.file("s.txt", Self.script)
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdout == """
                line 5: check x=5 error 900=5: ok
                line 6: rejected low (conflict: cap): low: x >= 8 @ 1000
                line 7: check rejected low: ok
                line 9: check x=3: ok
                final state after line 9:
                  x = 3
                  error @900 = 0
                  error @500 = 3
                3 check lines, 4 items passed, 0 failed, 1 rejected

                """)
        let reference = try Plumb.run(["solve", "--solver", "reference", path])
        #expect(reference.status == 0, "\(reference)")
        #expect(reference.stdout == run.stdout)
    }

    @Test func a_failed_check_exits_1_and_says_what_the_solver_gave() throws {
        let path = try folder.file("s.txt", Self.script.replacingOccurrences(of: "check x=3", with: "check x=4"))
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("line 9: check x=4: FAILED: x=4 (x = 3)\n"))
    }

    @Test func a_check_on_a_free_value_is_invalid_by_the_reference_and_exits_2() throws {
        let path = try folder.file("s.txt", "version 2\nx + y == 10 @ 1000\ncheck y=10\n")
        let incremental = try Plumb.run(["solve", path])
        #expect(incremental.status == 0 || incremental.status == 1, "\(incremental)")
        let reference = try Plumb.run(["solve", "--solver", "reference", path])
        #expect(reference.status == 2, "\(reference)")
        #expect(reference.stdout.contains("line 3: check y=10: INVALID"))
        let check = try Plumb.run(["check", path])
        #expect(check.status == 2, "\(check)")
        #expect(check.stderr.contains("\(path):3: check y=10"))
    }

    @Test func a_malformed_script_exits_2_with_file_and_line() throws {
        let path = try folder.file("bad.txt", "version 2\nc: x == 1 @ 1000\nset-constant c one\n")
        for command in ["solve", "check"] {
            let run = try Plumb.run([command, path])
            #expect(run.status == 2, "\(run)")
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr == "plumb \(command): \(path):3: expected a number after 'set-constant c', found 'one'\n")
        }
    }

    @Test func a_label_used_after_its_rejection_exits_2_at_its_line() throws {
        let path = try folder.file("s.txt", "version 2\nw: x == 1 @ 1000\nc: x == 2 @ 1000\nset-constant c 1\n")
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 2, "\(run)")
        #expect(
            run.stderr == "plumb solve: \(path):4: 'set-constant c': the label 'c' is not live: its add was rejected\n")
    }

    @Test func check_compares_the_solvers_at_every_operation() throws {
        let path = try folder.file("s.txt", Self.script)
        let run = try Plumb.run(["check", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "\(path): the solvers agree at all 8 operations (3 check lines)\n")
    }

    @Test func a_version_one_file_prints_as_before() throws {
        let path = try folder.file("v1.txt", "x == 0 @ 500\nx <= 5 @ 1000\nx == 10 @ 900\n")
        let run = try Plumb.run(["solve", path])
        #expect(run.stdout == "x = 5\nerror @900 = 5\nerror @500 = 5\n")
    }

    @Test func export_writes_the_whole_history_as_a_script_that_both_solvers_replay() throws {
        let path = try folder.file("box.json", CaseFixture.box)
        let export = try Plumb.run(["export", path, "--script"])
        #expect(export.status == 0, "\(export)")
        let script = try ScriptReader.parse(export.stdout, file: "export")
        #expect(script.operations.contains(.setConstant("k6", 40)), "the step's constant change is made in place")
        let checks = script.operations.filter(\.isCheck)
        #expect(checks.count == 2, "after the initial layout and after the step that moved something")
        #expect(export.stdout.contains("check box.height=40 box.minX=10 box.minY=20 box.width=200 "))
        let file = try folder.file("box-script.txt", export.stdout)
        let solved = try Plumb.run(["solve", file])
        #expect(solved.status == 0, "\(solved)")
        let checked = try Plumb.run(["check", file])
        #expect(checked.status == 0, "\(checked)")
    }

    @Test func an_exported_history_keeps_the_engines_rejections() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized.path
        let seed = root + "/Corpus/seeds/broken_constraint_kept_after_window_resize.json"
        let export = try Plumb.run(["export", seed, "--script"])
        #expect(export.status == 0, "\(export)")
        #expect(export.stdout.contains("\ncheck rejected k"), "the broken constraint's add is rejected in the script")
        let file = try folder.file("broken.txt", export.stdout)
        let checked = try Plumb.run(["check", file])
        #expect(checked.status == 0, "\(checked)")
    }
}
