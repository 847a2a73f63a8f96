#if PLUMB_FAULTS
    import LayoutFuzz
    import Testing

    /// The other half of the reproducers' proof: each `Reproduce_<fault>.swift` beside this file is
    /// what `plumb replay Corpus/planted/<fault>.json --swift` printed, and its `@Test` passes on the
    /// engine as it is; here, with its fault planted, it must record a failure (`withKnownIssue`
    /// fails the test when none is recorded). So each reproducer compiles, passes without the bug
    /// and fails with it.
    @Suite struct PlantedFaultReproducerTests {
        /// A generated test and the fault its case shows.
        struct Reproducer: Sendable, CustomTestStringConvertible {
            var fault: PlantedFaultName
            var test: @Sendable () throws -> Void

            var testDescription: String { fault.rawValue }
        }

        static let reproducers = [
            Reproducer(fault: .view(.marginsAppliedTwice), test: reproduce_marginsAppliedTwice),
            Reproducer(fault: .view(.leadingNotFlippedInRightToLeft), test: reproduce_leadingNotFlippedInRightToLeft),
            Reproducer(fault: .solver(.droppedInequality), test: reproduce_droppedInequality),
            Reproducer(fault: .solver(.wrongSignInPivot), test: reproduce_wrongSignInPivot),
            Reproducer(fault: .solver(.staleBasisOnRemoval), test: reproduce_staleBasisOnRemoval),
        ]

        @Test(arguments: reproducers)
        func theReproducerFailsWithItsFaultPlanted(_ reproducer: Reproducer) {
            PlantedFaultName.planting([reproducer.fault]) {
                withKnownIssue("the frames \(reproducer.fault) makes the engine give") {
                    try reproducer.test()
                }
            }
        }
    }
#endif
