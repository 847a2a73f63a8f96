import Foundation

/// The processes a process started, and theirs, read from /proc (Linux; elsewhere none are found):
/// a worker killed with SIGKILL cannot stop the adapters it started, which run in process groups
/// of their own (Foundation's `Process` makes one per child), so whoever kills the worker ends
/// them first, while the parent links that lead to them still exist (a killed worker's children
/// pass to init).
enum ProcessTree {
    /// Every descendant of `pid`, parents before children.
    static func descendants(of pid: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries {
            guard let child = pid_t(entry), let parent = parent(of: child) else { continue }
            children[parent, default: []].append(child)
        }
        var found: [pid_t] = []
        var queue = [pid]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for child in (children[next] ?? []).sorted() {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// The parent of `pid`: the fourth field of /proc/PID/stat, after the command's parenthesis.
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let close = data.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = data[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }

    /// Kills `pid`'s descendants, each with its process group, then `pid`.
    static func killTree(_ pid: pid_t) {
        for child in descendants(of: pid).reversed() {
            kill(-child, SIGKILL)
            kill(child, SIGKILL)
        }
        kill(pid, SIGKILL)
    }
}
