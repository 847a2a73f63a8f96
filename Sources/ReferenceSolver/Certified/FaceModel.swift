// The optimal face around a certified vertex, in the coordinates of its movable columns: a point
// of the face is `x_B = x̄_B - W·x_D` with `x_D ≥ 0` (free columns: any sign) while every bounded
// basic column stays in bounds (`W_p·x_D ≤ x̄_p` where it is non-negative, `W_p·x_D = 0` where
// it is fixed). So a variable that no direction `W_j` touches is determined, exactly, and one that
// a direction touches and can follow some way (no basic column at its bound blocks it) is free.
// Only the variables that blocked directions alone touch (a degenerate vertex) need an LP, and
// only callers that read the bounds need LPs for the rest. A linear form's range over the face is
// a small LP in `x_D` over the *blocks* of directions its form touches: directions join a block
// when they move a common bounded basic column (union-find), so every bound involves one block,
// the face is the product of its blocks' polyhedra, and a form's least is the sum of its least in
// each block. A block of one direction is a ratio test; a larger one is an LP (`FaceBlock`) built
// at its first objective and warm-started from the previous optimum for every later one.

import ConstraintSystem

struct FaceModel {
    private let optimum: CertifiedOptimum
    /// The movable columns and their directions `W_j = B⁻¹A_j`, by basis position.
    let columns: [Int]
    let directions: [[(index: Int, value: Rational)]]
    /// The block of each movable column (its representative's index in `columns`).
    private let block: [Int]
    /// The members of each block, ascending, at its representative's index (empty elsewhere).
    private let members: [[Int]]
    /// The directions that move each basic position: (index in `columns`, `W_{p,k}`), ascending.
    private let moving: [[(direction: Int, value: Rational)]]
    /// The LP of each block of several directions met so far, at its representative's index.
    private var blocks: [FaceBlock?]

    init(_ optimum: CertifiedOptimum) {
        self.optimum = optimum
        var basis = optimum.simplex.basis
        columns = optimum.simplex.movableColumns
        var directions: [[(index: Int, value: Rational)]] = []
        for j in columns { directions.append(basis.direction(of: j)) }
        self.directions = directions
        var sets = DisjointSets(count: columns.count)
        var moving = Array(repeating: [(direction: Int, value: Rational)](), count: basis.columns.count)
        for (k, direction) in directions.enumerated() {
            for entry in direction {
                if FaceModel.isBounded(entry.index, in: optimum), let first = moving[entry.index].first {
                    sets.union(first.direction, k)
                }
                moving[entry.index].append((k, entry.value))
            }
        }
        self.moving = moving
        block = columns.indices.map { sets.root($0) }
        var members = Array(repeating: [Int](), count: columns.count)
        for k in columns.indices { members[block[k]].append(k) }
        self.members = members
        blocks = Array(repeating: nil, count: columns.count)
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
        if position >= 0 {
            for (k, value) in moving[position] where !value.isZero { slopes[k] = -value }
        } else if let k = columns.firstIndex(of: v) {
            slopes[k] = .one
        }
        return slopes
    }

    /// The least value of `Σ slope[k]·x_{columns[k]}` over the face (0 at the vertex), nil when
    /// unbounded below: the sum of its least over each block it touches.
    mutating func least(_ slopes: [Int: Rational]) -> Rational? {
        // A direction alone in its block is a ratio test; the others are grouped by block. The
        // parts are exact, so the order they are added in does not change the sum.
        var byBlock: [Int: [Int: Rational]] = [:]
        var total = Rational.zero
        for (k, slope) in slopes {
            let root = block[k]
            if members[root].count == 1 {
                guard let part = least(slope, along: k) else { return nil }
                total += part
            } else {
                byBlock[root, default: [:]][k] = slope
            }
        }
        for root in byBlock.keys.sorted() {
            guard let part = least(byBlock[root]!, root) else { return nil }
            total += part
        }
        return total
    }

    /// The least of `slope·x` along the single direction `k` of a block (a ratio test): `x` is
    /// non-negative (any sign for a free column) and each bounded basic column it moves stays in
    /// bounds, `W_p·x ≤ x̄_p`, or `W_p·x = 0` where that column is fixed.
    private func least(_ slope: Rational, along k: Int) -> Rational? {
        guard !slope.isZero else { return .zero }
        let basis = optimum.simplex.basis
        var lowest: Rational?  // the least x allowed, nil when unbounded below
        var highest: Rational?
        if !basis.program.isFreeColumn(columns[k]) { lowest = .zero }
        for (p, w) in directions[k] where isBounded(p) && !w.isZero {
            if optimum.simplex.fixed[basis.columns[p]] { return .zero }
            let limit = basis.values[p] / w
            if w.signum > 0 {
                if highest.map({ limit < $0 }) ?? true { highest = limit }
            } else if lowest.map({ limit > $0 }) ?? true {
                lowest = limit
            }
        }
        guard let x = slope.signum > 0 ? lowest : highest else { return nil }
        return slope * x
    }

    /// The least of `Σ cost[k]·x_{columns[k]}` over a block of several directions, by an exact
    /// LP on the block's tableau (built at its first objective, then warm-started).
    private mutating func least(_ costs: [Int: Rational], _ root: Int) -> Rational? {
        if blocks[root] == nil { blocks[root] = block(members[root]) }
        return blocks[root]!.least(costs)
    }

    /// The LP of a block of several directions: one row per bounded basic position they move.
    private func block(_ members: [Int]) -> FaceBlock {
        let basis = optimum.simplex.basis
        var positions: [Int] = []
        var seen = Set<Int>()
        for k in members {
            for entry in directions[k] where isBounded(entry.index) && seen.insert(entry.index).inserted {
                positions.append(entry.index)
            }
        }
        positions.sort()
        var rows: [FaceBlock.Row] = []
        for p in positions {
            let w = moving[p]
            let fixed = optimum.simplex.fixed[basis.columns[p]]
            rows.append((w, fixed ? .zero : basis.values[p]))
            if fixed { rows.append((w.map { ($0.direction, -$0.value) }, .zero)) }
        }
        return FaceBlock(
            members: members, free: members.map { basis.program.isFreeColumn(columns[$0]) }, rows: rows)
    }
}
