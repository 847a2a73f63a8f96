// The float proposer's sparse tableau: a dictionary in the style of Cassowary (Badros & Borning
// 2001) and kiwi, written afresh here for the reference: each *active* row reads
// `x_basic + Σ a_j·x_j = rhs` over nonbasic columns, stored sparsely, with a list per column of
// the rows that may hold it (kept loosely: a stale entry is skipped and dropped when met).
// Rows set aside (a free variable's defining row, a redundant row) keep their basic column but
// are no longer updated: no later pivot needs them, since a free basic variable bounds no ratio
// test and costs nothing (the same block elimination as an LU factorization's).

/// Where a row stands in the proposer.
enum FloatRowState {
    /// Not yet taken into the tableau.
    case pending
    /// In the tableau, with a non-negative basic column.
    case active
    /// Its basic column is a free variable, or its artificial (a redundant row): out of the
    /// simplex.
    case setAside
}

struct FloatTableau {
    var rows: [FloatRow]
    var rhs: [Double]
    var state: [FloatRowState]
    /// The basic column of each row, -1 while pending.
    var basic: [Int]
    /// The row a column is basic in, -1 when nonbasic. Artificial column of row i: `columnCount + i`.
    var rowOfBasic: [Int]
    /// Rows that may hold each column (a superset: stale entries are skipped).
    var occurrences: [[Int]]
    /// Columns that may no longer enter (frozen at zero by a higher priority, or an artificial).
    var frozen: [Bool]
    let columnCount: Int

    init(_ program: SparseProgram) {
        columnCount = program.columnCount
        rows = program.rows.map { row in
            FloatRow(columns: row.map(\.index), values: row.map { $0.value.doubleValue })
        }
        rhs = program.rhs.map(\.doubleValue)
        state = Array(repeating: .pending, count: program.rowCount)
        basic = Array(repeating: -1, count: program.rowCount)
        let all = program.columnCount + program.rowCount
        rowOfBasic = Array(repeating: -1, count: all)
        frozen = Array(repeating: false, count: all)
        // Each column's list sized once: appending to empty lists grew each of them several times.
        var counts = Array(repeating: 0, count: all)
        for row in rows { for j in row.columns { counts[j] += 1 } }
        occurrences = counts.map { count in
            var list: [Int] = []
            list.reserveCapacity(count)
            return list
        }
        for (i, row) in rows.enumerated() { for j in row.columns { occurrences[j].append(i) } }
    }

    /// The rows in `wanted` that hold column `j` with a non-zero coefficient, ascending; drops
    /// stale entries of the column's list on the way.
    mutating func rows(holding j: Int, in wanted: FloatRowState) -> [Int] {
        var list: [Int] = []
        swap(&list, &occurrences[j])
        if zip(list, list.dropFirst()).contains(where: { $0 >= $1 }) { list.sort() }
        var found: [Int] = []
        var kept = 0
        var last = -1
        for position in list.indices where list[position] != last {
            let i = list[position]
            last = i
            guard rows[i].coefficient(j) != 0 else { continue }
            list[kept] = i
            kept += 1
            if state[i] == wanted { found.append(i) }
        }
        list.removeLast(list.count - kept)
        occurrences[j] = list
        return found
    }

    /// Makes `column` basic in row `r` (a pending or active row) and eliminates it from the rows
    /// in `others`' state. The row's old basic column, if any, becomes nonbasic.
    mutating func pivot(row r: Int, column: Int, eliminatingFrom others: FloatRowState) {
        let a = rows[r].remove(column)
        precondition(a != 0, "pivot on a zero coefficient")
        rows[r].scale(1 / a)
        rhs[r] /= a
        if basic[r] >= 0 {
            rows[r].insert(basic[r], 1 / a)
            occurrences[basic[r]].append(r)
            rowOfBasic[basic[r]] = -1
        }
        basic[r] = column
        rowOfBasic[column] = r
        for k in rows(holding: column, in: others) where k != r {
            substitute(row: r, into: k)
        }
    }

    /// Replaces row `r`'s basic column in row `k` by the rest of row `r`.
    mutating func substitute(row r: Int, into k: Int) {
        let c = rows[k].remove(basic[r])
        guard c != 0 else { return }
        rows[k].add(-c, rows[r], added: { occurrences[$0].append(k) })
        rhs[k] -= c * rhs[r]
    }

    /// Harris's two-pass ratio test for raising nonbasic `column` from zero: among the active
    /// rows whose basic variable falls as it rises, the ones within the relaxed bound's step,
    /// the largest coefficient (ties: the lowest basic column, as in Bland's rule). Nil when no
    /// row limits the step (unbounded).
    mutating func leavingRow(for column: Int, bland: Bool) -> Int? {
        let candidates = rows(holding: column, in: .active).filter {
            rows[$0].coefficient(column) > FloatTolerance.pivot
        }
        guard !candidates.isEmpty else { return nil }
        var bound = Double.infinity
        for i in candidates {
            bound = min(bound, (max(rhs[i], 0) + FloatTolerance.harris) / rows[i].coefficient(column))
        }
        var best: Int?
        var bestValue = 0.0
        for i in candidates {
            let c = rows[i].coefficient(column)
            let ratio = max(rhs[i], 0) / c
            guard ratio <= bound else { continue }
            if bland {
                if best == nil || ratio < bestValue || (ratio == bestValue && basic[i] < basic[best!]) {
                    best = i
                    bestValue = ratio
                }
            } else if best == nil || c > bestValue || (c == bestValue && basic[i] < basic[best!]) {
                best = i
                bestValue = c
            }
        }
        return best
    }
}
