// A readable dump of the tableau, for failure reports.

extension Tableau: CustomStringConvertible {
    var description: String {
        func name(_ symbol: Symbol) -> String {
            let prefix: String
            switch kind[Int(symbol)] {
            case .external: prefix = "x"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            case .free: prefix = "?"
            }
            return "\(prefix)\(symbol)"
        }
        func text(_ row: Row) -> String {
            row.cells.sorted { $0.symbol < $1.symbol }.reduce("\(row.constant)") {
                "\($0) \($1.coefficient < 0 ? "-" : "+") \(abs($1.coefficient))·\(name($1.symbol))"
            }
        }
        var lines: [String] = []
        for (k, level) in levels.enumerated() {
            lines.append("objective @\(level.priority) = \(text(rows[Int(objectiveSlots[k])]))")
        }
        for s in rows.indices where basic[s] >= 0 {
            lines.append("\(name(basic[s])) = \(text(rows[s]))")
        }
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// The tableau, one row a line (for failure reports; the format may change).
    public var tableauDescription: String { tableau.description }
}
