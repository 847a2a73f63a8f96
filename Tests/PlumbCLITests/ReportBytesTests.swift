import Foundation
import Testing

/// Reports are the same bytes before and after a change that must not change behaviour: a few
/// `plumb fuzz` runs (in process and with workers, layout and solver targets, with planted faults
/// so that failure folders, verdicts and minimized cases are written; two shards and their merge)
/// are compared, file by file, with what the code wrote when the fixtures were recorded
/// (Tests/Fixtures/report-bytes/, one JSON object per run: relative path to text, times, the
/// temporary folder and the git revision masked).
///
/// `PLUMB_RECORD_REPORTS=1 swift test --filter ReportBytesTests` writes the fixtures anew: only do
/// that for a change that is meant to change the reports, and say so in its commit.
@Suite(.serialized) struct ReportBytesTests {
    /// One recorded run: `plumb` arguments (the report folder is appended), the planted fault.
    struct Recorded: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var plant: String?
        var description: String { name }
    }

    static let runs: [Recorded] = [
        Recorded(
            name: "layout-in-process",
            arguments: [
                "fuzz", "--seed", "99", "--cases", "12", "--max-views", "5", "--max-steps", "5", "--jobs", "0",
                "--minimize-timeout", "120s",
            ],
            plant: "offByOneConstant"),
        Recorded(
            name: "layout-workers-core",
            arguments: [
                "fuzz", "--seed", "8", "--cases", "16", "--jobs", "2", "--max-views", "5", "--features", "core",
                "--minimize-timeout", "0", "--max-failures", "3",
            ],
            plant: "droppedInequality"),
        Recorded(
            name: "solver-workers",
            arguments: [
                "fuzz", "--target", "solver", "--seed", "4", "--cases", "20", "--jobs", "2", "--max-operations", "30",
                "--minimize-timeout", "120s",
            ],
            plant: "wrongSignInPivot"),
        Recorded(
            name: "layout-clean-some-oracles",
            arguments: [
                "fuzz", "--seed", "12", "--cases", "8", "--jobs", "0", "--oracles", "reference,spec,order,fitting",
            ],
            plant: nil),
    ]

    static var fixtures: URL {
        var root = URL(fileURLWithPath: #filePath)
        root.deleteLastPathComponent()  // ReportBytesTests.swift
        root.deleteLastPathComponent()  // PlumbCLITests
        return root.appendingPathComponent("Fixtures/report-bytes")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["PLUMB_RECORD_REPORTS"] == "1" }

    /// Every file under `folder` and the run's standard output, as text with what varies masked.
    static func observed(_ run: Plumb.Run, folder: String) -> [String: String] {
        var files = ["(stdout)": mask(run.stdout, folder: folder), "(status)": "\(run.status)"]
        for (path, data) in TemporaryFolder.files(under: folder) {
            files[path] = mask(String(decoding: data, as: UTF8.self), folder: folder)
        }
        return files
    }

    /// Times, the report folder's path and the revision replaced by fixed words.
    static func mask(_ text: String, folder: String) -> String {
        text.replacingOccurrences(of: folder, with: "OUT")
            .replacing(try! Regex("time=\"[0-9.]+\""), with: "time=\"T\"")
            // (`replacing(_:with:)` takes its replacement literally: the name goes back in by hand.)
            .replacing(try! Regex("name=\"(duration|revision)\" value=\"[^\"]*\"")) { match in
                "name=\"\(match.output[1].substring ?? "")\" value=\"T\""
            }
            .replacing(try! Regex("\"(seconds|casesPerSecond|revision)\" : (\"[^\"]*\"|[0-9.e+-]+)")) { match in
                "\"\(match.output[1].substring ?? "")\" : T"
            }
            .replacing(try! Regex("[0-9]+ cases in [0-9.]+ s \\([0-9.]+ cases/s\\)"), with: "N cases in T s")
            // index.html's and summary.md's run time, and index.html's version and revision.
            .replacing(try! Regex("[0-9.]+ s \\([0-9.]+ cases/s\\)"), with: "T s (T cases/s)")
            .replacing(try! Regex("failing\\) in [0-9.]+ s"), with: "failing) in T s")
            .replacing(try! Regex("<th>version</th><td>[^<]*</td>"), with: "<th>version</th><td>T</td>")
    }

    /// The lines that name the git revision, which a report has only where the revision is known
    /// (a worktree or an export may not tell it): left out on both sides.
    static func withoutRevision(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"revision\"") }.joined(
            separator: "\n")
    }

    static func compare(_ name: String, _ files: [String: String]) throws {
        let path = fixtures.appendingPathComponent("\(name).json")
        if recording {
            try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(files).write(to: path, options: .atomic)
            return
        }
        let data = try #require(FileManager.default.contents(atPath: path.path), "no fixture \(path.path)")
        let recorded = try JSONDecoder().decode([String: String].self, from: data)
        #expect(files.keys.sorted() == recorded.keys.sorted(), "\(name): other files")
        for key in recorded.keys.sorted() where files[key] != nil {
            #expect(files[key].map(withoutRevision) == recorded[key].map(withoutRevision), "\(name): \(key) differs")
        }
    }

    @Test(arguments: runs) func aRunWritesTheRecordedBytes(_ recorded: Recorded) throws {
        #if PLUMB_FAULTS
            let folder = try TemporaryFolder()
            let out = folder.path("out")
            let run = try Plumb.run(
                recorded.arguments + ["--out", out], environment: recorded.plant.map { ["PLUMB_PLANT": $0] } ?? [:])
            try Self.compare(recorded.name, Self.observed(run, folder: out))
        #endif
    }

    /// Judged by the dense exact solver alone (`PLUMB_REFERENCE=exact-dense`, the reference before
    /// it was certified, issue 21), the same runs write the same bytes: the certified reference
    /// changed no verdict, no signature and no minimized case.
    @Test(arguments: runs) func theDenseReferenceWritesTheSameBytes(_ recorded: Recorded) throws {
        #if PLUMB_FAULTS
            guard !Self.recording else { return }
            let folder = try TemporaryFolder()
            let out = folder.path("out")
            var environment = recorded.plant.map { ["PLUMB_PLANT": $0] } ?? [:]
            environment["PLUMB_REFERENCE"] = "exact-dense"
            let run = try Plumb.run(recorded.arguments + ["--out", out], environment: environment)
            try Self.compare(recorded.name, Self.observed(run, folder: out))
        #endif
    }

    /// Two shards of one run, and `plumb merge` of them.
    @Test func shardsAndTheirMergeWriteTheRecordedBytes() throws {
        #if PLUMB_FAULTS
            let folder = try TemporaryFolder()
            var files: [String: String] = [:]
            var shards: [String] = []
            for shard in ["0/2", "1/2"] {
                let out = folder.path("shard-\(shard.prefix(1))")
                let run = try Plumb.run(
                    [
                        "fuzz", "--seed", "21", "--cases", "10", "--jobs", "0", "--max-views", "4",
                        "--minimize-timeout", "0", "--shard", shard, "--out", out,
                    ],
                    environment: ["PLUMB_PLANT": "offByOneConstant"])
                for (path, text) in Self.observed(run, folder: out) { files["shard-\(shard.prefix(1))/\(path)"] = text }
                shards.append(out)
            }
            let merged = folder.path("merged")
            let run = try Plumb.run(["merge"] + shards + ["--out", merged])
            var masked = Self.observed(run, folder: merged)
            for (index, shard) in shards.enumerated() {
                masked = masked.mapValues { $0.replacingOccurrences(of: shard, with: "SHARD\(index)") }
            }
            for (path, text) in masked { files["merged/\(path)"] = text }
            try Self.compare("shards-and-merge", files)
        #endif
    }
}
