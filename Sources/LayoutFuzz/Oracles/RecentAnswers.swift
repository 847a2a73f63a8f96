/// The answers for the last few keys asked, oldest first: a linear search, as a few keys are kept
/// and comparing one is cheaper than hashing it (a key may be a whole constraint system).
///
/// A class, so that computing an answer may ask the same table again (the spec's answer solves a
/// system through the reference's table while the reference's table is computing): a mutating
/// method of a struct stored in the memo would hold exclusive access to it for the whole call.
final class RecentAnswers<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The answer kept for `key`, or `compute()`'s, kept in place of the oldest when full.
    func answer(for key: Key, _ compute: () -> Value) -> Value {
        if let known = entries.first(where: { $0.key == key }) { return known.value }
        let value = compute()
        if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
        entries.append((key, value))
        return value
    }
}
