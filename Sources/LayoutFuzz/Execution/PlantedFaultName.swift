#if PLUMB_FAULTS
    import Cassowary
    import LayoutEngine
    import ReferenceSolver

    /// A planted fault by name, in whichever module it breaks: the solver (Cassowary's
    /// `PlantedFault`), the view layer (LayoutEngine's `PlantedViewFault`) or the oracle, the
    /// reference solver (ReferenceSolver's `PlantedReferenceFault`). Each module keeps its own
    /// active set; the harness's tests name faults of all three, plant them with `planting(_:_:)`,
    /// and iterate the groups below. A `plumb` process reads the same raw values from `PLUMB_PLANT`
    /// (each module takes the names it knows).
    ///
    /// Debug builds only (`PLUMB_FAULTS`), like the faults themselves.
    package enum PlantedFaultName: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        case solver(PlantedFault)
        case view(PlantedViewFault)
        case reference(PlantedReferenceFault)

        /// Every fault: the solver's, the view layer's, then the reference's, each in its
        /// declaration order.
        package static let allCases: [PlantedFaultName] =
            PlantedFault.allCases.map(solver) + PlantedViewFault.allCases.map(view)
            + PlantedReferenceFault.allCases.map(reference)

        /// The faults of the kinds operation scripts find (`plumb fuzz --target solver`).
        package static let scriptFaults: [PlantedFaultName] = PlantedFault.scriptFaults.map(solver)

        /// The faults in the engine's translation of views into constraints, which the `spec` oracle
        /// is there to find.
        package static let translationFaults: [PlantedFaultName] = PlantedViewFault.translationFaults.map(view)

        /// The faults in the oracle, the reference solver: the harness must report what they cause
        /// as oracle defects, never as the engine's failures.
        package static let referenceFaults: [PlantedFaultName] = PlantedReferenceFault.allCases.map(reference)

        /// The engine's faults the layout fuzzer is tested against that leave the process running (a
        /// test can plant those in its own process).
        package static let wrongAnswers = allCases.filter {
            $0 != .solver(.crashOnShape) && $0 != .solver(.hangOnShape) && !scriptFaults.contains($0)
                && !translationFaults.contains($0) && !referenceFaults.contains($0)
        }

        /// The fault's name in `PLUMB_PLANT` (its case name).
        package var rawValue: String {
            switch self {
            case let .solver(fault): fault.rawValue
            case let .view(fault): fault.rawValue
            case let .reference(fault): fault.rawValue
            }
        }

        package init?(rawValue: String) {
            if let fault = PlantedFault(rawValue: rawValue) {
                self = .solver(fault)
            } else if let fault = PlantedViewFault(rawValue: rawValue) {
                self = .view(fault)
            } else if let fault = PlantedReferenceFault(rawValue: rawValue) {
                self = .reference(fault)
            } else {
                return nil
            }
        }

        package var description: String { rawValue }

        /// Runs `body` with exactly `faults` planted, for the current task: every module's active set
        /// is set (to none for a module `faults` names nothing of), whatever `PLUMB_PLANT` says.
        package static func planting<Result>(_ faults: [PlantedFaultName], _ body: () throws -> Result) rethrows
            -> Result
        {
            var solver: Set<PlantedFault> = []
            var view: Set<PlantedViewFault> = []
            var reference: Set<PlantedReferenceFault> = []
            for fault in faults {
                switch fault {
                case let .solver(fault): solver.insert(fault)
                case let .view(fault): view.insert(fault)
                case let .reference(fault): reference.insert(fault)
                }
            }
            return try PlantedFaults.$active.withValue(solver) {
                try PlantedViewFaults.$active.withValue(view) {
                    try PlantedReferenceFaults.$active.withValue(reference, operation: body)
                }
            }
        }
    }
#endif
