/// Which cases of a swarm run keep the full mix: swarm testing (Groce et al., ISSTA 2012) with
/// the configuration of every feature on kept as one of its configurations, on a fixed schedule
/// of case indices rather than by chance.
///
/// A subset of the features finds the rare pairs sooner, but a fault that almost any case shows
/// (a wrong constant, a dropped inequality) is found a little later by subsets, a feature being
/// off in a third of them, and a fault that needs many features on at once is rarer in them. So
/// the first `fullMixPrefix` cases of a run, and every `fullMixPeriod`-th case after them, are
/// drawn from the full mix: those cases are byte for byte the cases of `--swarm off` at the same
/// index. A fault the full mix finds within the first cases is then found by a swarm run at the
/// same case, and the rest of the run is mostly subsets.
package enum SwarmSchedule {
    /// The first cases of every swarm run, all from the full mix.
    package static let fullMixPrefix = 32
    /// After the prefix, one case in this many is from the full mix.
    package static let fullMixPeriod = 8

    /// True when case `index` of a swarm run is drawn from the full mix.
    package static func drawsFromFullMix(_ index: Int) -> Bool {
        index < fullMixPrefix || index % fullMixPeriod == 0
    }
}
