/// Raw scratch memory for merging rows: plain stores with no per-element uniqueness or capacity
/// checks, grown geometrically and freed with the tableau.
final class CellBuffer {
    private(set) var start: UnsafeMutablePointer<Cell>
    private(set) var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        start = CellMemory.allocate(capacity)
    }

    deinit { CellMemory.release(start) }

    /// Trades memory with a row that the scratch memory was just merged into: the row takes the
    /// scratch memory with its `count` cells, and the scratch takes the row's old memory. Done
    /// only when the cells fill at least half the scratch, so a row never holds more than twice
    /// the memory it needs; it saves copying the merged cells back.
    @inline(__always)
    func trade(with cells: inout RowCells, count: Int) -> Bool {
        guard count * 2 >= capacity, let old = cells.base, cells.capacity > 0 else { return false }
        let oldCapacity = cells.capacity
        cells.adopt(start, count: count, capacity: capacity)
        start = old
        capacity = oldCapacity
        return true
    }

    /// Room for at least `count` cells (contents are not kept).
    @inline(__always)
    func reserve(_ count: Int) -> UnsafeMutablePointer<Cell> {
        if count > capacity {
            CellMemory.release(start)
            capacity = max(count, capacity * 2)
            start = CellMemory.allocate(capacity)
        }
        return start
    }
}
