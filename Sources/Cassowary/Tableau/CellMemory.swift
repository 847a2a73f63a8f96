#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory for rows' cells, taken from `malloc` and given back with `free`.
///
/// The standard library's pointer allocations (`UnsafeMutablePointer.allocate`, and the raw one
/// for any alignment up to a word's) ask the runtime for "default" alignment, which the runtime
/// on Linux serves through `posix_memalign`: several times the cost of a `malloc` in mimalloc. A
/// cell is 16 bytes with 8-byte alignment, which `malloc` guarantees; rows grow by a cell at a
/// time often enough that taking their memory here cut the instructions of building the
/// enaml-like workload by 2% (callgrind). Every buffer of cells (a row's, the scratch's, a
/// journal's copy) is allocated and freed here, so ownership can pass between them.
enum CellMemory {
    /// Uninitialized room for `count` cells (at least one).
    @inline(__always)
    static func allocate(_ count: Int) -> UnsafeMutablePointer<Cell> {
        let bytes = Swift.max(count, 1) * MemoryLayout<Cell>.stride
        #if canImport(Glibc) || canImport(Darwin)
            guard let raw = malloc(bytes) else { fatalError("out of memory for \(count) row cells") }
            return raw.bindMemory(to: Cell.self, capacity: count)
        #else
            return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: MemoryLayout<Cell>.alignment)
                .bindMemory(to: Cell.self, capacity: count)
        #endif
    }

    /// Gives back memory from `allocate` (cells are plain values: nothing to deinitialize).
    @inline(__always)
    static func release(_ memory: UnsafeMutablePointer<Cell>) {
        #if canImport(Glibc) || canImport(Darwin)
            free(memory)
        #else
            UnsafeMutableRawPointer(memory).deallocate()
        #endif
    }
}
