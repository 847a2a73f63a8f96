import Foundation
import Testing

@testable import LayoutFuzz

/// The two reports of a run say the same thing, even when one of them cannot be written: both are
/// written to temporary files first and put in place together, so a failure leaves both previous
/// versions (and says which file could not be written). A full disk used to leave a junit.xml of
/// 0 cases beside a summary.json of thousands.
@Suite struct ReportConsistencyTests {
    static func report(cases: Int, folder: String) -> FuzzReport {
        var result = FuzzResult(options: FuzzOptions(seed: 3, budget: .cases(cases)))
        result.cases = cases
        result.complete = true
        return FuzzReport(result: result, folder: folder, commandLine: "c", version: "v", revision: nil)
    }

    static func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func aReportThatCannotBeWrittenLeavesBothPreviousVersions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-consistency-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let junit = root + "/junit/junit.xml"
        try Self.report(cases: 0, folder: root).write(junitPath: junit)
        let before = (Self.contents(root + "/summary.json"), Self.contents(junit))
        // The JUnit's folder becomes a file: junit.xml cannot be written any more.
        try FileManager.default.removeItem(atPath: root + "/junit")
        _ = FileManager.default.createFile(atPath: root + "/junit", contents: Data("in the way".utf8))
        do {
            try Self.report(cases: 2664, folder: root).write(junitPath: junit)
            Issue.record("the write succeeded")
        } catch {
            #expect("\(error)".contains(junit), "\(error)")
        }
        #expect(Self.contents(root + "/summary.json") == before.0, "summary.json was replaced alone")
        #expect(before.1 != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// The same on a disk that fills up: a small tmpfs (root and mount(8) needed; skipped elsewhere).
    @Test(.enabled(if: FullDisk.available, "needs root and a tmpfs mount; skipped"))
    func aFullDiskLeavesBothPreviousVersions() throws {
        let disk = try FullDisk(kilobytes: 64)
        defer { disk.unmount() }
        let junit = disk.path + "/junit.xml"
        try Self.report(cases: 0, folder: disk.path).write(junitPath: junit)
        let before = (Self.contents(disk.path + "/summary.json"), Self.contents(junit))
        try disk.fill(leaving: 4096 + 512)  // one page: room for the summary, not for the JUnit as well
        #expect(throws: (any Error).self) {
            try Self.report(cases: 2664, folder: disk.path).write(junitPath: junit)
        }
        #expect(Self.contents(disk.path + "/summary.json") == before.0)
        #expect(Self.contents(junit) == before.1)
    }
}

/// A small tmpfs mounted for a test, and filled on demand.
struct FullDisk {
    let path: String

    static let available: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        guard let probe = try? FullDisk(kilobytes: 16) else { return false }
        probe.unmount()
        return true
    }()

    init(kilobytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-disk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard FullDisk.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]) else {
            try? FileManager.default.removeItem(atPath: path)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// Writes a filler file until at most `bytes` are left.
    func fill(leaving bytes: Int) throws {
        let attributes = try FileManager.default.attributesOfFileSystem(forPath: path)
        let free = (attributes[.systemFreeSize] as? NSNumber)?.intValue ?? 0
        try Data(count: max(0, free - bytes)).write(to: URL(fileURLWithPath: path + "/filler"))
    }

    func unmount() {
        _ = FullDisk.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
