import Foundation

/// Writing report files so that a reader never sees half of one: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target (an interrupted run leaves the
/// previous complete file, or none). Folders are made as needed.
package enum ReportFiles {
    package static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    package static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// A file of a set that could not be written; every file of the set kept its previous version.
    package struct SetWriteError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason) (the previous reports are kept)" }
    }

    /// What went wrong in a write, for a one-line message: a set's file and reason, or the
    /// system's description.
    package static func reason(_ error: any Error) -> String {
        (error as? SetWriteError)?.description ?? error.localizedDescription
    }

    /// Writes every file of the set or none: each to a temporary file beside it, and only when all
    /// are written is each renamed over its target (renaming needs no room on the disk). A file
    /// that cannot be written (a full disk, a folder in the way) removes the temporaries, so the
    /// reports that belong together (junit.xml, summary.json) stay from one state.
    ///
    /// - Throws: `SetWriteError` naming the file that could not be written.
    package static func writeTogether(_ files: [(data: Data, path: String)]) throws(SetWriteError) {
        var written: [(temporary: String, path: String)] = []
        func discard() {
            for file in written { try? FileManager.default.removeItem(atPath: file.temporary) }
        }
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).tmp-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: temporary)
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                discard()
                throw SetWriteError(path: file.path, reason: error.localizedDescription)
            }
            written.append((temporary.path, file.path))
        }
        for file in written where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw SetWriteError(path: file.path, reason: reason)
        }
    }

    /// JSON with sorted keys and two-space indentation, ending in a newline: the same value
    /// always gives the same bytes.
    package static func json<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(value) else { preconditionFailure("report values always encode") }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// `path` joined under `folder` (`folder` alone when `path` is empty).
    package static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
