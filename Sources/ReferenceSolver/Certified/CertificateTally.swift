import Foundation

/// How often each certificate path has been taken in this process, for `plumb bench`: solves
/// and feasibility checks alike. Only counts; no answer depends on it.
package enum CertificateTally {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [CertificatePath: Int] = [:]
    nonisolated(unsafe) private static var failures: [CertificateFailure: Int] = [:]

    static func record(_ path: CertificatePath) {
        lock.lock()
        defer { lock.unlock() }
        counts[path, default: 0] += 1
    }

    static func record(_ failure: CertificateFailure) {
        lock.lock()
        defer { lock.unlock() }
        failures[failure, default: 0] += 1
    }

    /// Why proposals were given up so far, by reason (zero included).
    package static var failureSnapshot: [CertificateFailure: Int] {
        lock.lock()
        defer { lock.unlock() }
        return Dictionary(uniqueKeysWithValues: CertificateFailure.allCases.map { ($0, failures[$0] ?? 0) })
    }

    /// The counts so far, every path named (zero included).
    package static var snapshot: [CertificatePath: Int] {
        lock.lock()
        defer { lock.unlock() }
        return Dictionary(uniqueKeysWithValues: CertificatePath.allCases.map { ($0, counts[$0] ?? 0) })
    }

    /// The failures since `earlier` (a `failureSnapshot`), by reason, the ones that happened.
    package static func failures(since earlier: [CertificateFailure: Int]) -> [String: Int] {
        let now = failureSnapshot
        return Dictionary(
            uniqueKeysWithValues: CertificateFailure.allCases.compactMap { reason in
                now[reason]! > earlier[reason]! ? (reason.rawValue, now[reason]! - earlier[reason]!) : nil
            })
    }

    /// The counts taken since `earlier` (a snapshot), by path name.
    package static func since(_ earlier: [CertificatePath: Int]) -> [String: Int] {
        let now = snapshot
        return Dictionary(uniqueKeysWithValues: CertificatePath.allCases.map { ($0.rawValue, now[$0]! - earlier[$0]!) })
    }
}
