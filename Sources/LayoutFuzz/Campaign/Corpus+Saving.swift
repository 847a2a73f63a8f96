import Foundation

/// Adding cases to a corpus folder under names made from their content, as libFuzzer and AFL++
/// name their corpus files: the same case is never stored twice, whatever it was called before.
extension Corpus {
    /// `<16 hex digits>.json` (or `.txt`): 64-bit FNV-1a of the input's canonical bytes
    /// (`FuzzInput.fileBytes`).
    package static func contentName(_ value: FuzzInput) -> String {
        FNV1a.hex64(value.fileBytes) + "." + value.fileExtension
    }

    /// Writes `value` into `folder` under its content name unless it is there already; returns
    /// the path and whether it was new.
    @discardableResult
    package static func save(_ value: FuzzInput, into folder: String) throws -> (path: String, isNew: Bool) {
        let path = ReportFiles.join(folder, contentName(value))
        if FileManager.default.fileExists(atPath: path) { return (path, false) }
        try ReportFiles.write(value.fileBytes, to: path)
        return (path, true)
    }

    /// Renames every case file of `folder` (not its subfolders) to its content name and removes
    /// the ones whose content another file already has; returns the names removed, in order.
    package static func dedupe(_ folder: String) throws -> [String] {
        var removed: [String] = []
        var kept = Set<String>()
        for relative in caseFiles(in: folder) where !relative.contains("/") {
            let path = ReportFiles.join(folder, relative)
            let value = try FuzzInput.read(contentsOf: path)
            let name = contentName(value)
            if kept.contains(name) {
                try FileManager.default.removeItem(atPath: path)
                removed.append(relative)
                continue
            }
            kept.insert(name)
            if relative != name {
                let target = ReportFiles.join(folder, name)
                if FileManager.default.fileExists(atPath: target) {
                    try FileManager.default.removeItem(atPath: path)
                    removed.append(relative)
                } else {
                    try FileManager.default.moveItem(atPath: path, toPath: target)
                }
            }
        }
        return removed
    }
}
