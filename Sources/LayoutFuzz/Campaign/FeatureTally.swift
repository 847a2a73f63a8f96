/// How many cases of a run used each generator feature and met each pair of them (`FeatureUse`):
/// summary.json's `features` and `featurePairs`, the coverage measure of swarm testing (Groce et
/// al., ISSTA 2012). Every feature the run could draw and every pair of them is listed, met or
/// not (a 0 is a pair the run has not covered yet); pairs are named `a+b`, `a` before `b` in
/// name order.
package struct FeatureTally: Codable, Equatable, Sendable {
    package var features: [String: Int]
    package var pairs: [String: Int]

    /// All zero, for the features of `set`.
    package init(for set: GeneratorOptions.FeatureSet) {
        let drawable = GeneratorFeature.drawable(in: set)
        features = Dictionary(uniqueKeysWithValues: drawable.map { ($0.rawValue, 0) })
        pairs = [:]
        for (k, a) in drawable.enumerated() {
            for b in drawable[(k + 1)...] { pairs[FeatureTally.pairName(a, b)] = 0 }
        }
        if drawable.contains(.animations) { pairs[FeatureTally.pairName(.animations, .animations)] = 0 }
    }

    package init(features: [String: Int], pairs: [String: Int]) {
        self.features = features
        self.pairs = pairs
    }

    /// `a+b` with the two in name order.
    package static func pairName(_ a: GeneratorFeature, _ b: GeneratorFeature) -> String {
        a <= b ? "\(a)+\(b)" : "\(b)+\(a)"
    }

    /// Counts one case.
    package mutating func add(_ use: FeatureUse) {
        for feature in use.features { features[feature.rawValue, default: 0] += 1 }
        for pair in use.pairs { pairs[pair, default: 0] += 1 }
    }

    /// Two runs' counts together (shards of one seed).
    package static func + (a: FeatureTally, b: FeatureTally) -> FeatureTally {
        FeatureTally(
            features: a.features.merging(b.features, uniquingKeysWith: +),
            pairs: a.pairs.merging(b.pairs, uniquingKeysWith: +))
    }

    /// The pairs no case has met yet, in name order.
    package var unmetPairs: [String] { pairs.filter { $0.value == 0 }.keys.sorted() }
}
