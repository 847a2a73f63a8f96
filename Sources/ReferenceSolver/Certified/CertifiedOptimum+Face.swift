// What the certificate says of a linear form over the optimal face without an LP: it is constant
// there when its reduced cost is zero on every column that may still move. Variables are settled
// by their directions (`FaceModel`).

extension CertifiedOptimum {
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
