/// Generated constraint systems of any size, the kinds make-workload.py writes (see FORMAT.md):
///
/// - `chain(n)`: one row of n views in a container whose width `cw` is edited; the views sit 8
///   apart and 8 from the container's edges, each width pulled towards an intrinsic size by a
///   hugging (<= @ 250) and a compression-resistance (>= @ 750) constraint. Six steps widen the
///   container from 160n to 1600n.
/// - `grid(rows:columns:)`: such rows stacked 8 apart in a container whose width `cw` and height
///   `ch` are edited; each row's height `r{i}h` lies between 20 (@ 750) and 44 (@ 250).
/// - `tree(n, seed:)`: n views in a random hierarchy below the root `l0 t0 w0 h0`; each child lies
///   inside its parent with an 8 margin, follows its previous sibling (or its parent's corner)
///   @ 900, aligns its top with that sibling @ 500, has intrinsic sizes like a row's, and in one
///   case out of ten keeps w = 2h @ 500. Six steps resize the root.
///
/// Variable names, constraints, priorities, weights and steps are those of make-workload.py; the
/// random choices come from `SplitMix64` instead of Python's `random`, so intrinsic sizes and
/// tree shapes differ from the Python files while the counts and forms agree.

/// Deterministic generated workloads: the same arguments always give the same system.
public enum Workload {
    /// A row of `n` views (`vx{i}`, `vw{i}`) in a container `cl`, `cw`; `cw` is edited.
    ///
    /// 4n + 3 constraints, 2n + 2 variables, 1 edit variable, 6 steps. Random choices are seeded
    /// with `n`. Traps when `n < 1`. O(n).
    public static func chain(_ n: Int) -> ConstraintSystem {
        precondition(n >= 1, "a chain needs at least one view")
        var random = SplitMix64(seed: UInt64(n))
        var builder = WorkloadBuilder()
        builder.add(["cl": 1], .equal, 0, at: 1000)
        builder.add(["cw": 1], .greaterThanOrEqual, 0, at: 1000)
        builder.row(prefix: "v", count: n, left: "cl", width: "cw", random: &random)
        let sizes = [20, 30, 50, 80, 120, 200].map { [Double(8 * n * $0)] }
        return builder.system(edits: ["cw"], sizes: sizes)
    }

    /// `rows` rows of `columns` views (`r{i}x{j}`, `r{i}w{j}`, one `r{i}y`, `r{i}h` per row) in a
    /// container `cl`, `ct`, `cw`, `ch`; `cw` and `ch` are edited.
    ///
    /// 4·rows·columns + 4·rows + 5 constraints, 2 edit variables, 6 steps. Random choices are seeded
    /// with `rows * 1000 + columns`. Traps when either count is below 1. O(rows·columns).
    public static func grid(rows: Int, columns: Int) -> ConstraintSystem {
        precondition(rows >= 1 && columns >= 1, "a grid needs at least one row and one column")
        var random = SplitMix64(seed: UInt64(rows * 1000 + columns))
        var builder = WorkloadBuilder()
        builder.add(["cl": 1], .equal, 0, at: 1000)
        builder.add(["ct": 1], .equal, 0, at: 1000)
        builder.add(["cw": 1], .greaterThanOrEqual, 0, at: 1000)
        builder.add(["ch": 1], .greaterThanOrEqual, 0, at: 1000)
        for i in 0..<rows {
            builder.row(prefix: "r\(i)", count: columns, left: "cl", width: "cw", random: &random)
            let y = "r\(i)y"
            let h = "r\(i)h"
            if i == 0 {
                builder.add([y: 1, "ct": -1], .equal, 8, at: 1000)
            } else {
                builder.add([y: 1, "r\(i - 1)y": -1, "r\(i - 1)h": -1], .equal, 8, at: 1000)
            }
            builder.add([h: 1], .lessThanOrEqual, 44, at: 250)
            builder.add([h: 1], .greaterThanOrEqual, 20, at: 750)
        }
        let last = rows - 1
        builder.add(["ct": 1, "ch": 1, "r\(last)y": -1, "r\(last)h": -1], .equal, 8, at: 1000)
        let sizes = [20, 30, 50, 80, 120, 200].map { k in
            [Double(8 * columns * k), Double(30 * rows * k / 40)]
        }
        return builder.system(edits: ["cw", "ch"], sizes: sizes)
    }
}
