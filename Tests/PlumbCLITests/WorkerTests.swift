import Foundation
import Testing

#if PLUMB_FAULTS
    import Cassowary
#endif

/// `plumb fuzz --jobs N`: worker processes play the cases, a crash or a hang in one is a finding
/// and the run goes on to a valid report, and the result is the one a single process gives.
@Suite struct WorkerTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    static func withoutTimes(_ text: String) -> String {
        text.replacing(try! Regex("\"(seconds|casesPerSecond)\" : [0-9.e+-]+"), with: "")
            .replacing(try! Regex("\"command\" : \"[^\"]*\""), with: "")
    }

    @Test func two_workers_give_the_summary_one_process_gives() throws {
        for jobs in ["0", "2"] {
            let run = try Plumb.run([
                "fuzz", "--seed", "6", "--cases", "12", "--max-views", "4", "--jobs", jobs, "--out",
                folder.path("j\(jobs)"),
            ])
            #expect(run.status == 0, "\(run)")
        }
        let one = try String(contentsOfFile: folder.path("j0/summary.json"), encoding: .utf8)
        let two = try String(contentsOfFile: folder.path("j2/summary.json"), encoding: .utf8)
        #expect(Self.withoutTimes(one) == Self.withoutTimes(two))
    }

    @Test func a_case_past_the_timeout_is_a_hang_and_the_run_completes() throws {
        let out = folder.path("hang")
        let run = try Plumb.run([
            "fuzz", "--seed", "6", "--cases", "3", "--jobs", "1", "--case-timeout", "1ms", "--out", out,
        ])
        #expect(run.status == 1, "\(run)")
        JenkinsSchema.expectValidFile(out + "/junit.xml")
        let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
        let hang = try #require(junit.suites.first { $0.name == "hang" })
        #expect(
            hang.cases.count == 1
                && hang.cases[0].failure?.message.hasPrefix("the case ran longer than 0.001 s") == true)
        let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
        #expect(summary["cases"] as? Int == 3 && summary["failingCases"] as? Int == 3)
    }

    #if PLUMB_FAULTS
        @Test func a_trap_in_a_worker_is_a_crash_and_the_run_goes_on() throws {
            let out = folder.path("crash")
            let plant = ["PLUMB_PLANT": PlantedFault.crashOnShape.rawValue]
            let run = try Plumb.run(
                ["fuzz", "--seed", "7", "--cases", "12", "--jobs", "2", "--out", out], environment: plant)
            #expect(run.status == 1, "\(run)")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            #expect(summary["cases"] as? Int == 12)
            let failures = try #require(summary["failures"] as? [[String: Any]])
            #expect(failures.count == 1)
            let message = try #require(failures.first?["message"] as? String)
            #expect(
                message.hasPrefix("signal ") && message.contains("Fatal error: planted crash")
                    && message.contains("[in static Solver.plantedRowConstant"), "\(message)")
            JenkinsSchema.expectValidFile(out + "/junit.xml")
            let junit = try JUnitDocument(contentsOf: out + "/junit.xml")
            #expect(junit.suites.map(\.name).last == "crash")
            // Shrunk in a worker: each candidate that traps is a new worker, the run goes on.
            #expect((failures.first?["minimizedViews"] as? Int ?? 99) <= 3, "\(failures)")
            // The crash replays in the foreground, where a debugger can be attached.
            let caseFile = try #require(failures.first?["caseFile"] as? String)
            let replay = try Plumb.run(["replay", caseFile], environment: plant)
            #expect(replay.status != 0 && replay.stderr.contains("Fatal error: planted crash"), "\(replay)")
            #expect(try Plumb.run(["replay", caseFile]).status == 0)
        }

        /// The same crash in two runs (other processes: other addresses, other thread ids) is the
        /// same failure: the same signature, message and problems, shrunk to the same case.
        @Test func a_planted_crash_shrinks_to_the_same_case_under_the_same_signature_in_two_runs() throws {
            let plant = ["PLUMB_PLANT": PlantedFault.crashOnShape.rawValue]
            var seen: [[String: Any]] = []
            for name in ["first", "second"] {
                let out = folder.path(name)
                let run = try Plumb.run(
                    ["fuzz", "--seed", "7", "--cases", "12", "--jobs", "2", "--out", out], environment: plant)
                #expect(run.status == 1, "\(run)")
                let summary = try #require(
                    jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
                let failures = try #require(summary["failures"] as? [[String: Any]])
                try #require(failures.count == 1, "\(failures)")
                seen.append(failures[0])
            }
            for key in ["signature", "message", "problems", "minimizedViews", "minimizedConstraints"] {
                #expect(
                    String(describing: seen[0][key] ?? "none") == String(describing: seen[1][key] ?? "none"),
                    "\(key): \(seen[0][key] ?? "none") against \(seen[1][key] ?? "none")")
            }
            let minimized = try (0..<2).map { index in
                try String(contentsOfFile: try #require(seen[index]["minimizedFile"] as? String), encoding: .utf8)
            }
            #expect(minimized[0] == minimized[1])
            #expect(!String(describing: seen[0]["problems"] ?? "").contains("Backtracing from 0x5"))
        }

        /// A hang near the end does not hold the run past its budget: cases still running when the
        /// time is up are stopped and count for nothing (the case timeout here is far longer).
        @Test func the_duration_holds_even_when_a_worker_hangs() throws {
            let out = folder.path("budget")
            let start = ContinuousClock.now
            let run = try Plumb.run(
                ["fuzz", "--seed", "7", "--duration", "2s", "--case-timeout", "120s", "--jobs", "2", "--out", out],
                environment: ["PLUMB_PLANT": PlantedFault.hangOnShape.rawValue])
            let elapsed = ContinuousClock.now - start
            #expect(run.status == 0, "\(run)")
            #expect(elapsed < .seconds(30), "a 2 s run took \(elapsed) with a 120 s case timeout")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            #expect(summary["complete"] as? Bool == true)
        }

        /// The first Ctrl-C waits for the running cases (here one that hangs for good); a second
        /// exits at once, and the last complete report stays in place: valid, and not complete.
        @Test func a_second_interrupt_exits_at_once_leaving_a_valid_report() throws {
            let executable = try #require(Plumb.executable, "the plumb executable was not found")
            let out = folder.path("twice")
            let process = Process()
            process.executableURL = executable
            // The core mix: seed 78 reaches the planted hang's shape in its first cases.
            process.arguments = [
                "fuzz", "--seed", "78", "--features", "core", "--duration", "120s", "--case-timeout", "120s", "--jobs",
                "1", "--out", out,
            ]
            process.environment = ProcessInfo.processInfo.environment.merging([
                "PLUMB_PLANT": PlantedFault.hangOnShape.rawValue
            ]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            Thread.sleep(forTimeInterval: 2)
            process.interrupt()
            Thread.sleep(forTimeInterval: 1)
            #expect(process.isRunning, "the first interrupt waits for the running case")
            process.interrupt()
            process.waitUntilExit()
            #expect(ContinuousClock.now - start < .seconds(30))
            #expect(process.terminationReason == .exit && process.terminationStatus == 130)
            JenkinsSchema.expectValidFile(out + "/junit.xml")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            #expect(summary["complete"] as? Bool == false)
            // The worker stuck in the hang went with it.
            Thread.sleep(forTimeInterval: 0.5)
            #expect(Self.workers(seed: "78").isEmpty, "a worker outlived the run")
        }

        /// The pids of `plumb worker --seed SEED` processes (Linux; empty elsewhere).
        static func workers(seed: String) -> [String] {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return processes.filter { pid in
                guard pid.allSatisfy(\.isNumber),
                    let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                else { return false }
                let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                return arguments.count > 3 && arguments[1] == "worker" && arguments[2] == "--seed"
                    && arguments[3] == seed
            }
        }

        /// A worker stuck in a hang never reads the end of its input: it still ends when its parent
        /// is killed (here `plumb minimize` of a hanging case, killed with SIGKILL).
        #if os(Linux)
            @Test func a_hung_worker_ends_with_its_killed_parent() throws {
                let executable = try #require(Plumb.executable, "the plumb executable was not found")
                let path = folder.path("hang.json")
                try """
                {"version": 1, "window": {"width": 320, "height": 480}, "views": [{"id": "a", "parent": "window", "kind": "image"}],
                 "constraints": [{"id": "x", "first": {"item": "a", "attribute": "centerX"}, "relation": ">=",
                                  "second": {"item": "window", "attribute": "centerX"}, "priority": 250}], "steps": []}
                """.write(toFile: path, atomically: true, encoding: .utf8)  // an optional inequality of 4 terms: the planted hang
                let process = Process()
                process.executableURL = executable
                process.arguments = ["minimize", path, "-o", folder.path("small.json"), "--case-timeout", "120s"]
                process.environment = ProcessInfo.processInfo.environment.merging([
                    "PLUMB_PLANT": PlantedFault.hangOnShape.rawValue
                ]) { $1 }
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                var children: [String] = []
                for _ in 0..<50 where children.isEmpty {
                    Thread.sleep(forTimeInterval: 0.1)
                    children = Self.children(of: process.processIdentifier)
                }
                guard !children.isEmpty else {
                    process.terminate()
                    Issue.record("no worker process seen under /proc")
                    return
                }
                Thread.sleep(forTimeInterval: 0.5)
                #expect(
                    children.allSatisfy { Self.state(of: $0) != nil && Self.state(of: $0) != "Z" },
                    "the worker should be stuck in the hang")
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                Thread.sleep(forTimeInterval: 1)
                #expect(
                    children.allSatisfy { Self.state(of: $0) == nil || Self.state(of: $0) == "Z" },
                    "worker(s) \(children) outlived their parent")
            }
        #endif

        /// A process's state letter (`R`, `S`, `Z` for ended but not yet reaped), nil when it is gone.
        static func state(of pid: String) -> String? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
        }

        /// The pids whose parent is `pid` (Linux's /proc; empty elsewhere).
        static func children(of pid: Int32) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
                guard entry.allSatisfy(\.isNumber),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { return false }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                return fields.count > 1 && fields[1] == "\(pid)"
            }
        }

        @Test func a_planted_hang_past_the_case_timeout_is_a_hang_finding() throws {
            let out = folder.path("hangs")
            let run = try Plumb.run(
                ["fuzz", "--seed", "7", "--cases", "6", "--case-timeout", "300ms", "--jobs", "2", "--out", out],
                environment: ["PLUMB_PLANT": PlantedFault.hangOnShape.rawValue])
            #expect(run.status == 1, "\(run)")
            let summary = try #require(jsonObject(try String(contentsOfFile: out + "/summary.json", encoding: .utf8)))
            let kinds = (summary["failures"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            #expect(kinds == ["hang"], "\(summary)")
            #expect(summary["cases"] as? Int == 6)
        }
    #endif
}
