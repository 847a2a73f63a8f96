/// One ordered record of the calls a test cares about, shared by the recording views, the
/// recording controller and the run-loop events of that test, so their interleaving can be read.
final class CycleLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// Forgets what was recorded so far (what building the tree caused, say).
    func removeAll() { entries = [] }
}
