import LayoutCase

/// The features a case uses, read from its contents alone (not from the subset it was drawn
/// with: a feature on whose draws all came to nothing is not used), and the pairs of them it
/// makes meet. A pair of two features is met when the case uses both; the one pair of a feature
/// with itself, `animations+animations`, when two animations are in flight at once (an `animate`
/// step taken before an earlier one's last tick: swarm testing's measure of coverage, Groce et
/// al., ISSTA 2012, with the interaction issue 26 asked for).
package struct FeatureUse: Equatable, Sendable {
    /// In `GeneratorFeature`'s order.
    package var features: [GeneratorFeature]
    /// Whether two animations were in flight at once.
    package var overlappingAnimations: Bool

    package init(_ value: Case) {
        var used = Set<GeneratorFeature>()  // membership only: read out in order below
        if value.window.direction == .rtl { used.insert(.rightToLeft) }
        for view in value.views { FeatureUse.note(view, in: &used) }
        var frame = 0
        var lastTicks: [Int] = []  // of the animations so far
        var overlapping = false
        for step in value.steps {
            FeatureUse.note(step, in: &used)
            for inner in step.nested { FeatureUse.note(inner, in: &used) }
            switch step {
            case let .tick(frames): frame += frames
            case let .animate(animation):
                if lastTicks.contains(where: { $0 > frame }) { overlapping = true }
                lastTicks.append(frame + FeatureUse.lastTick(of: animation))
            default: break
            }
        }
        features = used.sorted()
        overlappingAnimations = overlapping
    }

    /// The pairs the case makes meet, by name (`FeatureTally.pairName`), in order.
    package var pairs: [String] {
        var names: [String] = []
        for (k, a) in features.enumerated() {
            if a == .animations, overlappingAnimations { names.append(FeatureTally.pairName(a, a)) }
            for b in features[(k + 1)...] { names.append(FeatureTally.pairName(a, b)) }
        }
        return names
    }

    private static func note(_ view: CaseView, in used: inout Set<GeneratorFeature>) {
        if view.kind == .stack { used.insert(.stackViews) }
        if view.insetInParent != nil { used.insert(.handPlacement) }
        if view.direction == .rtl { used.insert(.rightToLeft) }
    }

    private static func note(_ step: CaseStep, in used: inout Set<GeneratorFeature>) {
        switch step {
        case .setConstant: used.insert(.constantChanges)
        case .setPriority: used.insert(.priorityChanges)
        case .activate, .deactivate: used.insert(.activation)
        case .addConstraint: used.insert(.addedConstraints)
        case let .addView(view):
            used.insert(.addedViews)
            note(view, in: &used)
        case .removeView: used.insert(.removals)
        case .setIntrinsicSize, .setText: used.insert(.contentChanges)
        case .setWindowSize, .setSafeArea: used.insert(.windowChanges)
        case let .setDirection(_, direction): if direction == .rtl { used.insert(.rightToLeft) }
        case .tick: break
        case .setHidden: used.insert(.hiding)
        case .setStack: used.insert(.stackChanges)
        case .addFormat: used.insert(.visualFormats)
        case .animate: used.insert(.animations)
        case .fit: used.insert(.fitting)
        }
    }

    /// The ticks after its call on which an animation arrives (`AnimationRecord.lastTick` at 60 Hz,
    /// as `CaseRunner` plays it): at least the next one.
    static func lastTick(of animation: CaseAnimation) -> Int {
        AnimationRecord.ticks(toEnd: ((animation.delay ?? 0) + animation.duration) * 60)
    }
}
