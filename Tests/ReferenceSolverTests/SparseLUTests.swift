import BigInt
import ConstraintSystem
import Testing

@testable import ReferenceSolver

/// The exact sparse LU: every answer is multiplied back (B x == b exactly), singularity is judged by a dense
/// rank, and the fill Markowitz's rule must avoid is counted.
@Suite struct SparseLUTests {
    typealias SparseVector = SparseTestMatrix.SparseVector

    private func factor(_ matrix: SparseTestMatrix) -> SparseLU? {
        SparseLU(size: matrix.size, columns: matrix.columns)
    }

    private func densify(_ vector: SparseVector, _ size: Int) -> [Rational] {
        var dense = Array(repeating: Rational.zero, count: size)
        for (index, value) in vector { dense[index] += value }
        return dense
    }

    /// What goes wrong with `lu` on `matrix`: its invariants, dense solves multiplied back (B x == b,
    /// Bᵀ y == c), and sparse solves against the dense ones, on vectors drawn from `random`.
    private func failures(
        of lu: SparseLU, on matrix: SparseTestMatrix, _ random: inout SplitMix64, _ kind: TestValues
    ) -> [String] {
        var failures = lu.checkInvariants()
        let size = matrix.size
        let b = random.vector(size, kind)
        if matrix.times(lu.solve(b)) != b { failures.append("B x != b") }
        let c = random.vector(size, kind)
        if matrix.transposeTimes(lu.solveTransposed(c)) != c { failures.append("Bᵀ y != c") }
        let sparse = random.sparseVector(size, kind)
        let dense = densify(sparse, size)
        if !SparseTestMatrix.same(lu.solve(sparse: sparse), SparseTestMatrix.nonzeros(lu.solve(dense))) {
            failures.append("sparse solve != dense solve")
        }
        let transposed = lu.solveTransposed(sparse: sparse)
        if !SparseTestMatrix.same(transposed, SparseTestMatrix.nonzeros(lu.solveTransposed(dense))) {
            failures.append("sparse transposed solve != dense transposed solve")
        }
        return failures
    }

    // MARK: - Random matrices

    /// The largest random matrix of each kind and density the debug run can afford: exact elimination makes
    /// numbers as long as minors of the matrix, and solves sum fractions of unlike denominators, so dense
    /// matrices of long values cost minutes past a few dozen rows.
    private static func largestSize(_ kind: TestValues, _ perMille: Int) -> Int {
        let sizes: [TestValues: [Int]] = [
            .smallIntegers: [60, 60, 50, 25], .fractions: [60, 50, 25, 12], .huge: [60, 30, 15, 8],
        ]
        return sizes[kind]![perMille <= 10 ? 0 : perMille <= 50 ? 1 : perMille <= 150 ? 2 : 3]
    }

    @Test func randomMatricesSolveExactly() {
        var factorsPastInt64 = 0
        for seed in UInt64(0)..<200 {
            var random = SplitMix64(seed: seed)
            let kind = TestValues.allCases[random.nextInt(below: TestValues.allCases.count)]
            let perMille = [10, 50, 150, 400, 1000][random.nextInt(below: 5)]
            let largest = Self.largestSize(kind, perMille)
            let size = 1 + random.nextInt(below: largest)
            let matrix = random.matrix(size: size, perMille: perMille, diagonal: true, kind)
            guard let lu = factor(matrix) else {
                #expect(matrix.denseRank < size, "seed \(seed): nil for a nonsingular matrix")
                continue
            }
            let failures = failures(of: lu, on: matrix, &random, kind)
            #expect(failures.isEmpty, "seed \(seed), size \(size), \(perMille)‰, \(kind): \(failures)")
            if lu.upperRows.values.contains(where: { !$0.isSmall }) { factorsPastInt64 += 1 }
        }
        #expect(factorsPastInt64 >= 10, "only \(factorsPastInt64) factorizations reached BigInt")
    }

    @Test func nilExactlyWhenTheDenseRankFallsShort() {
        var singular = 0
        var nonsingular = 0
        for seed in UInt64(1000)..<1400 {
            var random = SplitMix64(seed: seed)
            let kind = TestValues.allCases[random.nextInt(below: TestValues.allCases.count)]
            let size = 1 + random.nextInt(below: kind == .huge ? 8 : 12)
            let perMille = [150, 300, 500][random.nextInt(below: 3)]
            let matrix = random.matrix(size: size, perMille: perMille, diagonal: false, kind)
            let lu = factor(matrix)
            #expect((lu == nil) == (matrix.denseRank < size), "seed \(seed)")
            if let lu {
                nonsingular += 1
                let failures = failures(of: lu, on: matrix, &random, kind)
                #expect(failures.isEmpty, "seed \(seed): \(failures)")
            } else {
                singular += 1
            }
        }
        #expect(singular >= 40 && nonsingular >= 40, "\(singular) singular, \(nonsingular) not: too few of one")
    }

    @Test func aColumnOrRowCombinationIsSingular() {
        for seed in UInt64(2000)..<2100 {
            var random = SplitMix64(seed: seed)
            let kind = TestValues.allCases[random.nextInt(below: TestValues.allCases.count)]
            let size = 3 + random.nextInt(below: 28)
            var matrix = random.matrix(size: size, perMille: 100, diagonal: true, kind)
            let picked = random.shuffled(Array(0..<size)).prefix(3).map { $0 }
            let (a, b) = (random.nonzero(kind), random.nonzero(kind))
            var combination: [Int: Rational] = [:]
            for (row, value) in matrix.columns[picked[1]] { combination[row, default: .zero] += a * value }
            for (row, value) in matrix.columns[picked[2]] { combination[row, default: .zero] += b * value }
            matrix.columns[picked[0]] = random.shuffled(
                SparseTestMatrix.sortedNonzeros(combination).map { (row: $0.index, value: $0.value) })
            #expect(factor(matrix) == nil, "seed \(seed): columns")
            #expect(factor(matrix.transposed) == nil, "seed \(seed): rows")
        }
    }

    // MARK: - Hand cases

    @Test func oneByOne() throws {
        let lu = try #require(SparseLU(size: 1, columns: [[(0, Rational(7, 2))]]))
        #expect(lu.solve([7]) == [2])
        #expect(lu.solveTransposed([-7]) == [-2])
        #expect(SparseTestMatrix.same(lu.solve(sparse: [(0, 1)]), [(0, Rational(2, 7))]))
        #expect(lu.solve(sparse: []).isEmpty && lu.solveTransposed(sparse: [(0, .zero)]).isEmpty)
        #expect(SparseLU(size: 1, columns: [[]]) == nil)
        #expect(SparseLU(size: 1, columns: [[(0, .zero)]]) == nil)
    }

    @Test func theEmptyMatrixSolvesToEmpty() throws {
        let lu = try #require(SparseLU(size: 0, columns: []))
        #expect(lu.solve([]).isEmpty && lu.solveTransposed(sparse: []).isEmpty)
    }

    @Test func aZeroColumnIsSingular() {
        let columns: [SparseTestMatrix.Column] = [[(0, 1), (2, 3)], [], [(1, 2), (2, 1)]]
        #expect(SparseLU(size: 3, columns: columns) == nil)
    }

    @Test func twoEqualColumnsAreSingular() {
        let repeated: SparseTestMatrix.Column = [(0, 2), (2, Rational(-1, 3)), (3, 5)]
        let columns: [SparseTestMatrix.Column] = [[(0, 1), (1, 1)], repeated, [(1, 4), (3, 1)], repeated.reversed()]
        #expect(SparseLU(size: 4, columns: columns) == nil)
    }

    @Test func aRowThatCombinesTwoOthersIsSingular() {
        // Rows (1, 2, 0), (0, 1, 3) and their combination row 0 − 3/2 · row 1 = (1, 1/2, −9/2).
        let columns: [SparseTestMatrix.Column] = [
            [(0, 1), (2, 1)], [(0, 2), (1, 1), (2, Rational(1, 2))], [(1, 3), (2, Rational(-9, 2))],
        ]
        #expect(SparseLU(size: 3, columns: columns) == nil)
        // One changed entry and it is not.
        var fixed = columns
        fixed[2][1].value = 4
        #expect(SparseLU(size: 3, columns: fixed) != nil)
    }

    @Test func aSignedPermutationSolvesByReordering() throws {
        var random = SplitMix64(seed: 7)
        let size = 50
        let permutation = random.shuffled(Array(0..<size))
        let scale = (0..<size).map { _ in random.nonzero(.fractions) }
        let lu = try #require(SparseLU(size: size, columns: (0..<size).map { [(permutation[$0], scale[$0])] }))
        let b = random.vector(size, .fractions)
        #expect(lu.solve(b) == (0..<size).map { b[permutation[$0]] / scale[$0] })
        var y = Array(repeating: Rational.zero, count: size)
        for j in 0..<size { y[permutation[j]] = b[j] / scale[j] }
        #expect(lu.solveTransposed(b) == y)
        #expect(lu.nonzeroCount == size)
    }

    /// A triangular matrix with rows and columns shuffled always has a singleton, so it factors with no fill.
    @Test(arguments: [false, true]) func aPermutedTriangularMatrixFactorsWithoutFill(upper: Bool) throws {
        var random = SplitMix64(seed: upper ? 11 : 12)
        let size = 40
        let (rowOrder, columnOrder) = (random.shuffled(Array(0..<size)), random.shuffled(Array(0..<size)))
        var columns = Array(repeating: SparseTestMatrix.Column(), count: size)
        for j in 0..<size {
            for i in 0..<size where i == j || ((i < j) == upper && random.nextInt(below: 10) < 3) {
                columns[columnOrder[j]].append((rowOrder[i], random.nonzero(.fractions)))
            }
        }
        let matrix = SparseTestMatrix(size: size, columns: columns)
        let lu = try #require(factor(matrix))
        #expect(lu.nonzeroCount == matrix.nonzeroCount)
        #expect(failures(of: lu, on: matrix, &random, .fractions).isEmpty)
    }

    /// The fast path takes a permuted triangular matrix by column singletons alone, and gives up (to Markowitz
    /// elimination) on a cycle and on a singular matrix, which still factor, or not, as before.
    @Test func columnSingletonsAloneFactorExactlyThePermutedTriangularMatrices() throws {
        let triangular: [SparseTestMatrix.Column] = [[(2, 3), (0, 1)], [(1, Rational(1, 2))], [(0, -1), (1, 4)]]
        let peel = try #require(TriangularPeel(size: 3, columns: triangular))
        #expect(peel.pivotColumns == [1, 2, 0] && peel.pivotRows == [1, 0, 2] && peel.upper.entryCount == 2)
        let cycle: [SparseTestMatrix.Column] = [[(0, 1), (1, 1)], [(1, 1), (2, 1)], [(2, 1), (0, 1)]]
        #expect(TriangularPeel(size: 3, columns: cycle) == nil)
        let lu = try #require(factor(SparseTestMatrix(size: 3, columns: cycle)))
        var random = SplitMix64(seed: 3)
        #expect(failures(of: lu, on: SparseTestMatrix(size: 3, columns: cycle), &random, .fractions).isEmpty)
        let singular: [SparseTestMatrix.Column] = [[(0, 1)], [(0, 2)], [(1, 1), (2, 1)]]
        #expect(
            TriangularPeel(size: 3, columns: singular) == nil
                && factor(SparseTestMatrix(size: 3, columns: singular)) == nil)
    }

    /// Pivoting first on the dense row and column would fill the whole matrix; Markowitz's rule leaves them last.
    @Test func anArrowheadFactorsWithoutFill() throws {
        let size = 30
        var columns: [SparseTestMatrix.Column] = [[(0, Rational(size))] + (1..<size).map { ($0, 1) }]
        for j in 1..<size { columns.append([(0, 1), (j, 2)]) }
        let matrix = SparseTestMatrix(size: size, columns: columns)
        let lu = try #require(factor(matrix))
        #expect(lu.nonzeroCount == matrix.nonzeroCount)
        var random = SplitMix64(seed: 5)
        #expect(failures(of: lu, on: matrix, &random, .fractions).isEmpty)
    }

    /// All four entries cost the same; the search takes the 1 so the multipliers stay small.
    @Test func amongEqualCostsTheUnitEntryIsThePivot() throws {
        let columns: [SparseTestMatrix.Column] = [
            [(0, Rational(7, 3)), (1, Rational(3, 4))], [(0, Rational(5, 2)), (1, 1)],
        ]
        let lu = try #require(SparseLU(size: 2, columns: columns))
        #expect(lu.rowOfStep == [1, 0] && lu.columnOfStep == [1, 0] && lu.pivots[0] == 1)
    }

    // MARK: - Large chains

    /// The chain of layout constraints x_k − x_{k−1} = b_k: column k has 1 in row k and −1 in row k + 1. With
    /// `extras`, some rows reach 40 columns ahead and some one column ahead, so the elimination meets cycles
    /// where no singleton is left, and one block holds entries past Int64.
    private static func chain(size: Int, extras: Bool) -> SparseTestMatrix {
        let columns = (0..<size).map { k -> SparseTestMatrix.Column in
            var column: SparseTestMatrix.Column = [(k, 1)]
            if k + 1 < size { column.append((k + 1, -1)) }
            guard extras else { return column }
            // Each corner of −2 closes a cycle over a stretch of the chain with determinant 1 + (−2) = −1, so the
            // inverse holds small integers and the solutions stay short both ways, instead of growing along it.
            if k % 97 == 50 { column.append((k - 40, -2)) }
            if k % 97 > 60 && k % 5 == 1 { column.append((k - 1, -2)) }
            // Near the start, the block [[1, N], [−1, 1 − N]] with N = 2^70 has determinant 1: its entries and
            // its inverse's are past Int64, yet it passes values on with multipliers ±1, so only x_2 and
            // y_0...y_3 grow long (a scaled column would make every later x, or every earlier y, a BigInt).
            guard k == 3 && size > 4 else { return column }
            let big = Rational(BigInt(1) << 70)
            return [(3, 1 - big), (4, -1), (2, big)]
        }
        return SparseTestMatrix(size: size, columns: columns)
    }

    @Test func aPlainChainFactorsWithoutFill() throws {
        let matrix = Self.chain(size: 20_000, extras: false)
        let lu = try #require(factor(matrix))
        #expect(lu.nonzeroCount == matrix.nonzeroCount)
        // Row k reads x_k − x_{k−1} = b_k: from b = e_0 every x is 1, from b = e_{m−1} only the last is.
        var b = Array(repeating: Rational.zero, count: matrix.size)
        b[0] = 1
        #expect(lu.solve(b).allSatisfy { $0 == 1 })
        let fromFirstRow = lu.solve(sparse: [(0, 1)])
        #expect(fromFirstRow.count == matrix.size && fromFirstRow.allSatisfy { $0.value == 1 })
        let last: SparseVector = [(matrix.size - 1, 1)]
        #expect(SparseTestMatrix.same(lu.solve(sparse: last), last))
    }

    @Test func aChainWithExtrasOf20000SolvesExactly() throws {
        let matrix = Self.chain(size: 20_000, extras: true)
        let lu = try #require(factor(matrix))
        #expect(lu.checkInvariants().isEmpty)
        // The cycles left no singleton somewhere (fill), and the big block reached the factors.
        #expect(lu.nonzeroCount > matrix.nonzeroCount)
        #expect((lu.pivots + lu.upperRows.values + lu.lowerRows.values).contains { !$0.isSmall })
        var random = SplitMix64(seed: 20_000)
        let b = random.vector(matrix.size, .smallIntegers)
        #expect(matrix.times(lu.solve(b)) == b)
        #expect(matrix.transposeTimes(lu.solveTransposed(b)) == b)
        let rows = matrix.rows
        for k in [0, 1, 4_999, 10_050, 19_998, 19_999] {
            let unit: SparseVector = [(k, 1)]
            #expect(SparseTestMatrix.same(matrix.times(sparse: lu.solve(sparse: unit)), unit), "e_\(k)")
            let y = lu.solveTransposed(sparse: unit)
            #expect(SparseTestMatrix.same(matrix.transposeTimes(sparse: y, rows: rows), unit), "transposed e_\(k)")
        }
    }
}
