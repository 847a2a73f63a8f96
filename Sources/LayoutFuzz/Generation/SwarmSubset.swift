/// Swarm testing (Groce, Zhang, Eide, Chen and Regehr, "Swarm Testing", ISSTA 2012): instead of
/// drawing every case from one mix of all the generator's features, each case first draws a
/// subset of them and then draws only from those. A feature left out cannot crowd out the others
/// (an animation has fewer steps between it and the next one when constant changes, removals and
/// window changes are all off), and a feature that suppresses a bug (a removal that takes away
/// the view an animation was moving) is absent from some cases altogether, so that pairs of
/// features meet far more often than in the full mix, where each is one choice among many.
///
/// The subset is drawn from the case's own random stream, before anything else, so a case is
/// still a pure function of (seed, index, options). Each feature is in with its own odds
/// (`odds`): above the paper's one half for the features whose pairs the harness most wants to
/// see (animations, stack views), below it for none, so that a case has about two thirds of the
/// features on.
package struct SwarmSubset: Equatable, Sendable {
    /// The features on, in `GeneratorFeature`'s order.
    package private(set) var features: [GeneratorFeature]

    package init(_ features: [GeneratorFeature]) {
        self.features = Array(Set(features)).sorted()  // (sorted at once: no order of the set survives)
    }

    package func contains(_ feature: GeneratorFeature) -> Bool { features.contains(feature) }

    /// The chance, out of 12, that a swarm case has `feature` on.
    static func odds(_ feature: GeneratorFeature) -> Int {
        switch feature {
        case .animations, .stackViews: 9
        case .hiding, .stackChanges, .visualFormats: 7
        default: 8
        }
    }

    /// Draws a subset of the features of `set` (one draw each, in `GeneratorFeature`'s order),
    /// then completes it: stack changes need stack views, and an animation needs a change to
    /// animate (a constant change when none of the kinds its block takes is on).
    static func draw(in set: GeneratorOptions.FeatureSet, chance: (Int, Int) -> Bool) -> SwarmSubset {
        var on = GeneratorFeature.drawable(in: set).filter { chance(odds($0), 12) }
        if on.contains(.stackChanges), !on.contains(.stackViews) { on.append(.stackViews) }
        let animatable: [GeneratorFeature] = [.constantChanges, .hiding, .stackChanges, .activation]
        if on.contains(.animations), !animatable.contains(where: on.contains) { on.append(.constantChanges) }
        return SwarmSubset(on)
    }
}
