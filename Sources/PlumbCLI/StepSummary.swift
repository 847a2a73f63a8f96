import Foundation

/// GitHub Actions' job summary: when `GITHUB_STEP_SUMMARY` names a file, the run's Markdown
/// summary is appended to it (the file is GitHub's, shared by the job's steps, so appended to,
/// never replaced). A summary that cannot be written is a warning: the reports are what count.
enum StepSummary {
    static func append(_ markdown: String, command: String) {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        do {
            if !FileManager.default.fileExists(atPath: path) {
                try Data().write(to: URL(fileURLWithPath: path))
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch {
            FileHandle.standardError.write(
                Data(
                    "\(command): warning: cannot append to GITHUB_STEP_SUMMARY (\(path)): \(error.localizedDescription)\n"
                        .utf8))
        }
    }
}
