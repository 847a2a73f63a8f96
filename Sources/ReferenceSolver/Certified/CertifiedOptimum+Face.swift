// What the certificate says about the optimal face: every point of it is
// `x_B = B⁻¹b - Σ_j B⁻¹A_j·x_j` over the columns that may still move (nonbasic, not frozen), so
// a variable that none of their directions `B⁻¹A_j` touches is determined, exactly. A direction
// that touches a variable and can be followed some way (no basic column at its bound blocks it)
// proves the variable free. Only the variables that blocked directions alone touch (a degenerate
// vertex) need range LPs, and only the callers that read the bounds need LPs for the rest
// (`FaceModel`: small exact LPs over the directions, block by block).

extension CertifiedOptimum {
    /// Whether each variable is determined (true), proved free (false) or unsettled (nil), by
    /// the directions out of the certified vertex.
    func settledVariables() -> [Bool?] {
        let basis = simplex.basis
        let count = basis.program.names.count
        var free = Array(repeating: false, count: count)
        var unsettled = Array(repeating: false, count: count)
        for j in simplex.movableColumns {
            let direction = basis.direction(of: j)
            var touched = direction.compactMap { entry -> Int? in
                let b = basis.columns[entry.index]
                return b < count && !entry.value.isZero ? b : nil
            }
            if j < count { touched.append(j) }
            guard !touched.isEmpty else { continue }
            let signs = basis.program.isFreeColumn(j) ? [1, -1] : [1]
            let followable = signs.contains { sign in !blocked(direction, sign) }
            for v in touched {
                if followable { free[v] = true } else { unsettled[v] = true }
            }
        }
        return (0..<count).map { free[$0] ? false : (unsettled[$0] ? nil : true) }
    }

    /// True when moving along `direction` (`x_B` falls by `sign·w`) leaves a bound at once.
    private func blocked(_ direction: [(index: Int, value: Rational)], _ sign: Int) -> Bool {
        let basis = simplex.basis
        for (k, w) in direction where !w.isZero {
            let b = basis.columns[k]
            let falls = sign > 0 ? w.signum > 0 : w.signum < 0
            if simplex.fixed[b] { return true }
            if !basis.program.isFreeColumn(b) && falls && basis.values[k].isZero { return true }
        }
        return false
    }

    /// The value of `Σ cost[j]·x_j` when it is the same all over the optimal face (its reduced
    /// cost is zero on every column that may move), else nil.
    func fixedValue(_ cost: [Int: Rational]) -> Rational? {
        let basis = simplex.basis
        let y = basis.duals { cost[$0] ?? .zero }
        for j in simplex.movableColumns where !basis.reducedCost(of: j, cost: cost[j] ?? .zero, duals: y).isZero {
            return nil
        }
        return basis.objective { cost[$0] ?? .zero }
    }
}
