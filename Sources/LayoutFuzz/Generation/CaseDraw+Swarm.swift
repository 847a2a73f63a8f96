import LayoutCase

// Swarm generation's steps (Groce et al., ISSTA 2012; `SwarmSubset`): each step is drawn from the
// kinds whose feature the case has on, by weight. The weights favour the kinds whose pairs are rare
// in the full mix: animations (two in flight at once, with stack changes), hiding and stack changes
// (inside stacks, during an animation) and fitting-size calls (after edits); and visual formats, on
// in fewer cases than the others, count twice, so that a case has about as many as in the full mix.
// A later animation in a swarm case changes a constraint an earlier one changed half the time, so
// that it takes the earlier one's views over, mid-flight when the ticks between were few.

extension CaseDraw {
    /// A kind of step: a core one (`drawStep(kind:)`) or a newer one (`drawFeatureSteps(kind:)`),
    /// the feature it belongs to (nil: a tick, always on) and its weight in a swarm case.
    struct SwarmKind {
        var core: Int?
        var newer: Int?
        var feature: GeneratorFeature?
        var weight: Int
    }

    /// Every kind, in the order of the core and newer draws' own numbering.
    static var swarmKinds: [SwarmKind] {
        [
            SwarmKind(core: 0, feature: .constantChanges, weight: 2),
            SwarmKind(core: 2, feature: .priorityChanges, weight: 1),
            SwarmKind(core: 3, feature: .activation, weight: 1),
            SwarmKind(core: 4, feature: .activation, weight: 1),
            SwarmKind(core: 5, feature: .addedConstraints, weight: 1),
            SwarmKind(core: 6, feature: .addedViews, weight: 1),
            SwarmKind(core: 7, feature: .removals, weight: 1),
            SwarmKind(core: 8, feature: .contentChanges, weight: 1),
            SwarmKind(core: 9, feature: .windowChanges, weight: 1),
            SwarmKind(core: 10, feature: .windowChanges, weight: 1),
            SwarmKind(core: 11, feature: .rightToLeft, weight: 1),
            SwarmKind(core: 12, feature: nil, weight: 1),
            SwarmKind(newer: 0, feature: .hiding, weight: 2),
            SwarmKind(newer: 1, feature: .stackChanges, weight: 2),
            SwarmKind(newer: 2, feature: .visualFormats, weight: 2),
            SwarmKind(newer: 3, feature: .animations, weight: 3),
            SwarmKind(newer: 4, feature: .fitting, weight: 3),
        ]
    }

    /// Whether the case may draw `feature`: always without swarm generation.
    func allows(_ feature: GeneratorFeature) -> Bool { swarm?.contains(feature) ?? true }

    /// One step (or an animation and its ticks) of a kind `swarm` has on; a tick when the kind
    /// drawn has nothing to name.
    mutating func drawSwarmSteps(_ swarm: SwarmSubset) -> [CaseStep] {
        let kind = pickWeighted(
            CaseDraw.swarmKinds.filter { $0.feature.map(swarm.contains) ?? true }.map { ($0, $0.weight) })
        if let newer = kind.newer { return drawFeatureSteps(kind: newer) ?? [.tick(frames: 1 + int(below: 2))] }
        return [drawStep(kind: kind.core!)]
    }

    /// One change for an animation's block, of a kind `swarm` has on (nil when the case has
    /// nothing such a change could name): a constant (of a constraint an earlier animation
    /// changed, half the time there is one), a hidden arranged view, a stack's settings, a
    /// deactivation.
    mutating func drawAnimated(_ swarm: SwarmSubset) -> CaseStep? {
        let arranged = views.filter { $0.alive && $0.arranged }
        let stacks = views.filter { $0.alive && $0.kind == .stack }
        var choices: [(GeneratorFeature, Int)] = []
        if !constraints.isEmpty {
            if swarm.contains(.constantChanges) { choices.append((.constantChanges, 2)) }
            if swarm.contains(.activation) { choices.append((.activation, 1)) }
        }
        if !arranged.isEmpty, swarm.contains(.hiding) { choices.append((.hiding, 2)) }
        if !stacks.isEmpty, swarm.contains(.stackChanges) { choices.append((.stackChanges, 1)) }
        guard !choices.isEmpty else { return nil }
        switch pickWeighted(choices) {
        case .constantChanges:
            let id = !animated.isEmpty && chance(1, in: 2) ? pick(animated) : pick(constraints).id
            return .setConstant(constraint: id, value: pick([0, 8, 24, 60, -12]))
        case .hiding: return .setHidden(view: pick(arranged).id, hidden: chance(1, in: 2))
        case .stackChanges: return .setStack(view: pick(stacks).id, drawStackChange())
        default: return .deactivate(constraint: pick(constraints).id)
        }
    }

    /// One of `items` (not empty), each as likely as its weight: one draw below the weights' sum.
    private mutating func pickWeighted<Item>(_ items: [(Item, Int)]) -> Item {
        var roll = int(below: items.reduce(0) { $0 + $1.1 })
        return items.first {
            roll -= $0.1
            return roll < 0
        }!.0
    }
}
