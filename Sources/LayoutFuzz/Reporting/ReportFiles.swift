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
