import ConstraintSystem
import ReferenceSolver

/// The largest system the dense exact solver is given from a file: commands that solve with it
/// (`plumb check` or `plumb solve --solver reference` under `PLUMB_REFERENCE=exact-dense`, `plumb
/// solve --solver exact-dense`) refuse a file that adds more constraints, up front, at the line of
/// the first one over (exit 2). Its memory grows with constraints times columns (`plumb check` on
/// a chain: 4,003 constraints 0.3 GB and 3.6 s, 10,003 constraints 1.9 GB and 25 s, 80,003
/// constraints over 24 GB).
///
/// The certified reference (the default) keeps memory in proportion to the non-zeros when it
/// solves, so `plumb solve --solver reference` takes a constraint system as large as the reader
/// takes (`FormatLimits`: 100,000 items): a chain of 24,990 views (99,963 constraints) in 42 s
/// and 142 MB, a tree of 8,000 views (96,808) in 10 s and 207 MB, a grid of 150 by 150 (90,610)
/// in 15 s and 296 MB. Two uses keep the limit: every variable's range (`plumb check`,
/// `--ranges`; `plumb check` on the chain of 24,000 views was killed at 23 GB after 5 minutes),
/// and an operation script (FORMAT-v2), which the reference decides operation by operation.
enum ReferenceLimit {
    static let maxConstraints = 10_000

    /// Throws a `CommandFailure` when `script` adds more than `maxConstraints` constraints and
    /// `method` is the dense solver, the file is an operation script (FORMAT-v2: the reference
    /// decides every operation in turn, a solve each), or the command asks for `ranges`.
    static func refuse(
        _ script: OperationScript, command: String, file: String,
        method: ReferenceSolver.Method = ReferenceSolver.defaultMethod, ranges: Bool
    ) throws {
        let solver: String
        if method == .dense {
            solver = "the dense exact solver"
        } else if script.version == 2 {
            solver = "the exact reference, deciding each operation,"
        } else if ranges {
            solver = "the exact reference, with every variable's range,"
        } else {
            return
        }
        var adds = 0
        for (index, operation) in script.operations.enumerated() {
            guard case .add = operation else { continue }
            adds += 1
            if adds > maxConstraints {
                throw CommandFailure(
                    .badInput,
                    "plumb \(command): \(file):\(script.line(of: index)): constraint \(adds) of the file; \(solver) takes at most \(maxConstraints)"
                )
            }
        }
    }
}
