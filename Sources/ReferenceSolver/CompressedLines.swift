// Compressed sparse lines (the CSR / CSC storage of Gustavson 1978): the entries of line k are
// `indices[starts[k]..<starts[k + 1]]`, with their values alongside, so any number of lines costs three
// arrays, and a transpose is one counting sort.

/// Sparse lines (rows or columns) of rational entries, appended one line at a time.
struct CompressedLines: Sendable {
    private(set) var starts: [Int] = [0]
    private(set) var indices: [Int] = []
    private(set) var values: [Rational] = []

    var lineCount: Int { starts.count - 1 }
    var entryCount: Int { indices.count }

    /// The positions in `indices` and `values` of line `line`'s entries.
    func range(of line: Int) -> Range<Int> { starts[line]..<starts[line + 1] }

    /// Adds one entry to the line being built (the line after the last one closed).
    mutating func append(index: Int, value: Rational) {
        indices.append(index)
        values.append(value)
    }

    /// Closes the line being built.
    mutating func closeLine() {
        starts.append(indices.count)
    }

    /// Rewrites every entry's index through `map` (original row or column numbers to pivot steps).
    mutating func renumber(_ map: [Int]) {
        for position in indices.indices { indices[position] = map[indices[position]] }
    }

    /// The same entries by the other direction: line i of the result holds (k, v) for each entry (i, v) of
    /// line k here, in increasing k. `lineCount` is the number of lines of the result.
    ///
    /// - Complexity: O(entries + lines).
    func transposed(lineCount: Int) -> CompressedLines {
        var result = CompressedLines()
        result.starts = Array(repeating: 0, count: lineCount + 1)
        for index in indices { result.starts[index + 1] += 1 }
        for line in 0..<lineCount { result.starts[line + 1] += result.starts[line] }
        var next = Array(result.starts.dropLast())
        result.indices = Array(repeating: 0, count: entryCount)
        result.values = Array(repeating: .zero, count: entryCount)
        for line in 0..<self.lineCount {
            for position in range(of: line) {
                let target = indices[position]
                result.indices[next[target]] = line
                result.values[next[target]] = values[position]
                next[target] += 1
            }
        }
        return result
    }
}
