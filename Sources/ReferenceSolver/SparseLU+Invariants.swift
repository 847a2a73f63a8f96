// The shape SparseLU.swift promises for its factors, checked: a list of problems rather than a trap, so
// tests can print it.

extension SparseLU {
    /// What is wrong with the factors' shape, if anything: the pivot orders are inverse permutations, the
    /// pivots are nonzero, L and U are strictly triangular in step order with no stored zero, and each
    /// factor's two directions hold the same entries.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for (name, order, inverse) in [("row", rowOfStep, stepOfRow), ("column", columnOfStep, stepOfColumn)] {
            guard order.count == size, inverse.count == size else {
                problems.append("\(name) order has \(order.count) steps, inverse \(inverse.count), for size \(size)")
                continue
            }
            for step in 0..<size where !(0..<size).contains(order[step]) || inverse[order[step]] != step {
                problems.append("step \(step) pivots \(name) \(order[step]), whose step reads otherwise")
            }
        }
        for (step, pivot) in pivots.enumerated() where pivot.isZero { problems.append("pivot \(step) is zero") }
        let factors = [
            ("L by columns", lowerColumns, 1), ("L by rows", lowerRows, -1),
            ("U by rows", upperRows, 1), ("U by columns", upperColumns, -1),
        ]
        for (name, lines, direction) in factors {
            guard lines.lineCount == size else {
                problems.append("\(name) has \(lines.lineCount) lines for size \(size)")
                continue
            }
            for line in 0..<size {
                for position in lines.range(of: line) {
                    let index = lines.indices[position]
                    if (index - line) * direction <= 0 || index >= size {
                        problems.append("\(name): line \(line) names step \(index), on the wrong side")
                    }
                    if lines.values[position].isZero { problems.append("\(name): line \(line) stores a zero") }
                }
            }
        }
        if lowerColumns.entryCount != lowerRows.entryCount || upperRows.entryCount != upperColumns.entryCount {
            problems.append("a factor's two directions hold different numbers of entries")
        }
        return problems
    }
}
