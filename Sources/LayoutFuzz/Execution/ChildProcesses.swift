import Foundation

/// The worker processes alive now, so that a second interrupt, which exits at once, can take them
/// along (`kill` and `_exit` are async-signal-safe; nothing here allocates after the start).
package enum ChildProcesses {
    package static let capacity = 512
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()

    /// Makes the table before any signal can need it.
    package static func prepare() { _ = slots }

    package static func add(_ pid: pid_t) {
        for k in 0..<capacity where slots[k] == 0 {
            slots[k] = pid
            return
        }
    }

    package static func remove(_ pid: pid_t) {
        for k in 0..<capacity where slots[k] == pid { slots[k] = 0 }
    }

    package static func killAll() {
        for k in 0..<capacity where slots[k] > 0 { kill(slots[k], SIGKILL) }
    }
}
