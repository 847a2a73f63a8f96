#if PLUMB_FAULTS
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Bugs planted in the reference solver, the oracle, so that tests can check that the harness
    /// tells a wrong oracle from a wrong engine (docs/oracles.md, "Attribution"): a disagreement
    /// with the reference is the engine's only when the reference's answer is provably the
    /// better one. This module must not import Cassowary, so it keeps its own enum, in the pattern
    /// of Cassowary's `PlantedFault` and LayoutEngine's `PlantedViewFault`.
    ///
    /// Compiled into debug builds only (`PLUMB_FAULTS`, see Package.swift). None is active unless a
    /// test turns it on for its own task (`PlantedReferenceFaults.$active.withValue([...]) { ... }`,
    /// or LayoutFuzz's `PlantedFaultName.planting`) or `PLUMB_PLANT` names it (comma-separated raw
    /// values; every module takes the names it knows).
    package enum PlantedReferenceFault: String, CaseIterable, Sendable {
        /// An optional `>=` constraint's error column enters its row with the wrong sign: the
        /// error then acts as a second slack, so the constraint can no longer be violated and
        /// behaves as required (an optional constraint that makes a system unsatisfiable).
        case optionalGreaterOrEqualErrorWrongSign
        /// After phase one, every row whose basic column is still artificial is dropped as if it
        /// were redundant, without trying to pivot the artificial column out: a degenerate row
        /// (an artificial column basic at zero) that still constrains the variables is lost.
        case artificialRowsDroppedAfterPhaseOne
    }

    package enum PlantedReferenceFaults {
        /// The reference faults active for the current task.
        @TaskLocal package static var active: Set<PlantedReferenceFault> = fromEnvironment()

        @inline(__always) package static func isActive(_ fault: PlantedReferenceFault) -> Bool {
            active.contains(fault)
        }

        /// The reference faults `PLUMB_PLANT` names (comma-separated; other names are other
        /// modules' faults, ignored here).
        static func fromEnvironment() -> Set<PlantedReferenceFault> {
            guard let raw = getenv("PLUMB_PLANT") else { return [] }
            return Set(
                String(cString: raw).split(separator: ",").compactMap { PlantedReferenceFault(rawValue: String($0)) })
        }
    }
#endif
