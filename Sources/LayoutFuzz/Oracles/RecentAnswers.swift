/// The answers for the last few keys asked, oldest first: a linear search, as a few keys are kept
/// and comparing one is cheaper than hashing it (a key may be a whole constraint system).
struct RecentAnswers<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The answer kept for `key`, or `compute()`'s, kept in place of the oldest when full.
    mutating func answer(for key: Key, _ compute: () -> Value) -> Value {
        if let known = entries.first(where: { $0.key == key }) { return known.value }
        let value = compute()
        if entries.count == capacity { entries.removeFirst() }
        entries.append((key, value))
        return value
    }
}
