import ConstraintSystem

// The oracles that build a second engine from scratch and compare: `rebuild` (history against
// none), `order` (one order of making the constraints against another) and `mirror` (one layout
// direction against the other). Which constraint breaks depends on the order constraints came in,
// so frames are not compared while either engine has a broken one; but a constraint the live
// engine keeps broken while a fresh engine satisfies everything is a missed retry (`rebuild`).

enum RebuildOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        switch seen.fresh {
        case let .failure(error):
            return .failed(["a fresh engine refuses the case's state: \(error)"])
        case let .success(fresh):
            if let reason = fresh.otherFixpoint(than: seen.snapshot, tolerance: seen.tolerance) { return .skipped(reason) }
            // The same inputs: the required constraints can all hold in both or in neither (the
            // engine retries broken constraints whenever a change could make room).
            if (seen.snapshot.broken == 0) != (fresh.broken == 0) {
                return .failed(["the incremental engine has \(seen.snapshot.broken) broken constraint(s), a fresh engine \(fresh.broken)"])
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
        guard seen.state.constraints.count > 1 else { return .skipped("fewer than two constraints") }
        var shuffled = seen.state
        var random = SplitMix64(seed: UInt64(seen.step) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(shuffled.constraints.count))
        // Fisher-Yates on the project's own generator: the standard library's shuffle may change.
        for i in stride(from: shuffled.constraints.count - 1, to: 0, by: -1) {
            shuffled.constraints.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        switch StepObservation.build(shuffled) {
        case let .failure(error):
            return .failed(["a fresh engine refuses the constraints in another order: \(error)"])
        case let .success(other):
            if let reason = fresh.brokenReason(other) ?? fresh.otherFixpoint(than: other, tolerance: seen.tolerance) { return .skipped(reason) }
            let problems = seen.differences(fresh, other, labels: ("case order", "other order"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }
}

enum MirrorOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard case let .success(fresh) = seen.fresh else { return .skipped("no fresh engine (see rebuild)") }
        if let reason = MirrorOracle.unmirrorable(seen.state) { return .skipped(reason) }
        switch StepObservation.build(MirrorOracle.flipped(seen.state)) {
        case let .failure(error):
            return .failed(["a fresh engine refuses the case with the direction flipped: \(error)"])
        case let .success(flipped):
            let back = flipped.mirrored()
            if let reason = fresh.brokenReason(flipped) ?? fresh.otherFixpoint(than: back, tolerance: seen.tolerance) { return .skipped(reason) }
            let problems = seen.differences(fresh, back, labels: ("as is", "flipped and mirrored back"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }

    /// Why flipping the direction would not mirror this case, if it would not: left and right
    /// stay put, a frame's x stays put, and a centre measured from the left edge moves unless it
    /// is simply centre equal to centre (an inequality between centres turns around in a mirror).
    static func unmirrorable(_ value: Case) -> String? {
        if value.views.contains(where: { $0.frame != nil }) { return "a view placed by a frame (its x does not follow the direction)" }
        for constraint in value.constraints where constraint.active ?? true {
            let attributes = [constraint.first.attribute, constraint.second?.attribute].compactMap { $0 }
            if attributes.contains(where: { $0 == "left" || $0 == "right" }) { return "constraint '\(constraint.id)' uses left or right" }
            let directional = attributes.contains { $0 == "leading" || $0 == "trailing" }
            let centreToCentre = attributes == ["centerX", "centerX"] && constraint.relation == "=="
                && (constraint.multiplier ?? 1) == 1 && (constraint.constant ?? 0) == 0
            if attributes.contains("centerX") && !directional && !centreToCentre {
                return "constraint '\(constraint.id)' measures centerX from the left"
            }
        }
        return nil
    }

    /// The case with every direction flipped and the safe area's left and right swapped.
    static func flipped(_ value: Case) -> Case {
        var copy = value
        copy.window.direction = value.window.direction == .rtl ? .ltr : .rtl
        if let insets = value.window.safeArea {
            copy.window.safeArea = CaseInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        }
        for index in copy.views.indices {
            switch copy.views[index].direction {
            case .ltr: copy.views[index].direction = .rtl
            case .rtl: copy.views[index].direction = .ltr
            case .inherit, nil: break
            }
        }
        return copy
    }
}
