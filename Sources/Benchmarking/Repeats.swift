/// Repetition rules shared with `../shared/bench/kiwi-bench.py`, so that both tools' figures mean
/// the same: each figure is the minimum over repeats; repeats stop once a figure has had its
/// share of the budget and at least three runs (fewer when one run alone would overrun the
/// share by half), or after `maxRepeats`.
struct Repeats {
    var share: Double
    var limit: Double
    var maxRepeats: Int

    /// Runs `run() -> ns` until the share is spent; returns (least ns, runs).
    func bestOf<E: Error>(_ run: () throws(E) -> UInt64) throws(E) -> (UInt64, Int) {
        var best = UInt64.max
        var count = 0
        let start = nanoseconds()
        while count < maxRepeats {
            best = min(best, try run())
            count += 1
            let spent = Double(nanoseconds() - start) / 1e9
            if spent >= share && (count >= 3 || spent * Double(count + 1) / Double(count) > 1.5 * share) { break }
        }
        return (best, count)
    }

    /// A warm-up pass calling `unit(i)` for each item, each timed, stopped after `limit` seconds;
    /// returns (mean ns per item, items run).
    func warmUp<E: Error>(_ count: Int, _ unit: (Int) throws(E) -> Void) throws(E) -> (Double, Int) {
        var total: UInt64 = 0
        let start = nanoseconds()
        for i in 0..<count {
            let t0 = nanoseconds()
            try unit(i)
            total += nanoseconds() - t0
            if i + 1 < count && Double(nanoseconds() - start) / 1e9 >= limit {
                return (Double(total) / Double(i + 1), i + 1)
            }
        }
        return (Double(total) / Double(max(count, 1)), count)
    }

    /// One figure measured as kiwi-bench.py's `repeated` does: warm-up pass (cut short after
    /// `limit`), a probe pass, then repeats of `k` passes; returns (ns per item, repeats, items
    /// per repeat), or the warm-up mean with a note when the warm-up was cut short.
    func perItem<E: Error>(
        _ what: String, items: Int, mostPasses: Int, notes: inout [String],
        unit: (Int) throws(E) -> Void, passes: (Int) throws(E) -> UInt64
    ) throws(E) -> (Double, Int, Int) {
        let (warm, done) = try warmUp(items, unit)
        if done < items {
            notes.append(
                "\(what): too slow; only \(done) of \(items) ran in \(limit) s (--limit): the figure is their mean, one run each, no repeats"
            )
            return (warm, 0, 0)
        }
        let probe = try passes(1)
        if Double(probe) >= share * 1e9 { return (Double(probe) / Double(items), 1, items) }
        let k = max(1, min(mostPasses, Int(share * 1e9 / (3 * Double(max(probe, 1))))))
        let (best, n) = try bestOf { () throws(E) -> UInt64 in try passes(k) }
        return (Double(best) / Double(k * items), n, k * items)
    }
}
