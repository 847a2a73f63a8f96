// Which variables the optimum determines: each variable's range over the optimal face of the
// current lexicographic optimum, by primal simplex on a copy of the tableau restricted to that
// face (see Tableau+Face.swift for the face and why the copy is exact). The live tableau is only
// read: no pivot, no dirty mark, no change in what `updateVariables()` reports next.

extension Solver {
    /// Each variable's range over the optimal set of the system as it stands: the solutions where
    /// the required constraints hold and, priority by priority from the highest, each optional
    /// priority's total error is at its optimum (edit variables included, as the optional
    /// equalities they are). A variable no constraint uses is unbounded both ways. Auto Layout's
    /// ambiguity: a variable that is not determined can take more than one optimal value.
    ///
    /// On a copy of the tableau, the parametric columns with a non-zero reduced cost at any
    /// priority level (and the dummies of required equalities) are held at zero, and the rest are
    /// free within feasibility (slacks and errors non-negative, variables unrestricted). A variable
    /// basic in a row with no free column is determined at once; otherwise it is minimized and
    /// maximized by primal simplex over that face, each program starting from the basis the last
    /// one left.
    ///
    /// Complexity: O(symbols + cells) for the copy, which keeps only the inequality and error
    /// rows with a free column and the rows of the variables asked about; then O(1) for each
    /// variable the face fixes, and two simplex runs for each other one (each pivot costs the
    /// rows that hold the entering symbol, times their length; the pivots per run are few on
    /// layouts, exponential only in the simplex method's worst case). On a layout whose views are
    /// pinned, most rows lose every column and cost nothing; an ambiguous region costs simplex
    /// runs in proportion to its size.
    public func ranges(of variables: [Variable]) -> [OptimalRange] {
        let symbols = variables.map { symbolOf[ObjectIdentifier($0)] }
        var face = tableau.optimalFace(keeping: symbols.compactMap { $0 })
        return symbols.map { symbol in
            guard let symbol else { return OptimalRange(value: 0, lowest: nil, highest: nil) }
            let value = tableau.value(of: symbol)
            if face.isFixedOnFace(symbol) { return OptimalRange(determined: value) }
            let lowest = face.minimizeOnFace(symbol, sign: 1)
            let highest = face.minimizeOnFace(symbol, sign: -1).map { -$0 }
            return OptimalRange(value: value, lowest: lowest, highest: highest)
        }
    }
}
