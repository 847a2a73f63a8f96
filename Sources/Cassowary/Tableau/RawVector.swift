/// A growable vector of plain values in raw memory, owned by a class so that writes through a
/// stored `let` need no copy-on-write uniqueness check: for the tableau's hottest per-symbol and
/// per-node arrays, written several times per merged cell. Indices are checked in debug builds.
final class RawVector<Element: BitwiseCopyable> {
    private(set) var start: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Reached through addressors, so that `vector[i].field = x` stores the field alone.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "RawVector index \(index) out of 0..<\(count)")
            return UnsafePointer(start + index)
        }
        @inline(__always) unsafeMutableAddress {
            assert(index >= 0 && index < count, "RawVector index \(index) out of 0..<\(count)")
            return start + index
        }
    }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        (start + count).initialize(to: element)
        count += 1
    }

    /// The last element, removed; nil when empty.
    @inline(__always)
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return start[count]
    }

    func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count)
        count -= k
    }

    func removeAll() { count = 0 }

    /// Room for this many more elements before the vector must grow.
    @inline(__always) var spareCapacity: Int { capacity - count }

    /// Makes room for `minimumCapacity` elements, so that raw writes up to it (see `setCount`)
    /// stay in place.
    func reserve(_ minimumCapacity: Int) {
        while capacity < minimumCapacity { grow() }
    }

    /// Sets the count after raw writes through `start` below the capacity.
    @inline(__always)
    func setCount(_ newCount: Int) {
        assert(newCount >= 0 && newCount <= capacity)
        count = newCount
    }

    var indices: Range<Int> { 0..<count }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }
}

extension RawVector: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
}
