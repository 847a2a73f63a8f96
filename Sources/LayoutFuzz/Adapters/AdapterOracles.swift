import ConstraintSystem
import Foundation
import LayoutCase

/// The oracles that judge an engine behind the layout protocol (docs/layout-protocol.md, "What
/// is judged"), each on the frames the engine answered: `spec` against the rules under the
/// declared semantics, and `rebuild`, `order`, `mirror` and `add-remove` against the same engine
/// asked again another way. Frames are compared on the components the rules determine.
enum AdapterOracles {
    /// The oracles that can judge an adapter.
    static let names: [OracleName] = [.addRemove, .mirror, .order, .rebuild, .spec]

    static func check(_ oracle: OracleName, _ seen: AdapterStep) -> OracleOutcome {
        switch oracle {
        case .spec: spec(seen)
        case .rebuild: rebuild(seen)
        case .order: order(seen)
        case .mirror: mirror(seen)
        case .addRemove: addRemove(seen)
        default: .absent("judges our engine in process, not an engine behind the layout protocol")
        }
    }

    static func spec(_ seen: AdapterStep) -> OracleOutcome {
        let answered = Set(seen.frames.keys)
        let missing = seen.views.filter { !answered.contains($0) }
        let extra = answered.subtracting(seen.views).sorted()
        if !missing.isEmpty || !extra.isEmpty {
            return .failed(
                missing.prefix(4).map { "the engine answered no frame for '\($0)', which is in the window" }
                    + extra.prefix(4).map { "the engine answered a frame for '\($0)', which is not in the window" })
        }
        let made = Set(seen.state.constraints.map(\.id))
        if let unknown = seen.broken?.first(where: { !made.contains($0) }) {
            return .skipped(
                "the engine broke '\(unknown)', which is not a constraint of the case (one a stack or its content made)"
            )
        }
        guard seen.solution.status == .ok else {
            guard seen.broken != nil else {
                return .skipped(
                    "the required constraints conflict, and the engine does not say which one it broke (its choice)")
            }
            return .failed(["the declared rules make the required constraints the engine kept conflict"])
        }
        let problems = SpecOracle.frameProblems(
            values: seen.values, views: seen.views, system: seen.system, solution: seen.solution,
            pixels: seen.semantics.pixels, judge: "the declared rules")
        return problems.isEmpty ? .passed : .failed(problems)
    }

    static func rebuild(_ seen: AdapterStep) -> OracleOutcome {
        if let reason = seen.incomparable { return .skipped(reason) }
        return compare(seen.fresh, seen.frames, seen, labels: ("fresh", "incremental"), what: "the case's state")
    }

    static func order(_ seen: AdapterStep) -> OracleOutcome {
        guard seen.state.constraints.count > 1 else { return .absent("fewer than two constraints") }
        if let reason = seen.incomparable { return .skipped(reason) }
        guard case let .success(fresh)? = seen.fresh else { return .skipped("no fresh answer (see rebuild)") }
        let other = seen.load(OrderOracle.shuffled(seen.state, step: seen.step))
        return compare(
            other, fresh, seen, labels: ("other order", "case order"), what: "the constraints in another order")
    }

    static func mirror(_ seen: AdapterStep) -> OracleOutcome {
        guard seen.semantics.flipsConstants, Set(seen.support.directions) == [.ltr, .rtl] else {
            return .absent("the engine does not flip leading and trailing both ways")
        }
        if let reason = MirrorOracle.unmirrorable(seen.state) ?? seen.incomparable { return .skipped(reason) }
        guard case let .success(fresh)? = seen.fresh else { return .skipped("no fresh answer (see rebuild)") }
        let width = seen.state.window.width
        // The constraints that stand for a frame are named `<view>~right`, … in process, where
        // `~` keeps them apart from the case's; a case file reserves `~`.
        var mirrored = MirrorOracle.flipped(seen.state)
        for index in mirrored.constraints.indices {
            mirrored.constraints[index].id = mirrored.constraints[index].id.replacingOccurrences(
                of: "~", with: "_mirror_")
        }
        let flipped = seen.load(mirrored).map { answer in
            answer.map { frames in
                frames.mapValues { CaseRect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
            }
        }
        return compare(
            flipped, fresh, seen, labels: ("flipped and mirrored back", "as is"),
            what: "the case with the direction flipped")
    }

    static func addRemove(_ seen: AdapterStep) -> OracleOutcome {
        guard Set(["activate", "deactivate"]).isSubset(of: seen.support.steps) else {
            return .absent("the engine does not activate and deactivate")
        }
        guard !seen.state.constraints.isEmpty else { return .absent("no constraint in the window") }
        if let reason = seen.incomparable { return .skipped(reason) }
        let constraint = seen.state.constraints[(seen.step &* 7919) % seen.state.constraints.count]
        let active = constraint.active ?? true
        let toggles: [CaseStep] =
            active
            ? [.deactivate(constraint: constraint.id), .activate(constraint: constraint.id)]
            : [.activate(constraint: constraint.id), .deactivate(constraint: constraint.id)]
        var last: [String: CaseRect] = [:]
        for toggle in toggles {
            do {
                switch try seen.sessions.live.play(toggle) {
                case let .refused(message): return .failed(["toggling '\(constraint.id)' was refused: \(message)"])
                case .unsettled: return .skipped("toggling '\(constraint.id)' left a layout that did not settle")
                case let .frames(frames, broken):
                    if let broken, !broken.isEmpty, toggle == toggles.last {
                        return .failed([
                            "toggling '\(constraint.id)' left \(broken.count) broken constraint(s), none before"
                        ])
                    }
                    last = frames
                }
            } catch {
                seen.failure = error
                return .skipped("the adapter failed")
            }
        }
        return seen.compare(seen.frames, last, labels: ("before", "after toggling '\(constraint.id)'"))
    }

    /// `answer` (a fresh load) against `frames` on the determined components.
    private static func compare(
        _ answer: Result<[String: CaseRect], AdapterRefusal>?, _ frames: [String: CaseRect], _ seen: AdapterStep,
        labels: (String, String), what: String
    ) -> OracleOutcome {
        switch answer {
        case nil: return .skipped("the adapter failed")
        case let .failure(refusal)?:
            return refusal.dependsOnHistory
                ? .skipped(
                    "a fresh engine \(refusal.message) (which one breaks, or where it settles, depends on history)")
                : .failed(["a fresh engine refuses \(what): \(refusal.message)"])
        case let .success(other)?:
            return seen.compare(other, frames, labels: labels)
        }
    }
}
