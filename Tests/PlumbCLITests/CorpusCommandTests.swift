import Foundation
import LayoutFuzz
import Testing

/// `plumb corpus check|add|dedupe`, `plumb fuzz --shard` and `plumb merge` as a user runs them.
@Suite struct CorpusCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func add_stores_a_case_once_check_reads_them_all_and_dedupe_removes_copies() throws {
        let box = try folder.file("box.json", CaseFixture.box)
        let corpus = folder.path("corpus")
        let added = try Plumb.run(["corpus", "add", corpus, box, box])
        #expect(added.status == 0, "\(added)")
        #expect(added.stdout.hasPrefix("added: ") && added.stdout.contains("already there: "), "\(added)")
        #expect(folder.listing("corpus").count == 1)
        let check = try Plumb.run(["corpus", "check", corpus])
        #expect(check.status == 0 && check.stdout == "1 cases, all valid (version 1)\n", "\(check)")
        _ = try folder.file("corpus/copy.json", CaseFixture.box)
        let dedupe = try Plumb.run(["corpus", "dedupe", corpus])
        #expect(dedupe.status == 0 && dedupe.stdout.contains("removed duplicate: copy.json"), "\(dedupe)")
        #expect(folder.listing("corpus").count == 1)
        _ = try folder.file("corpus/broken.json", "{")
        let broken = try Plumb.run(["corpus", "check", corpus])
        #expect(broken.status == 2 && broken.stderr.contains("broken.json"), "\(broken)")
    }

    @Test func a_bad_shard_is_bad_usage() throws {
        for shard in ["3/3", "-1/2", "1", "a/b", "0/0"] {
            #expect(
                try Plumb.run(["fuzz", "--cases", "1", "--shard", shard, "--out", folder.path("r")]).status == 2,
                "\(shard)")
        }
        #expect(!folder.exists("r"))
    }

    @Test func shards_report_their_share_of_the_cases() throws {
        for index in 0..<3 {
            let run = try Plumb.run([
                "fuzz", "--seed", "2", "--cases", "9", "--max-views", "3", "--shard", "\(index)/3", "--out",
                folder.path("s\(index)"),
            ])
            #expect(run.status == 0, "\(run)")
            let summary = try #require(
                jsonObject(try String(contentsOfFile: folder.path("s\(index)/summary.json"), encoding: .utf8)))
            #expect(summary["cases"] as? Int == 3)
            #expect((summary["options"] as? [String: Any])?["shard"] as? String == "\(index)/3")
        }
        let merged = try Plumb.run([
            "merge", folder.path("s0"), folder.path("s1"), folder.path("s2"), "--out", folder.path("m"),
        ])
        #expect(merged.status == 0 && merged.stdout.hasPrefix("3 shards, 9 cases, 0 failing"), "\(merged)")
        let junit = try JUnitDocument(contentsOf: folder.path("m/junit.xml"))
        #expect(junit.suites.first?.properties["cases"] == "9")
        JenkinsSchema.expectValidFile(folder.path("m/junit.xml"))
        let whole = try Plumb.run([
            "fuzz", "--seed", "2", "--cases", "9", "--max-views", "3", "--out", folder.path("w"),
        ])
        #expect(whole.status == 0)
        let counts = { (path: String) throws -> String in
            canonicalJSON(try #require(jsonObject(try String(contentsOfFile: path, encoding: .utf8)))["oracles"])
        }
        #expect(
            try counts(folder.path("m/summary.json")) == counts(folder.path("w/summary.json")),
            "the merged counts are the whole run's")
        #expect(try Plumb.run(["merge", folder.path("nowhere"), "--out", folder.path("x")]).status == 2)
    }
}
