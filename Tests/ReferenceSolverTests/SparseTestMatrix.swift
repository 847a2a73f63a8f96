import BigInt
import ConstraintSystem

@testable import ReferenceSolver

/// A square sparse matrix by columns, as `SparseLU` takes it, with the products and the rank that judge a
/// factorization independently of it.
struct SparseTestMatrix {
    typealias Column = [(row: Int, value: Rational)]
    typealias SparseVector = [(index: Int, value: Rational)]

    var size: Int
    var columns: [Column]

    var nonzeroCount: Int { columns.reduce(0) { $0 + $1.count } }

    /// B x.
    func times(_ x: [Rational]) -> [Rational] {
        var product = Array(repeating: Rational.zero, count: size)
        for (j, column) in columns.enumerated() where !x[j].isZero {
            for (i, value) in column { product[i] += value * x[j] }
        }
        return product
    }

    /// Bᵀ y.
    func transposeTimes(_ y: [Rational]) -> [Rational] {
        columns.map { column in column.reduce(Rational.zero) { $0 + $1.value * y[$1.row] } }
    }

    /// B x for a sparse x: the nonzeros, sorted by row. Touches only the columns x names.
    func times(sparse x: SparseVector) -> SparseVector {
        var product: [Int: Rational] = [:]
        for (j, xj) in x {
            for (i, value) in columns[j] { product[i, default: .zero] += value * xj }
        }
        return Self.sortedNonzeros(product)
    }

    /// Bᵀ y for a sparse y, through a row index built on the way (for the big matrices only).
    func transposeTimes(sparse y: SparseVector, rows: [[(column: Int, value: Rational)]]) -> SparseVector {
        var product: [Int: Rational] = [:]
        for (i, yi) in y {
            for (j, value) in rows[i] { product[j, default: .zero] += value * yi }
        }
        return Self.sortedNonzeros(product)
    }

    /// B by rows.
    var rows: [[(column: Int, value: Rational)]] {
        var rows = Array(repeating: [(column: Int, value: Rational)](), count: size)
        for (j, column) in columns.enumerated() {
            for (i, value) in column { rows[i].append((j, value)) }
        }
        return rows
    }

    /// Bᵀ, by columns (so a dependency among B's columns becomes one among the rows).
    var transposed: SparseTestMatrix {
        SparseTestMatrix(size: size, columns: rows.map { $0.map { (row: $0.column, value: $0.value) } })
    }

    /// B's rank, by dense Gaussian elimination (for small matrices: O(size³)).
    var denseRank: Int {
        var a = Array(repeating: Array(repeating: Rational.zero, count: size), count: size)
        for (j, column) in columns.enumerated() {
            for (i, value) in column { a[i][j] = value }
        }
        var rank = 0
        for j in 0..<size {
            guard let p = (rank..<size).first(where: { !a[$0][j].isZero }) else { continue }
            a.swapAt(rank, p)
            for i in (rank + 1)..<size where !a[i][j].isZero {
                let multiplier = a[i][j] / a[rank][j]
                for k in j..<size { a[i][k] -= multiplier * a[rank][k] }
            }
            rank += 1
        }
        return rank
    }

    static func sortedNonzeros(_ values: [Int: Rational]) -> SparseVector {
        values.filter { !$0.value.isZero }.map { (index: $0.key, value: $0.value) }.sorted { $0.index < $1.index }
    }

    /// The nonzeros of a dense vector, as the sparse solves return them.
    static func nonzeros(_ dense: [Rational]) -> SparseVector {
        dense.enumerated().filter { !$0.element.isZero }.map { (index: $0.offset, value: $0.element) }
    }

    static func same(_ a: SparseVector, _ b: SparseVector) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.index == $1.index && $0.value == $1.value }
    }
}

/// The kinds of values random test matrices hold.
enum TestValues: CaseIterable {
    /// Nonzero integers in -3...3.
    case smallIntegers
    /// p/q with p, q up to 9.
    case fractions
    /// Fractions, and one value in eight far past Int64, so the factors run on BigInt.
    case huge
}

extension SplitMix64 {
    /// A nonzero value of the given kind.
    mutating func nonzero(_ kind: TestValues) -> Rational {
        let sign = nextInt(below: 2) == 0 ? 1 : -1
        switch kind {
        case .smallIntegers:
            return Rational(sign * (1 + nextInt(below: 3)))
        case .fractions:
            return Rational(BigInt(sign * (1 + nextInt(below: 9))), BigInt(1 + nextInt(below: 9)))
        case .huge:
            guard nextInt(below: 8) == 0 else { return nonzero(.fractions) }
            let big = BigInt(sign) * (BigInt(1) << (64 + nextInt(below: 40)) + BigInt(1 + nextInt(below: 1000)))
            return nextInt(below: 2) == 0 ? Rational(big) : Rational(big, BigInt(1 + nextInt(below: 7)))
        }
    }

    /// A dense vector with about half its entries zero.
    mutating func vector(_ size: Int, _ kind: TestValues) -> [Rational] {
        (0..<size).map { _ in nextInt(below: 2) == 0 ? .zero : nonzero(kind) }
    }

    /// A sparse vector of up to three nonzeros, sorted by index, distinct indices.
    mutating func sparseVector(_ size: Int, _ kind: TestValues) -> SparseTestMatrix.SparseVector {
        var entries: [Int: Rational] = [:]
        for _ in 0...nextInt(below: 3) { entries[nextInt(below: size)] = nonzero(kind) }
        return SparseTestMatrix.sortedNonzeros(entries)
    }

    /// A random matrix of `size`, each entry nonzero with probability `perMille` / 1000; with `diagonal`,
    /// also a nonzero on a random permutation, so that it is nonsingular almost always.
    mutating func matrix(size: Int, perMille: Int, diagonal: Bool, _ kind: TestValues) -> SparseTestMatrix {
        let permutation = shuffled(Array(0..<size))
        let columns = (0..<size).map { j in
            shuffled(
                (0..<size).compactMap { i -> (row: Int, value: Rational)? in
                    let onDiagonal = diagonal && permutation[j] == i
                    return onDiagonal || nextInt(below: 1000) < perMille ? (i, nonzero(kind)) : nil
                })
        }
        return SparseTestMatrix(size: size, columns: columns)
    }

    /// `elements` in a random order (Fisher–Yates, on this generator's own integers).
    mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var elements = elements
        for k in stride(from: elements.count - 1, to: 0, by: -1) { elements.swapAt(k, nextInt(below: k + 1)) }
        return elements
    }
}
