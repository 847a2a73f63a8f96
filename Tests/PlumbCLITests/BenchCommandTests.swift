import ConstraintSystem
import Foundation
import Testing

/// `plumb bench` run as a subprocess: workload generation and timing runs.
@Suite struct BenchCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static let tiny = """
        edit w 900
        x >= 0 @ 1000
        x + 10 <= w @ 1000
        x == 50 @ 250
        suggest w=100
        suggest w=30
        """

    @Test func generate_chain_writes_the_chain_workload() throws {
        let run = try Plumb.run(["bench", "--generate", "chain", "3"])
        #expect(run.status == 0, "\(run)")
        let system = try FormatReader.parse(run.stdout, file: "stdout")
        #expect(system == Workload.chain(3))
    }

    @Test func generate_tree_is_the_same_for_the_same_seed() throws {
        let first = try Plumb.run(["bench", "--generate", "tree", "12", "7"])
        let again = try Plumb.run(["bench", "--generate", "tree", "12", "7"])
        #expect(first.status == 0 && again.status == 0)
        #expect(first.stdout == again.stdout)
        #expect(try FormatReader.parse(first.stdout) == Workload.tree(12, seed: 7))
    }

    @Test(arguments: [["grid", "0", "3"], ["chain"], ["chain", "x"], ["spiral", "3"], ["chain", "1000001"], ["chain", "1.5"]])
    func generate_with_bad_sizes_or_kind_exits_2(words: [String]) throws {
        let run = try Plumb.run(["bench", "--generate"] + words)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("plumb bench --generate"), "\(run)")
    }

    @Test func bench_prints_one_json_line_with_every_figure() throws {
        let path = try folder.file("tiny.txt", Self.tiny)
        let run = try Plumb.run(["bench", "--budget", "0.2", "--repeat", "3", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.split(separator: "\n").count == 1)
        let object = try #require(jsonObject(run.stdout))
        for key in ["build_us", "suggest_us", "churn_us", "set_constant_us"] {
            let figure = object[key] as? Double
            #expect(figure != nil && figure! >= 0 && figure!.isFinite, "\(key): \(String(describing: object[key]))")
        }
        #expect(object["workload"] as? String == "tiny")
        #expect(object["constraints"] as? Int == 3)
        #expect(object["variables"] as? Int == 2)
        let repeats = try #require(object["repeats"] as? [String: Int])
        for key in ["build", "suggest", "churn", "set_constant"] {
            #expect((1...3).contains(repeats[key] ?? 0), "repeats[\(key)] = \(String(describing: repeats[key]))")
        }
    }

    @Test func bench_twice_on_the_same_file_gives_the_same_non_timing_fields() throws {
        let path = try folder.file("tiny.txt", Self.tiny)
        let runs = try (0..<2).map { _ in try Plumb.run(["bench", "--budget", "0.2", "--repeat", "3", path]) }
        let objects = try runs.map { try #require(jsonObject($0.stdout)) }
        let timing: Set<String> = ["build_us", "suggest_us", "churn_us", "set_constant_us"]
        #expect(Set(objects[0].keys) == Set(objects[1].keys))
        for key in objects[0].keys.sorted() where !timing.contains(key) {
            let (a, b) = (canonicalJSON(objects[0][key]), canonicalJSON(objects[1][key]))
            #expect(a == b, "\(key): \(a) then \(b)")
        }
    }

    @Test func bench_on_a_malformed_file_exits_2() throws {
        let path = try folder.file("bad.txt", "x >= @ 1000\n")
        let run = try Plumb.run(["bench", "--budget", "0.2", "--repeat", "3", path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("\(path):1:"), "\(run)")
    }

    @Test func bench_on_an_unsatisfiable_file_exits_1() throws {
        let path = try folder.file("conflict.txt", "x >= 10 @ 1000\nx <= 5 @ 1000\n")
        let run = try Plumb.run(["bench", "--budget", "0.2", "--repeat", "3", path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("unsatisfiable"), "\(run)")
    }
}
