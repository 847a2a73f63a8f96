/// The tableau's rows by slot, in raw memory: each slot owns its row's cells (`RowCells`), and
/// the table frees them when a slot is dropped, replaced or the table goes. Rows are reached
/// through addressors, so `rows[slot].cells[i].coefficient = c` is a store into the cell, with no
/// copy of the row and no uniqueness check.
///
/// A row is put in a slot with `append` or `replace` (never by assigning `rows[slot]`, which would
/// lose the old cells).
final class RowTable: RandomAccessCollection {
    private var start: UnsafeMutablePointer<Row>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit {
        for index in 0..<count { start[index].cells.deallocate() }
        start.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(slot: Int) -> Row {
        @inline(__always) unsafeAddress {
            assert(slot >= 0 && slot < count, "slot \(slot) out of 0..<\(count)")
            return UnsafePointer(start + slot)
        }
        @inline(__always) unsafeMutableAddress {
            assert(slot >= 0 && slot < count, "slot \(slot) out of 0..<\(count)")
            return start + slot
        }
    }

    /// Adds a slot that takes ownership of `row`'s cells.
    func append(_ row: Row) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Row>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: start, count: count)
            start.deallocate()
            start = larger
            capacity *= 2
        }
        (start + count).initialize(to: row)
        count += 1
    }

    /// Puts `row` (whose cells it takes) in `slot`, freeing the cells there.
    func replace(_ slot: Int, with row: Row) {
        start[slot].cells.deallocate()
        start[slot] = row
    }

    /// Drops the last `k` slots and their cells.
    func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count)
        for index in (count - k)..<count { start[index].cells.deallocate() }
        count -= k
    }
}
