// A dense simplex tableau in exact rational arithmetic with Bland's rule (Bland 1977: the
// lowest-numbered improving column enters, ratio ties leave by the lowest-numbered basic column),
// which cannot cycle. Clarity over speed: this is the oracle, not the engine. (Dantzig's rule with
// Bland's after degenerate runs was tried: no faster on layout systems, slower on deep trees.)
//
// Every column is a non-negative variable; row i reads `Σ_j a[i][j]·x_j = rhs[i]` with the basic
// column of the row having coefficient 1 there and 0 in every other row.

struct ExactTableau {
    var a: [[Rational]]
    var rhs: [Rational]
    /// The basic column of each row.
    var basis: [Int]
    /// Columns that may never enter (artificials after phase one, columns frozen at zero by a
    /// higher priority's optimum).
    var frozen: [Bool]

    var columnCount: Int { frozen.count }

    /// Reduced costs `c_j - Σ_i c_basis(i)·a[i][j]` of `cost` in the current basis.
    func reducedCosts(_ cost: [Rational]) -> [Rational] {
        var reduced = cost
        for (i, b) in basis.enumerated() where !cost[b].isZero {
            for j in 0..<columnCount where !a[i][j].isZero { reduced[j] -= cost[b] * a[i][j] }
        }
        return reduced
    }

    /// The value of `x = x[plus] - x[minus]` when it is the same at every point of the face the
    /// frozen columns leave: both columns basic or frozen, and no free nonbasic column in their
    /// rows' difference. Nil when that is not evident from this basis (it may still be fixed).
    func valueIfFixedOnFace(plus: Int, minus: Int) -> Rational? {
        var plusRow: Int?
        var minusRow: Int?
        var isBasic = [Bool](repeating: false, count: columnCount)
        for (i, b) in basis.enumerated() {
            isBasic[b] = true
            if b == plus { plusRow = i }
            if b == minus { minusRow = i }
        }
        guard plusRow != nil || frozen[plus], minusRow != nil || frozen[minus] else { return nil }
        for j in 0..<columnCount where !frozen[j] && !isBasic[j] {
            let coefficient = (plusRow.map { a[$0][j] } ?? .zero) - (minusRow.map { a[$0][j] } ?? .zero)
            if !coefficient.isZero { return nil }
        }
        return (plusRow.map { rhs[$0] } ?? .zero) - (minusRow.map { rhs[$0] } ?? .zero)
    }

    /// The value of the linear form `cost` when it is the same at every point of the face the
    /// frozen columns leave: its reduced cost is zero on every column that may still move. Nil
    /// when that is not evident from this basis.
    func valueIfFixedOnFace(_ cost: [Rational]) -> Rational? {
        let reduced = reducedCosts(cost)
        for j in 0..<columnCount where !frozen[j] && !reduced[j].isZero { return nil }
        return objectiveValue(cost)
    }

    /// `Σ_i cost[basis(i)]·rhs[i]`: the objective at the current basic solution.
    func objectiveValue(_ cost: [Rational]) -> Rational {
        basis.enumerated().reduce(Rational.zero) { $0 + cost[$1.element] * rhs[$1.offset] }
    }

    /// Minimizes `cost` from the current (feasible) basis with Bland's rule and returns the
    /// reduced costs at the optimum, or nil when the objective is unbounded below (cannot happen
    /// for sums of non-negative errors). The reduced costs are computed once and then updated
    /// with each pivot.
    mutating func minimize(_ cost: [Rational]) -> [Rational]? {
        var reduced = reducedCosts(cost)
        while true {
            guard let entering = (0..<columnCount).first(where: { !frozen[$0] && reduced[$0].signum < 0 }) else {
                return reduced
            }
            var leaving: Int?
            var best = Rational.zero
            for i in basis.indices where a[i][entering].signum > 0 {
                let ratio = rhs[i] / a[i][entering]
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
                    leaving = i
                    best = ratio
                }
            }
            guard let row = leaving else { return nil }
            let nonzero = pivot(row: row, column: entering)
            let factor = reduced[entering]
            for j in nonzero { reduced[j] -= factor * a[row][j] }
        }
    }

    /// Makes `column` basic in `row`; returns the columns where the pivot row is not zero.
    @discardableResult
    mutating func pivot(row: Int, column: Int) -> [Int] {
        let nonzero = (0..<columnCount).filter { !a[row][$0].isZero }
        let p = a[row][column]
        for j in nonzero { a[row][j] /= p }
        rhs[row] /= p
        let pivotRow = a[row]  // read once: reading a[row] while writing a[i] would copy
        for i in basis.indices where i != row && !a[i][column].isZero {
            let factor = a[i][column]
            for j in nonzero { a[i][j] -= factor * pivotRow[j] }
            rhs[i] -= factor * rhs[row]
        }
        basis[row] = column
        return nonzero
    }

    /// The value of every column in the current basic solution.
    var solution: [Rational] {
        var values = [Rational](repeating: .zero, count: columnCount)
        for (i, b) in basis.enumerated() { values[b] = rhs[i] }
        return values
    }
}
