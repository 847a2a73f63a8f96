import Foundation
import Testing

/// `plumb solve FILE` run as a subprocess: what it prints and the exit codes 0 (solved),
/// 1 (unsatisfiable), 2 (bad input or usage).
@Suite struct SolveCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let small = """
        b == a + 10 @ 1000
        a == 5 @ 1000
        c >= 3 @ 750
        c <= 1 @ 250
        """

    /// Lines 4 and 6 conflict; the comment and the blank line make lines differ from indices.
    static let unsatisfiable = """
        # x cannot be both at least 10 and at most 5
        x >= 0 @ 1000

        x >= 10 @ 1000
        y == 1 @ 1000
        x <= 5 @ 1000
        """

    @Test func solve_prints_sorted_values_then_the_error_of_each_priority() throws {
        let path = try folder.file("small.txt", Self.small)
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "a = 5\nb = 15\nc = 3\nerror @750 = 0\nerror @250 = 2\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func the_reference_solver_prints_the_same_answer_and_an_irreducible_conflict() throws {
        let path = try folder.file("small.txt", Self.small)
        let run = try Plumb.run(["solve", "--solver", "reference", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "a = 5\nb = 15\nc = 3\nerror @750 = 0\nerror @250 = 2\n")
        let conflicting = try folder.file("unsatisfiable.txt", Self.unsatisfiable)
        let rejected = try Plumb.run(["solve", "--solver", "reference", "--json", conflicting])
        #expect(rejected.status == 1, "\(rejected)")
        let object = try #require(jsonObject(rejected.stdout))
        #expect(object["conflict"] as? [Int] == [4, 6], "x >= 0 on line 2 is not needed for the conflict")
    }

    /// The dense exact solver, the reference's third opinion, prints the same answers; so does
    /// any command under PLUMB_REFERENCE=exact-dense, and a wrong value there is bad input.
    @Test func the_dense_exact_solver_prints_the_same_answers() throws {
        let path = try folder.file("small.txt", Self.small)
        let reference = try Plumb.run(["solve", "--solver", "reference", "--ranges", path])
        let dense = try Plumb.run(["solve", "--solver", "exact-dense", "--ranges", path])
        #expect(dense.status == 0 && dense.stdout == reference.stdout, "\(dense)")
        let conflicting = try folder.file("unsatisfiable.txt", Self.unsatisfiable)
        let rejected = try Plumb.run(["solve", "--solver", "exact-dense", "--json", conflicting])
        #expect(rejected.status == 1 && jsonObject(rejected.stdout)?["conflict"] as? [Int] == [4, 6], "\(rejected)")
        let wrong = try Plumb.run(["solve", path], environment: ["PLUMB_REFERENCE": "fast"])
        #expect(wrong.status == 2 && wrong.stderr.contains("PLUMB_REFERENCE"), "\(wrong)")
    }

    @Test func ranges_show_which_variables_the_optimum_determines() throws {
        let path = try folder.file("ranges.txt", "x + y == 10 @ 1000\nz == 4 @ 1000\n")
        let run = try Plumb.run(["solve", "--solver", "reference", "--ranges", "--json", path])
        #expect(run.status == 0, "\(run)")
        let object = try #require(jsonObject(run.stdout))
        #expect(object["determined"] as? [String] == ["z"])
        let ranges = try #require(object["ranges"] as? [String: [Any]])
        #expect(ranges["z"]?.compactMap { $0 as? Double } == [4, 4])
        #expect(ranges["x"]?.allSatisfy { $0 is NSNull } == true, "x is free both ways: [null, null]")
        let misuse = try Plumb.run(["solve", "--ranges", path])
        #expect(misuse.status == 2 && misuse.stderr.contains("--ranges needs --solver reference"))
    }

    @Test func solve_json_prints_one_object_with_status_values_errors_and_conflict() throws {
        let path = try folder.file("small.txt", Self.small)
        let run = try Plumb.run(["solve", "--json", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.split(separator: "\n").count == 1)
        let object = try #require(jsonObject(run.stdout))
        #expect(Set(object.keys) == ["status", "values", "errors", "conflict"])
        #expect(object["status"] as? String == "ok")
        #expect(object["values"] as? [String: Double] == ["a": 5, "b": 15, "c": 3])
        #expect(object["errors"] as? [String: Double] == ["750": 0, "250": 2])
        #expect((object["conflict"] as? [Int])?.isEmpty == true)
    }

    @Test func an_unsatisfiable_file_exits_1_naming_the_lines_of_the_conflict() throws {
        let path = try folder.file("conflict.txt", Self.unsatisfiable)
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == "unsatisfiable: the required constraints on lines 4, 6 of \(path) cannot all hold\n")

        let json = try Plumb.run(["solve", "--json", path])
        #expect(json.status == 1, "\(json)")
        let object = try #require(jsonObject(json.stdout))
        #expect(object["status"] as? String == "unsatisfiable")
        #expect(object["conflict"] as? [Int] == [4, 6])
        #expect((object["values"] as? [String: Double])?.isEmpty == true)
    }

    @Test func a_malformed_file_exits_2_with_file_and_line_on_stderr() throws {
        let path = try folder.file("bad.txt", "x >= 0 @ 1000\nx + == 3 @ 1000\n")
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("\(path):2:"), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test func a_missing_file_exits_2() throws {
        let path = folder.url.appendingPathComponent("nowhere.txt").path
        let run = try Plumb.run(["solve", path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(path) && run.stderr.contains("does not exist"), "\(run)")
    }

    @Test func a_directory_exits_2() throws {
        let run = try Plumb.run(["solve", folder.url.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("directory"), "\(run)")
    }

    @Test(arguments: [
        ["solve", "--frobnicate", "x.txt"], ["solve"], ["frobnicate"], ["bench", "--frobnicate", "x.txt"],
    ])
    func bad_usage_exits_2(arguments: [String]) throws {
        let run = try Plumb.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(!run.stderr.isEmpty)
    }

    @Test func version_exits_0() throws {
        let run = try Plumb.run(["--version"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}
