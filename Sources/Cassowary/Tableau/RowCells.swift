/// The cells of one row, in memory the tableau allocates and frees itself: a pointer, a count and
/// a capacity, copied as plain bits.
///
/// Rows are what every pivot reads and writes, a few cells at a time on a screen's small rows. As
/// `ContiguousArray`s they paid, on every merge, for reference counting of the buffers, a
/// uniqueness check before each write and a generic copy back from the scratch buffer; on the
/// enaml-like workload that was more than the merging itself. Here a write is a store.
///
/// Ownership is explicit: each slot of a `RowTable` owns its row's cells, and a journal owns the
/// copies it saved (`copied()`); every other `RowCells` value is a borrowed view, valid until its
/// owner's cells change. `deallocate()` is called by the owner only.
struct RowCells: RandomAccessCollection {
    private(set) var base: UnsafeMutablePointer<Cell>?
    private(set) var count = 0
    private(set) var capacity = 0

    init() {}

    /// Cells in new memory, copied from `cells`.
    init(_ cells: some Collection<Cell>) {
        reserve(cells.count)
        for cell in cells { append(cell) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> Cell {
        get {
            assert(position >= 0 && position < count, "cell \(position) out of 0..<\(count)")
            return base.unsafelyUnwrapped[position]
        }
        nonmutating set {
            assert(position >= 0 && position < count, "cell \(position) out of 0..<\(count)")
            base.unsafelyUnwrapped[position] = newValue
        }
    }

    /// The cells as a buffer (valid while they are not changed).
    @inline(__always)
    var buffer: UnsafeBufferPointer<Cell> { UnsafeBufferPointer(start: base, count: count) }

    /// Room for at least `minimum` cells, keeping the cells.
    @inline(__always)
    mutating func reserve(_ minimum: Int) {
        if minimum > capacity { grow(to: minimum) }
    }

    private mutating func grow(to minimum: Int) {
        let larger = Swift.max(minimum, capacity * 2, 4)
        let memory = CellMemory.allocate(larger)
        if let base {
            memory.moveInitialize(from: base, count: count)
            CellMemory.release(base)
        }
        base = memory
        capacity = larger
    }

    @inline(__always)
    mutating func append(_ cell: Cell) {
        reserve(count + 1)
        (base.unsafelyUnwrapped + count).initialize(to: cell)
        count += 1
    }

    mutating func insert(_ cell: Cell, at index: Int) {
        precondition(index >= 0 && index <= count)
        // A new symbol is the highest yet, so its cell goes last: no move (and no memmove call).
        if index == count { return append(cell) }
        reserve(count + 1)
        let at = base.unsafelyUnwrapped + index
        (at + 1).moveInitialize(from: at, count: count - index)
        at.initialize(to: cell)
        count += 1
    }

    @discardableResult
    mutating func remove(at index: Int) -> Cell {
        precondition(index >= 0 && index < count)
        let at = base.unsafelyUnwrapped + index
        let cell = at.move()
        at.moveInitialize(from: at + 1, count: count - index - 1)
        count -= 1
        return cell
    }

    /// Drops the last cell.
    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0)
        count -= 1
    }

    /// Empties the row, keeping its memory.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Makes the cells `count` cells copied from `source` (which must not be this row's memory).
    @inline(__always)
    mutating func replaceAll(from source: UnsafePointer<Cell>, count newCount: Int) {
        if newCount > capacity || (capacity > 64 && newCount * 4 < capacity) {
            // Geometric, like `grow`: a row that gains a cell on each merge is not reallocated
            // on each merge. A row that shrank to a quarter of its memory gives most of it back
            // (long rows that a pivot shortens would otherwise hold memory a large tableau needs).
            let size = newCount > capacity ? Swift.max(newCount, capacity * 2, 4) : newCount * 2
            if let base { CellMemory.release(base) }
            base = CellMemory.allocate(size)
            capacity = size
        }
        if newCount > 0 { base.unsafelyUnwrapped.update(from: source, count: newCount) }
        count = newCount
    }

    /// Takes `memory` (holding `count` cells) as the row's memory; the caller takes the old one.
    @inline(__always)
    mutating func adopt(_ memory: UnsafeMutablePointer<Cell>, count newCount: Int, capacity newCapacity: Int) {
        base = memory
        count = newCount
        capacity = newCapacity
    }

    /// A copy in new memory, owned by the caller.
    func copied() -> RowCells {
        var copy = RowCells()
        if count > 0 { copy.replaceAll(from: base.unsafelyUnwrapped, count: count) }
        return copy
    }

    /// Frees the memory; the owner's last use.
    mutating func deallocate() {
        if let base { CellMemory.release(base) }
        base = nil
        count = 0
        capacity = 0
    }
}
