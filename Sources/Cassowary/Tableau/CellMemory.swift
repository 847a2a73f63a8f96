#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory for rows' cells, taken from `malloc` and given back with `free`.
///
/// `UnsafeMutablePointer.allocate` asks the Swift runtime for memory of the type's alignment,
/// and on Linux the runtime answers every such request through `posix_memalign` (its "default
/// alignment" path), which costs mimalloc several times a `malloc`. A cell is 16 bytes with
/// 8-byte alignment, which `malloc` guarantees; rows grow by a cell at a time often enough
/// that taking their memory here cut the instructions of building the enaml-like workload by
/// 2% (callgrind). Every buffer of cells (a row's, the scratch's, a journal's copy) is allocated and
/// freed here, so ownership can pass between them.
enum CellMemory {
    /// Uninitialized room for `count` cells (at least one).
    @inline(__always)
    static func allocate(_ count: Int) -> UnsafeMutablePointer<Cell> {
        guard let raw = malloc(Swift.max(count, 1) &* MemoryLayout<Cell>.stride) else {
            fatalError("out of memory for \(count) row cells")
        }
        return raw.bindMemory(to: Cell.self, capacity: count)
    }

    /// Gives back memory from `allocate` (cells are plain values: nothing to deinitialize).
    @inline(__always)
    static func release(_ memory: UnsafeMutablePointer<Cell>) {
        free(memory)
    }
}
