/// The random view hierarchy of make-workload.py's `tree`, drawn with `SplitMix64`.

extension Workload {
    /// `n` views (`l{v}`, `t{v}`, `w{v}`, `h{v}`) in a random hierarchy rooted at view 0, whose
    /// `w0` and `h0` are edited.
    ///
    /// Each view v >= 1 picks its parent uniformly among the views before it, then its intrinsic
    /// width (20, 44, 80, 150) and height (16, 30, 44), then, with probability 1/10, the ratio
    /// w = 2h. 4 + 12(n - 1) constraints plus one per ratio, 4n variables, 2 edit variables, 6
    /// steps. Traps when `n < 1`. O(n).
    public static func tree(_ n: Int, seed: UInt64 = 1) -> ConstraintSystem {
        precondition(n >= 1, "a tree needs at least its root view")
        var random = SplitMix64(seed: seed)
        var builder = WorkloadBuilder()
        builder.add(["l0": 1], .equal, 0, at: 1000)
        builder.add(["t0": 1], .equal, 0, at: 1000)
        builder.add(["w0": 1], .greaterThanOrEqual, 0, at: 1000)
        builder.add(["h0": 1], .greaterThanOrEqual, 0, at: 1000)
        var lastChild = [Int?](repeating: nil, count: n)
        for v in 1..<n {
            let p = random.nextInt(below: v)
            let (l, t, w, h) = ("l\(v)", "t\(v)", "w\(v)", "h\(v)")
            let (lp, tp, wp, hp) = ("l\(p)", "t\(p)", "w\(p)", "h\(p)")
            builder.add([l: 1, lp: -1], .greaterThanOrEqual, 8, at: 1000)
            builder.add([t: 1, tp: -1], .greaterThanOrEqual, 8, at: 1000)
            builder.add([lp: 1, wp: 1, l: -1, w: -1], .greaterThanOrEqual, 8, at: 1000)
            builder.add([tp: 1, hp: 1, t: -1, h: -1], .greaterThanOrEqual, 8, at: 1000)
            builder.add([w: 1], .greaterThanOrEqual, 0, at: 1000)
            builder.add([h: 1], .greaterThanOrEqual, 0, at: 1000)
            let intrinsicWidth = Self.treeWidths[random.nextInt(below: Self.treeWidths.count)]
            let intrinsicHeight = Self.treeHeights[random.nextInt(below: Self.treeHeights.count)]
            builder.add([w: 1], .lessThanOrEqual, intrinsicWidth, at: 250)
            builder.add([w: 1], .greaterThanOrEqual, intrinsicWidth, at: 750)
            builder.add([h: 1], .lessThanOrEqual, intrinsicHeight, at: 250)
            builder.add([h: 1], .greaterThanOrEqual, intrinsicHeight, at: 750)
            if let a = lastChild[p] {
                builder.add([l: 1, "l\(a)": -1, "w\(a)": -1], .equal, 8, at: 900)
                builder.add([t: 1, "t\(a)": -1], .equal, 0, at: 500)
            } else {
                builder.add([l: 1, lp: -1], .equal, 8, at: 900)
                builder.add([t: 1, tp: -1], .equal, 8, at: 900)
            }
            lastChild[p] = v
            if random.nextDouble() < 0.1 {
                builder.add([w: 1, h: -2], .equal, 0, at: 500)
            }
        }
        let sizes: [[Double]] = [[320, 480], [480, 320], [768, 1024], [1024, 768], [1440, 900], [2560, 1440]]
        return builder.system(edits: ["w0", "h0"], sizes: sizes)
    }

    static let treeWidths: [Double] = [20, 44, 80, 150]
    static let treeHeights: [Double] = [16, 30, 44]
}
