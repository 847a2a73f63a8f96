// The optimal face around a certified vertex, in the coordinates of its movable columns: a point
// of the face is `x_B = x̄_B - W·x_D` with `x_D ≥ 0` (free columns: any sign) while every bounded
// basic column stays in bounds (`W_p·x_D ≤ x̄_p` where it is non-negative, `W_p·x_D = 0` where
// it is fixed). So a variable that no direction `W_j` touches is determined, exactly, and one that
// a direction touches and can follow some way (no basic column at its bound blocks it) is free.
// Only the variables that blocked directions alone touch (a degenerate vertex) need an LP, and
// only callers that read the bounds need LPs for the rest. A linear form's range over the face is
// a small LP in `x_D`, and it only
// involves the *block* of directions its form touches: directions join a block when they move a
// common bounded basic column (union-find), and a form that no direction of another block moves
// is independent of it. Each block LP is solved on the dense exact tableau (`ExactTableau`,
// Bland's rule) from the vertex itself (all slacks basic), which is feasible.

import ConstraintSystem

struct FaceModel {
    private let optimum: CertifiedOptimum
    /// The movable columns and their directions `W_j = B⁻¹A_j`, by basis position.
    let columns: [Int]
    let directions: [[(index: Int, value: Rational)]]
    /// The block of each movable column (its representative's index in `columns`).
    private let block: [Int]

    init(_ optimum: CertifiedOptimum) {
        self.optimum = optimum
        let basis = optimum.simplex.basis
        columns = optimum.simplex.movableColumns
        directions = columns.map { basis.direction(of: $0) }
        var sets = DisjointSets(count: columns.count)
        var owner: [Int: Int] = [:]  // a bounded position's first direction; lookups only
        for (k, direction) in directions.enumerated() {
            for entry in direction where FaceModel.isBounded(entry.index, in: optimum) {
                if let first = owner[entry.index] {
                    sets.union(first, k)
                } else {
                    owner[entry.index] = k
                }
            }
        }
        block = columns.indices.map { sets.root($0) }
    }

    /// Whether each variable is determined (true), proved free (false) or unsettled (nil), by
    /// the directions out of the certified vertex.
    func settledVariables() -> [Bool?] {
        let basis = optimum.simplex.basis
        let count = basis.program.names.count
        var free = Array(repeating: false, count: count)
        var unsettled = Array(repeating: false, count: count)
        for (k, j) in columns.enumerated() {
            var touched = directions[k].compactMap { entry -> Int? in
                let b = basis.columns[entry.index]
                return b < count && !entry.value.isZero ? b : nil
            }
            if j < count { touched.append(j) }
            guard !touched.isEmpty else { continue }
            let signs = basis.program.isFreeColumn(j) ? [1, -1] : [1]
            let followable = signs.contains { sign in !blocked(directions[k], sign) }
            for v in touched {
                if followable { free[v] = true } else { unsettled[v] = true }
            }
        }
        return (0..<count).map { free[$0] ? false : (unsettled[$0] ? nil : true) }
    }

    /// True when moving along `direction` (`x_B` falls by `sign·w`) leaves a bound at once.
    private func blocked(_ direction: [(index: Int, value: Rational)], _ sign: Int) -> Bool {
        let basis = optimum.simplex.basis
        for (k, w) in direction where !w.isZero {
            let b = basis.columns[k]
            let falls = sign > 0 ? w.signum > 0 : w.signum < 0
            if optimum.simplex.fixed[b] { return true }
            if !basis.program.isFreeColumn(b) && falls && basis.values[k].isZero { return true }
        }
        return false
    }

    /// Whether the basic column at `position` has a bound (non-negative, fixed or artificial).
    private static func isBounded(_ position: Int, in optimum: CertifiedOptimum) -> Bool {
        !optimum.simplex.basis.program.isFreeColumn(optimum.simplex.basis.columns[position])
    }

    private func isBounded(_ position: Int) -> Bool { FaceModel.isBounded(position, in: optimum) }

    /// The slopes of the linear form `Σ cost[v]·x_v` over variables.
    func slopes(of cost: [Int: Rational]) -> [Int: Rational] {
        var total: [Int: Rational] = [:]
        for (v, c) in cost {
            for (k, slope) in slopes(ofVariable: v) { total[k, default: .zero] += c * slope }
        }
        return total.filter { !$0.value.isZero }
    }

    /// The slope of a variable along each movable column: `-W_{p,j}` for a basic variable at
    /// position `p`, 1 along its own column when it is movable itself.
    func slopes(ofVariable v: Int) -> [Int: Rational] {
        var slopes: [Int: Rational] = [:]
        let position = optimum.simplex.basis.positionOfColumn[v]
        for (k, direction) in directions.enumerated() {
            if columns[k] == v { slopes[k] = .one }
            guard position >= 0 else { continue }
            for entry in direction where entry.index == position && !entry.value.isZero { slopes[k] = -entry.value }
        }
        return slopes
    }

    /// The least value of `Σ slope[k]·x_{columns[k]}` over the face (0 at the vertex), nil when
    /// unbounded below.
    func least(_ slopes: [Int: Rational]) -> Rational? {
        let blocks = Set(slopes.keys.map { block[$0] })
        let members = columns.indices.filter { blocks.contains(block[$0]) }
        let basis = optimum.simplex.basis
        var positions: [Int] = []
        var seen = Set<Int>()
        for k in members {
            for entry in directions[k] where isBounded(entry.index) && seen.insert(entry.index).inserted {
                positions.append(entry.index)
            }
        }
        positions.sort()
        // LP columns: each member's x (and -x when free), then one slack per row.
        var lpColumn: [Int: Int] = [:]
        var width = 0
        for k in members {
            lpColumn[k] = width
            width += basis.program.isFreeColumn(columns[k]) ? 2 : 1
        }
        var rows: [(coefficients: [Int: Rational], rhs: Rational)] = []
        for p in positions {
            var w: [Int: Rational] = [:]
            for k in members {
                for entry in directions[k] where entry.index == p { w[k] = entry.value }
            }
            let fixed = optimum.simplex.fixed[basis.columns[p]]
            rows.append((w, fixed ? .zero : basis.values[p]))
            if fixed { rows.append((w.mapValues { -$0 }, .zero)) }
        }
        let total = width + rows.count
        var a = [[Rational]](repeating: [Rational](repeating: .zero, count: total), count: rows.count)
        for (i, row) in rows.enumerated() {
            for (k, value) in row.coefficients {
                a[i][lpColumn[k]!] = value
                if basis.program.isFreeColumn(columns[k]) { a[i][lpColumn[k]! + 1] = -value }
            }
            a[i][width + i] = .one
        }
        var tableau = ExactTableau(
            a: a, rhs: rows.map(\.rhs), basis: rows.indices.map { width + $0 },
            frozen: Array(repeating: false, count: total))
        var cost = [Rational](repeating: .zero, count: total)
        for (k, slope) in slopes {
            cost[lpColumn[k]!] = slope
            if basis.program.isFreeColumn(columns[k]) { cost[lpColumn[k]! + 1] = -slope }
        }
        guard tableau.minimize(cost) != nil else { return nil }
        return tableau.objectiveValue(cost)
    }
}
