// One block of the optimal face's directions as a linear program in their step lengths `x`:
// minimize `Σ cost_k·x_k` subject to one row `W_p·x ≤ x̄_p` per bounded basic position the block
// moves (a fixed one gives `W_p·x ≤ 0` and `-W_p·x ≤ 0`), `x ≥ 0`, a free column split in two
// (`x = x⁺ - x⁻`). It is solved on the dense exact tableau (`ExactTableau`, Bland's rule), built
// once, feasible at the vertex (`x = 0`, every slack basic).
//
// Warm start: every objective the face asks of a block has the same polyhedron, so each LP starts
// from the basis where the previous one ended, which is feasible (as `DenseReference.ranges` does
// on the whole face). Neighbouring objectives (a variable's least and greatest, the next variable
// of a chain) then take a few pivots instead of a walk from the vertex, and the tableau is not
// built again. The least of an objective is unique, so the order of the objectives cannot change
// an answer.

struct FaceBlock {
    /// A row `Σ value·x_direction ≤ rhs`, its directions being members' indices.
    typealias Row = (coefficients: [(direction: Int, value: Rational)], rhs: Rational)

    private var tableau: ExactTableau
    /// The members (ascending indices of directions) and each one's first LP column.
    private let members: [Int]
    private let firstColumn: [Int]
    /// Whether each member is free in sign (two LP columns, `x⁺` then `x⁻`).
    private let free: [Bool]

    init(members: [Int], free: [Bool], rows: [Row]) {
        self.members = members
        self.free = free
        var firstColumn: [Int] = []
        var width = 0
        for isFree in free {
            firstColumn.append(width)
            width += isFree ? 2 : 1
        }
        self.firstColumn = firstColumn
        let total = width + rows.count
        var a = [[Rational]](repeating: [Rational](repeating: .zero, count: total), count: rows.count)
        for (i, row) in rows.enumerated() {
            for (k, value) in row.coefficients {
                let slot = Self.slot(of: k, in: members)
                a[i][firstColumn[slot]] = value
                if free[slot] { a[i][firstColumn[slot] + 1] = -value }
            }
            a[i][width + i] = .one
        }
        tableau = ExactTableau(
            a: a, rhs: rows.map(\.rhs), basis: rows.indices.map { width + $0 },
            frozen: Array(repeating: false, count: total))
    }

    /// The least of `Σ costs[k]·x_k` over the block's polyhedron (keys are members), nil when it
    /// is unbounded below; minimized from the basis the previous objective left.
    mutating func least(_ costs: [Int: Rational]) -> Rational? {
        var cost = [Rational](repeating: .zero, count: tableau.columnCount)
        for (k, slope) in costs {
            let slot = Self.slot(of: k, in: members)
            cost[firstColumn[slot]] = slope
            if free[slot] { cost[firstColumn[slot] + 1] = -slope }
        }
        guard tableau.minimize(cost) != nil else { return nil }
        return tableau.objectiveValue(cost)
    }

    /// The position of member `k` in the ascending `members` (binary search).
    private static func slot(of k: Int, in members: [Int]) -> Int {
        var low = 0
        var high = members.count
        while low < high {
            let mid = (low + high) / 2
            if members[mid] < k { low = mid + 1 } else { high = mid }
        }
        precondition(low < members.count && members[low] == k, "FaceBlock: not a member")
        return low
    }
}
