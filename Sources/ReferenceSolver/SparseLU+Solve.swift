// Solves with the factors of SparseLU.swift: B x = b is L then U, Bᵀ y = c is Uᵀ then Lᵀ, each pass a
// column-oriented substitution (x_k final, then subtracted from the later unknowns its line names). The
// sparse forms run the same passes over the reach of the right-hand side only (Gilbert & Peierls 1988),
// so their cost follows the entries they touch, never m.

extension SparseLU {
    /// x with B x = b, b dense of length m.
    ///
    /// - Complexity: O(m + nonzeros of the factors) rational operations.
    package func solve(_ b: [Rational]) -> [Rational] {
        precondition(b.count == size, "SparseLU.solve: right-hand side of length \(b.count) for size \(size)")
        var v = rowOfStep.map { b[$0] }
        Self.substitute(&v, through: lowerColumns, steps: 0..<size, dividingBy: nil)
        Self.substitute(&v, through: upperColumns, steps: (0..<size).reversed(), dividingBy: pivots)
        return stepOfColumn.map { v[$0] }
    }

    /// y with Bᵀ y = c, c dense of length m.
    ///
    /// - Complexity: O(m + nonzeros of the factors) rational operations.
    package func solveTransposed(_ c: [Rational]) -> [Rational] {
        precondition(c.count == size, "SparseLU.solveTransposed: right-hand side of length \(c.count) for size \(size)")
        var v = columnOfStep.map { c[$0] }
        Self.substitute(&v, through: upperRows, steps: 0..<size, dividingBy: pivots)
        Self.substitute(&v, through: lowerRows, steps: (0..<size).reversed(), dividingBy: nil)
        return stepOfRow.map { v[$0] }
    }

    /// x with B x = b, for b given by its nonzeros as (row, value) pairs in any order (a row given twice counts
    /// the sum); x as (column, value) pairs of its nonzeros, sorted by column.
    ///
    /// - Complexity: O(m) for a workspace, then the rational operations of the pivots reached from b's rows
    ///   through L, then from those through U, and a sort of the answer (`solve(sparse:using:)` skips the O(m)).
    package func solve(sparse b: [(index: Int, value: Rational)]) -> [(index: Int, value: Rational)] {
        var workspace = SparseSolveWorkspace(size: size)
        return solve(sparse: b, using: &workspace)
    }

    /// `solve(sparse:)` on a workspace made for this size, kept by the caller from one solve to the next: no
    /// hashing, and a cost that follows the entries touched, never m (past the workspace's one O(m) setup).
    package func solve(sparse b: [(index: Int, value: Rational)], using workspace: inout SparseSolveWorkspace)
        -> [(index: Int, value: Rational)]
    {
        precondition(workspace.size == size, "SparseLU.solve: workspace of size \(workspace.size) for size \(size)")
        let start = b.map { entry in
            precondition(
                entry.index >= 0 && entry.index < size, "SparseLU.solve: row \(entry.index) outside size \(size)")
            return (index: stepOfRow[entry.index], value: entry.value)
        }
        let throughL = Self.substitute(sparse: start, through: lowerColumns, dividingBy: nil, &workspace)
        let x = Self.substitute(sparse: throughL, through: upperColumns, dividingBy: pivots, &workspace)
        return x.map { (index: columnOfStep[$0.index], value: $0.value) }.sorted { $0.index < $1.index }
    }

    /// y with Bᵀ y = c, for c given by its nonzeros as (column, value) pairs in any order (a column given twice
    /// counts the sum); y as (row, value) pairs of its nonzeros, sorted by row.
    ///
    /// - Complexity: as `solve(sparse:)`, through U's rows then L's rows.
    package func solveTransposed(sparse c: [(index: Int, value: Rational)]) -> [(index: Int, value: Rational)] {
        let start = c.map { entry in
            precondition(
                entry.index >= 0 && entry.index < size,
                "SparseLU.solveTransposed: column \(entry.index) outside size \(size)")
            return (index: stepOfColumn[entry.index], value: entry.value)
        }
        var workspace = SparseSolveWorkspace(size: size)
        let throughU = Self.substitute(sparse: start, through: upperRows, dividingBy: pivots, &workspace)
        let y = Self.substitute(sparse: throughU, through: lowerRows, dividingBy: nil, &workspace)
        return y.map { (index: rowOfStep[$0.index], value: $0.value) }.sorted { $0.index < $1.index }
    }

    /// One triangular pass over `v` (indexed by step), in `steps` order: each v_k is divided by its pivot (for U)
    /// and is then final, and line k's entries (t, a) subtract a × v_k from v_t.
    private static func substitute(
        _ v: inout [Rational], through lines: CompressedLines, steps: some Sequence<Int>, dividingBy pivots: [Rational]?
    ) {
        for k in steps where !v[k].isZero {
            if let pivots { v[k] /= pivots[k] }
            let final = v[k]
            for position in lines.range(of: k) { v[lines.indices[position]] -= lines.values[position] * final }
        }
    }

    /// The same pass on a sparse vector (steps and values): only the steps reachable from its nonzeros are
    /// visited, in the reach's topological order; the result holds the nonzeros, in that order. The workspace's
    /// values are zero before and after: a step's value is read, and cleared, once every step that updates it
    /// has been (they all come before it in the reach).
    private static func substitute(
        sparse vector: [(index: Int, value: Rational)], through lines: CompressedLines, dividingBy pivots: [Rational]?,
        _ workspace: inout SparseSolveWorkspace
    ) -> [(index: Int, value: Rational)] {
        var sources: [Int] = []
        for (step, value) in vector where !value.isZero {
            workspace.values[step] += value
            sources.append(step)
        }
        workspace.beginVisit()
        var result: [(index: Int, value: Rational)] = []
        for k in lines.reach(from: sources, firstVisit: { workspace.firstVisit($0) }) {
            var final = workspace.values[k]
            guard !final.isZero else { continue }
            workspace.values[k] = .zero
            if let pivots { final /= pivots[k] }
            result.append((k, final))
            for position in lines.range(of: k) {
                workspace.values[lines.indices[position]] -= lines.values[position] * final
            }
        }
        return result
    }
}

/// Scratch space for the sparse solves on factors of one size: a value per step, zero between solves (a dense
/// accumulator), and a visit stamp per step (a new stamp clears every mark at once).
package struct SparseSolveWorkspace: Sendable {
    let size: Int
    fileprivate var values: [Rational]
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0

    package init(size: Int) {
        self.size = size
        values = Array(repeating: .zero, count: size)
        stamps = Array(repeating: 0, count: size)
    }

    /// Forgets every visit.
    fileprivate mutating func beginVisit() {
        if stamp == .max {
            stamps = Array(repeating: 0, count: size)
            stamp = 0
        }
        stamp += 1
    }

    /// Marks `step` visited; whether it was not yet.
    fileprivate mutating func firstVisit(_ step: Int) -> Bool {
        guard stamps[step] != stamp else { return false }
        stamps[step] = stamp
        return true
    }
}
