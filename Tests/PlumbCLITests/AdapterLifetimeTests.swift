import Foundation
import Testing

/// No adapter outlives the run: when `--duration` ends while workers wait on an adapter inside a
/// request (one that never answers, with a request timeout far longer than the run), the workers
/// are stopped and so are the adapters they started. They used to be left running, the worker's
/// SIGKILL not reaching its children.
@Suite struct AdapterLifetimeTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The processes whose command line names `marker`, read from /proc (Linux).
    static func processes(naming marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? "\(pid): \(line)" : nil
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/cmdline"), "needs /proc (Linux)"))
    func adapters_inside_a_request_end_with_the_run() throws {
        let adapter = try folder.file(
            "hang-adapter.sh",
            "#!/bin/sh\necho \"plumb-solver 1 lexicographic hangs\"\nwhile read line; do sleep 1000; done\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: adapter)
        let run = try Plumb.run([
            "fuzz", "--target", "solver", "--adapter", adapter, "--adapter-timeout", "300", "--duration", "2s",
            "--jobs", "2", "--out", folder.path("out"),
        ])
        #expect(run.status == 0, "\(run)")
        var left = Self.processes(naming: adapter)
        for _ in 0..<20 where !left.isEmpty {  // what was killed may take a moment to go
            Thread.sleep(forTimeInterval: 0.1)
            left = Self.processes(naming: adapter)
        }
        #expect(left.isEmpty, "still running after the run: \(left)")
        for line in left {
            if let pid = Int32(line.prefix { $0 != ":" }) {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
        }
    }
}
