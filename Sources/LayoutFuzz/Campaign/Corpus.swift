import Foundation
import LayoutCase

/// A corpus folder: every `.json` case and every `.txt` operation script (a `.txt` file whose
/// first line is `version 2`; other `.txt` files are notes) under it, hidden folders skipped, in a
/// fixed order (by relative path, byte-wise), read and checked before anything is played, so that one bad file
/// stops a regression run before any report is written.
package enum Corpus {
    package struct Entry: Sendable {
        /// The path relative to the corpus folder (`seeds/safe_area_rotation.json`).
        package var relativePath: String
        package var path: String
        package var value: FuzzInput
        /// The folder part of `relativePath` (`seeds`), `.` at the top.
        package var group: String {
            let parts = relativePath.split(separator: "/")
            return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
        }
    }

    /// Reads every case file under `folder`.
    ///
    /// - Throws: `CaseError` for a missing folder, a folder without case files, or the first file
    ///   that does not read (naming the file and the JSON path).
    package static func read(_ folder: String) throws(CaseError) -> [Entry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CaseError(file: folder, path: "(root)", message: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw CaseError(file: folder, path: "(root)", message: "is a file; plumb regress takes a corpus folder")
        }
        let paths = caseFiles(in: folder)
        guard !paths.isEmpty else {
            throw CaseError(file: folder, path: "(root)", message: "holds no .json case files or .txt scripts")
        }
        var entries: [Entry] = []
        for relative in paths {
            let path = ReportFiles.join(folder, relative)
            entries.append(Entry(relativePath: relative, path: path, value: try FuzzInput.read(contentsOf: path)))
        }
        return entries
    }

    /// True when the file's first line that is neither blank nor a `#` comment is `version 2`:
    /// an operation script, as `ScriptWriter` writes them (other `.txt` files are notes).
    static func isScript(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 4096) else {
            return false
        }
        try? handle.close()
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
        return first == "version 2"
    }

    /// Relative paths of the `.json` cases and `.txt` scripts under `folder`, sorted by their
    /// UTF-8 bytes.
    static func caseFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if relative.hasSuffix(".json") || relative.hasSuffix(".txt") && isScript(ReportFiles.join(folder, relative))
            {
                found.append(relative)
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
