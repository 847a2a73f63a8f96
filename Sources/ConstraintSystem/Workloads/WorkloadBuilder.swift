/// The lines that every generated workload is made of, with the priority -> weight table that
/// make-workload.py writes for kiwi.

/// Collects the constraints of a workload, each written `terms OP constant @ priority`, and
/// gives every line the `~ weight` kiwi needs to order priorities like this format's solver.
struct WorkloadBuilder {
    var constraints: [SystemConstraint] = []

    /// kiwi strengths for the priorities the workloads use: required is kiwi's
    /// `strength::required` (1001001000), 900 strong, 750 and 250 between, 500 medium.
    static func weight(of priority: Double) -> Double {
        switch priority {
        case 1000: return 1_001_001_000
        case 900: return 1_000_000
        case 750: return 750_000
        case 500: return 1_000
        case 250: return 250
        default: return priority
        }
    }

    /// Adds `sum(coefficient * name) OP constant @ priority`.
    mutating func add(
        _ terms: KeyValuePairs<String, Double>, _ relation: Relation, _ constant: Double, at priority: Double
    ) {
        constraints.append(
            SystemConstraint(
                terms: terms.map { LinearTerm($0.key, $0.value) }, relation: relation, constant: constant,
                priority: Priority(priority), weight: Self.weight(of: priority)))
    }

    /// A horizontal row of `count` views named `\(prefix)x\(i)` (left) and `\(prefix)w\(i)`
    /// (width) between `left` and `left + width`, 8 apart and 8 from both ends. Each width hugs
    /// (<= @ 250) and resists compression (>= @ 750) towards an intrinsic size drawn from
    /// 24, 40, 64, 88, 120, and is never negative.
    mutating func row(prefix: String, count: Int, left: String, width: String, random: inout SplitMix64) {
        for i in 0..<count {
            let x = "\(prefix)x\(i)"
            let w = "\(prefix)w\(i)"
            if i == 0 {
                add([x: 1, left: -1], .equal, 8, at: 1000)
            } else {
                add([x: 1, "\(prefix)x\(i - 1)": -1, "\(prefix)w\(i - 1)": -1], .equal, 8, at: 1000)
            }
            let intrinsic = Self.intrinsicWidths[random.nextInt(below: Self.intrinsicWidths.count)]
            add([w: 1], .lessThanOrEqual, intrinsic, at: 250)
            add([w: 1], .greaterThanOrEqual, intrinsic, at: 750)
            add([w: 1], .greaterThanOrEqual, 0, at: 1000)
        }
        let last = count - 1
        add([left: 1, width: 1, "\(prefix)x\(last)": -1, "\(prefix)w\(last)": -1], .equal, 8, at: 1000)
    }

    static let intrinsicWidths: [Double] = [24, 40, 64, 88, 120]

    /// The system: each of `edits` at priority 900, then the constraints, then one step per size
    /// (each size gives one value per edit variable, in order).
    func system(edits: [String], sizes: [[Double]]) -> ConstraintSystem {
        ConstraintSystem(
            edits: edits.map { EditDeclaration(name: $0, priority: 900, weight: Self.weight(of: 900)) },
            constraints: constraints,
            steps: sizes.map { size in SuggestStep(zip(edits, size).map { Suggestion($0, $1) }) })
    }
}
