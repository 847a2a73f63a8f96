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

    /// The reference benchmark times the dense and the certified reference side by side on a
    /// generated workload or a file: one JSON line each, the two answers compared, the paths
    /// counted; a missing file is bad input.
    @Test func the_reference_benchmark_compares_the_dense_and_the_certified_solver() throws {
        let run = try Plumb.run(["bench", "--reference", "tree", "6", "--budget", "1"])
        #expect(run.status == 0, "\(run)")
        let line = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(line["workload"] as? String == "tree 6" && line["agree"] as? Bool == true, "\(line)")
        #expect((line["constraints"] as? Int ?? 0) > 0)
        for key in ["dense_solve_ms", "certified_solve_ms", "dense_ranges_ms", "certified_ranges_ms"] {
            #expect((line[key] as? Double ?? 0) > 0, "\(key)")
        }
        let paths = try #require(line["paths"] as? [String: Int])
        #expect(Set(paths.keys) == ["verified", "repaired", "from-scratch"] && paths["verified", default: 0] >= 1)
        let file = try folder.file("tiny.txt", Self.tiny)
        let onFile = try Plumb.run(["bench", "--reference", file, "--budget", "1"])
        #expect(onFile.status == 0 && onFile.stdout.contains("\"agree\":true"), "\(onFile)")
        #expect(try Plumb.run(["bench", "--reference", folder.path("missing.txt")]).status == 2)
    }

    /// The animation and fitting benchmarks print one JSON line with their distributions; the
    /// counts and moved views are facts of the scene, not timings.
    @Test func animation_and_fitting_benchmarks_print_their_distributions() throws {
        let animation = try Plumb.run(["bench", "--animation", "120", "3"])
        #expect(animation.status == 0, "\(animation)")
        let a = try #require(try JSONSerialization.jsonObject(with: Data(animation.stdout.utf8)) as? [String: Any])
        #expect(a["fps"] as? Int == 120 && a["views"] as? Int == 120 && a["local_moved_views"] as? Int == 1)
        #expect((a["cascade_moved_views"] as? Int ?? 0) > 1)
        for key in ["local_tick_us", "cascade_tick_us"] {
            let spread = try #require(a[key] as? [String: Any], "\(key)")
            #expect(spread["count"] as? Int == 120, "\(key): one second at 120 Hz")
            let p50 = spread["p50"] as? Double ?? -1
            let p99 = spread["p99"] as? Double ?? -1
            let max = spread["max"] as? Double ?? -1
            #expect(p50 > 0 && p50 <= p99 && p99 <= max, "\(key): \(spread)")
        }
        let fitting = try Plumb.run(["bench", "--fitting", "20"])
        #expect(fitting.status == 0, "\(fitting)")
        let f = try #require(try JSONSerialization.jsonObject(with: Data(fitting.stdout.utf8)) as? [String: Any])
        #expect((f["call_us"] as? [String: Any])?["count"] as? Int == 20)
        #expect(try Plumb.run(["bench", "--animation", "many"]).status == 2)
    }

    /// The solver fuzzer's benchmark: one line for our solver, one more behind an adapter, the
    /// time shares of the oracles and the generation summing to 1.
    @Test func scripts_benchmark_prints_a_line_per_solver() throws {
        let adapter = try PipeSolverFixture.zeros()
        let run = try Plumb.run(["bench", "--scripts", "1", "--adapter", adapter])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(lines.map { $0["solver"] as? String } == ["plumbline", "zeros"])
        for line in lines {
            #expect((line["scripts"] as? Int ?? 0) > 0, "\(line)")
            let shares = try #require(line["time_share"] as? [String: Double])
            #expect(Set(shares.keys) == ["reference", "size", "repeat", "generation"])
            #expect(abs(shares.values.reduce(0, +) - 1) < 0.01, "\(shares)")
        }
        #expect((lines.last?["requests_per_script"] as? Double ?? 0) > 1)
        #expect(try Plumb.run(["bench", "--scripts", "soon"]).status == 2)
    }

    /// The fuzzer's benchmark: a line per oracle set, each oracle's share, `observe` (reading the
    /// steps' exports and snapshots, timed apart) wherever a comparing oracle runs, and the
    /// engine's share, summing to 1.
    @Test func fuzz_benchmark_times_the_observation_apart() throws {
        let run = try Plumb.run(["bench", "--fuzz", "3", "--budget", "3"])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(lines.count == 6)
        for line in lines {
            let shares = try #require(line["time_share"] as? [String: Double])
            #expect(abs(shares.values.reduce(0, +) - 1) < 0.01, "\(shares)")
            let reads = line["oracles"] as? String != "without-reference"
            #expect((shares["observe"] ?? 0 > 0) == reads, "\(line)")
        }
    }

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

    @Test(arguments: [
        ["grid", "0", "3"], ["chain"], ["chain", "x"], ["spiral", "3"], ["chain", "1000001"], ["chain", "1.5"],
    ])
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

/// A lexicographic adapter that takes everything and reads every variable as 0
/// (docs/solver-protocol.md), for commands that take `--adapter`.
enum PipeSolverFixture {
    static func zeros() throws -> String {
        let source = """
            import sys
            print("plumb-solver 1 lexicographic zeros", flush=True)
            for line in sys.stdin:
                words = line.split()
                print("values " + " ".join("0" for _ in words[1:]) if words[0] == "values" else "ok", flush=True)
            """
        // Named by the source's FNV-1a hash: every run reuses one file instead of leaving its own.
        let hash = source.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-zeros-\(String(hash, radix: 16)).py"
        ).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return "python3 \(path)"
    }
}
