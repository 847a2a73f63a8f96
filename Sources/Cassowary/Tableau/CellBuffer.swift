/// Raw scratch memory for merging rows: plain stores with no per-element uniqueness or capacity
/// checks, grown geometrically and freed with the tableau.
final class CellBuffer {
    private(set) var start: UnsafeMutablePointer<Cell>
    private(set) var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Room for at least `count` cells (contents are not kept).
    @inline(__always)
    func reserve(_ count: Int) -> UnsafeMutablePointer<Cell> {
        if count > capacity {
            start.deallocate()
            capacity = max(count, capacity * 2)
            start = .allocate(capacity: capacity)
        }
        return start
    }
}
