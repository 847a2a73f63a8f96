import ConstraintSystem
import LayoutCase

// The oracles that build a second engine from scratch and compare: `rebuild` (history against
// none), `order` (one order of making the constraints against another) and `mirror` (one layout
// direction against the other). Which constraint breaks depends on the order constraints came in,
// so frames are not compared while either engine has a broken one; but a constraint the live
// engine keeps broken while a fresh engine satisfies everything is a missed retry (`rebuild`).

enum RebuildOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard !seen.isInitial else { return .absent("no history yet: the initial layout is a fresh build") }
        switch seen.fresh {
        case let .failure(error):
            return .failed(["a fresh engine refuses the case's state: \(error)"])
        case let .success(fresh):
            if let reason = fresh.otherFixpoint(than: seen.snapshot, tolerance: seen.tolerance) {
                return .skipped(reason)
            }
            // The same inputs: the required constraints can all hold in both or in neither (the
            // engine retries broken constraints whenever a change could make room).
            if seen.snapshot.broken.isEmpty != fresh.broken.isEmpty {
                return .failed([
                    "the incremental engine has \(seen.snapshot.broken.count) broken constraint(s), a fresh engine \(fresh.broken.count)"
                ])
            }
            if let reason = seen.snapshot.brokenReason(fresh) { return .skipped(reason) }
            let problems = seen.differences(fresh, seen.snapshot, labels: ("fresh", "incremental"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }
}

enum OrderOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard case let .success(fresh) = seen.fresh else { return .skipped("no fresh engine (see rebuild)") }
        guard seen.state.constraints.count > 1 else { return .absent("fewer than two constraints") }
        switch seen.build(shuffled(seen.state, step: seen.step)) {
        case let .failure(error):
            return .failed(["a fresh engine refuses the constraints in another order: \(error)"])
        case let .success(other):
            // Which frames are determined is read off the live engine's system: all three must
            // have broken the same constraints.
            if let reason = fresh.brokenReason(other) ?? seen.snapshot.brokenReason(fresh)
                ?? fresh.otherFixpoint(than: other, tolerance: seen.tolerance)
            {
                return .skipped(reason)
            }
            let problems = seen.differences(fresh, other, labels: ("case order", "other order"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }

    /// `state` with its constraints in another order, the same for the same step and count.
    static func shuffled(_ state: Case, step: Int) -> Case {
        var shuffled = state
        var random = SplitMix64(seed: UInt64(step) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(shuffled.constraints.count))
        // Fisher-Yates on the project's own generator: the standard library's shuffle may change.
        for i in stride(from: shuffled.constraints.count - 1, to: 0, by: -1) {
            shuffled.constraints.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        return shuffled
    }
}
