import Foundation
import Testing

/// Runs the built `plumb` executable as a subprocess, the way a user or a script does.
enum Plumb {
    /// What one run printed and how it ended.
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// Where `plumb` is looked for, best first: beside the running test binary (the same build)
    /// and in the folders above it, then the package's usual build folders.
    static let candidates: [URL] = {
        var folders: [URL] = []
        for start in [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap({ $0 }) {
            var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                folders.append(folder)
                folders.append(folder.appendingPathComponent("debug"))
                folder.deleteLastPathComponent()
            }
        }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }  // Plumb.swift, Support, PlumbCLITests, Tests
        for scratch in [".build-tests", ".build", ".build-dev"] {
            folders.append(root.appendingPathComponent(scratch).appendingPathComponent("debug"))
        }
        return folders.map { $0.appendingPathComponent("plumb") }
    }()

    /// The executable, or nil when no candidate exists.
    static let executable: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Runs `plumb arguments...`; standard output and error go through files, so that a large
    /// output cannot fill a pipe and stall the child.
    ///
    /// The child inherits this process's environment with `environment` laid over it, except
    /// `PLUMB_PLANT`: a planted solver fault is a test's own choice, never the caller's shell's.
    /// `directory` is its working folder (default: this process's), where relative paths and the
    /// default `Reports` folder land.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let looked = candidates.map(\.path).joined(separator: "\n")
        let executable = try #require(
            executable,
            "the plumb executable was not found; build it with `swift build --scratch-path .build-tests --build-tests`. Looked in:\n\(looked)",
            sourceLocation: sourceLocation)
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("stdout")
        let err = folder.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["PLUMB_PLANT"] = nil
        process.environment = inherited.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }
}

/// A folder of its own under the system's temporary directory, removed with the object.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to a file named `name` in the folder (making the folders of a name like
    /// `corpus/seeds/a.json` as needed) and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Makes the folder `name` (and the folders above it) in the folder and returns its path.
    func folder(_ name: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The path of `name` in the folder, whether or not it exists.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Whether `name` exists in the folder.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The relative paths of everything under `name` in the folder (the whole folder by default), sorted.
    func listing(_ name: String = "") -> [String] {
        (FileManager.default.subpaths(atPath: path(name)) ?? []).sorted()
    }

    /// Every file under `path` (relative path to bytes); empty when there is no such folder.
    static func files(under path: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in FileManager.default.subpaths(atPath: path) ?? [] {
            var isDirectory: ObjCBool = false
            let full = path + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Reads one JSON object; records an issue and returns nil when the text is not one.
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any]? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        Issue.record("not one JSON object: \(text)", sourceLocation: sourceLocation)
        return nil
    }
    return object
}

/// A JSON value as text with sorted keys, for comparing values read by `JSONSerialization`.
func canonicalJSON(_ value: Any?) -> String {
    guard let value,
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else { return "nil" }
    return String(decoding: data, as: UTF8.self)
}
