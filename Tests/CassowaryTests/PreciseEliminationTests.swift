import Testing

@testable import Cassowary

/// Double-double arithmetic (DoubleDouble.swift) and the precise elimination that rebuilds the
/// tableau (PreciseElimination.swift): what doubles lose, these keep, and what is zero in exact
/// arithmetic comes out zero.
@Suite struct PreciseEliminationTests {
    @Test func aSumKeepsWhatDoublesRoundAway() {
        // 1e8 + 0.001 rounds 0.001 to six digits in doubles; its double-double keeps it whole.
        let sum = DoubleDouble(1e8) + DoubleDouble(0.001)
        #expect((1e8 + 0.001) - 1e8 != 0.001)
        #expect((sum - DoubleDouble(1e8)).hi == 0.001)
    }

    @Test func productsAndQuotientsAreGoodToAbout106Bits() {
        let third = DoubleDouble(1) / DoubleDouble(3)
        let back = third * DoubleDouble(3) - DoubleDouble(1)
        #expect(back.magnitude <= 0x1p-100)
        // 0.1 · 10 is exactly 1 + 2^-54 for the double nearest 0.1; doubles round it to 1.
        let product = DoubleDouble(0.1) * DoubleDouble(10)
        #expect(0.1 * 10 == 1)
        #expect((product - DoubleDouble(1)).hi == 0x1p-54)
    }

    /// Symbols 0 and 1 basic: the second row holds what is left of 1e8 + 0.001 less 1e8, all of
    /// it, and the constant the first row passes on.
    @Test func anEliminationKeepsARealCancellation() {
        var elimination = PreciseElimination(symbolCount: 4)
        let isTarget = [true, true, false, false]
        // 0 = s0 - 1e8·s2 - 1 (s0 = 1 + 1e8·s2)
        let first = elimination.combination([(0, 1), (2, -1e8)], constant: -1)
        let firstAdded = elimination.addEquation(first, isTarget: isTarget)
        #expect(firstAdded)
        // 0 = s1 - s0 + (1e8 + 0.001)·s2 + s3: s1 = 1 - 0.001·s2 - s3 once s0 is substituted.
        let second = elimination.combination([(1, 1), (0, -1), (2, 1e8 + 0.001), (3, 1)], constant: 0)
        let secondAdded = elimination.addEquation(second, isTarget: isTarget)
        #expect(secondAdded)
        let row = elimination.rows[1]
        #expect(row.basic == 1)
        #expect(row.roundedConstant == 1)
        let cell = row.cells.first { $0.symbol == 2 }
        // (1e8 + 0.001) as a double is 100000000.00100000202655792236328125: that, less 1e8.
        #expect(cell?.value.hi == -((1e8 + 0.001) - 1e8))
    }

    /// What differs only in the inputs' last bits is zero: 0.3 - 3·0.1 is -2.8e-17 for the
    /// doubles nearest those decimals, 1e-16 of the operands, and the rows of two constraints
    /// that mean the same (parallel, as written) must not make a vertex of it.
    @Test func whatCancelsToTheInputsLastBitsComesOutZero() {
        var elimination = PreciseElimination(symbolCount: 3)
        let isTarget = [true, true, false]
        // 0 = s0 - 0.1·s2 - 0.3 and 0 = s1 - 3·s0 + 0.3·s2 + 0.9.
        let first = elimination.combination([(0, 1), (2, -0.1)], constant: -0.3)
        let firstAdded = elimination.addEquation(first, isTarget: isTarget)
        #expect(firstAdded)
        let second = elimination.combination([(1, 1), (0, -3), (2, 0.3)], constant: 0.9)
        let secondAdded = elimination.addEquation(second, isTarget: isTarget)
        #expect(secondAdded)
        let row = elimination.rows[1]
        #expect(row.cells.allSatisfy { $0.symbol != 2 })
        #expect(row.roundedConstant == 0)
    }

    @Test func aBasisWithoutAPivotIsRefused() {
        var elimination = PreciseElimination(symbolCount: 3)
        let isTarget = [true, true, false]
        let first = elimination.combination([(0, 1), (2, 1)], constant: 0)
        let firstAdded = elimination.addEquation(first, isTarget: isTarget)
        #expect(firstAdded)
        // The same equation again: once s0 is substituted nothing of the basis is left.
        let again = elimination.combination([(0, 1), (2, 1)], constant: 0)
        let againAdded = elimination.addEquation(again, isTarget: isTarget)
        #expect(!againAdded)
    }
}
