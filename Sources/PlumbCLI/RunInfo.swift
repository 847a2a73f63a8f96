import Foundation
import LayoutFuzz

/// Facts about the run that reports record: the command line as typed and the git revision of
/// the working folder when it can be told (CI's variables first, then `.git` itself).
enum RunInfo {
    static func commandLine(_ arguments: [String]) -> String {
        (["plumb"] + arguments).map(ReplayLine.quoted).joined(separator: " ")
    }

    static var revision: String? {
        let environment = ProcessInfo.processInfo.environment
        for name in ["GITHUB_SHA", "CI_COMMIT_SHA", "GIT_COMMIT"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        guard let head = read(".git/HEAD") else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = String(head.dropFirst(5))
        if let value = read(".git/\(ref)") { return value }
        let packed = read(".git/packed-refs") ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" \(ref)") {
            return String(line.prefix { $0 != " " })
        }
        return nil
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
