import ConstraintSystem

/// The largest system the exact reference is given from a file: commands that solve with it
/// (`plumb check`, `plumb solve --solver reference`) refuse a file that adds more constraints, up
/// front, at the line of the first one over (exit 2). The reference's memory grows faster than
/// the system (`plumb check` on a chain: 4,003 constraints 0.3 GB and 3.6 s, 10,003 constraints
/// 1.9 GB and 25 s, 80,003 constraints over 24 GB); the incremental solver alone (`plumb solve`)
/// takes whatever the reader takes (`FormatLimits`).
enum ReferenceLimit {
    static let maxConstraints = 10_000

    /// Throws a `CommandFailure` when `script` adds more than `maxConstraints` constraints.
    static func refuse(_ script: OperationScript, command: String, file: String) throws {
        var adds = 0
        for (index, operation) in script.operations.enumerated() {
            guard case .add = operation else { continue }
            adds += 1
            if adds > maxConstraints {
                throw CommandFailure(
                    .badInput,
                    "plumb \(command): \(file):\(script.line(of: index)): constraint \(adds) of the file; the exact reference solves at most \(maxConstraints)"
                )
            }
        }
    }
}
