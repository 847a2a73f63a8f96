#if PLUMB_FAULTS
    import LayoutCase
    import LayoutFuzz
    import Testing

    /// The `spec` oracle can fail where the others cannot: each fault planted in the engine's
    /// translation of views into constraints (debug builds only) is found by `spec` alone within
    /// 10,000 cases and minimized to at most three views; its case replays to the same failure with
    /// the fault and passes without it. The other oracles, given the same failing case, mostly agree
    /// with the engine's wrong system: `caughtWithoutSpec` says which of them see each fault at all.
    @Suite struct SpecPlantedFaultTests {
        /// Each translation fault, and the other oracles that may also see it on the case `spec`
        /// found (measured: the rest agree with the engine's wrong system; whether these see it
        /// depends on the case).
        static let caughtWithoutSpec: [PlantedFaultName: Set<OracleName>] = [
            .view(.marginsAppliedTwice): [],
            .view(.leadingNotFlippedInRightToLeft): [.mirror],
            .view(.safeAreaInsetWrongSign): [],
            .view(.huggingAndCompressionSwapped): [],
            .view(.firstBaselineOffByDescent): [],
            // Measured in each superview's coordinates, the wrong superview's offset shows in the mirror.
            .view(.autoresizingFromWrongSuperview): [.mirror],
            .view(.fittingWithoutGuides): [],
        ]

        @Test(arguments: PlantedFaultName.translationFaults) func specFindsAndMinimizesTheTranslationFault(
            _ fault: PlantedFaultName
        ) throws {
            let options = FuzzOptions(
                seed: 2026, budget: .cases(10_000), oracles: [.spec], maxFailures: 1, minimizeSeconds: 60)
            let result = PlantedFaultName.planting([fault]) { FuzzCampaign(options).run() }
            let failure = try #require(result.failures.first, "\(fault) not found by spec in \(result.cases) cases")
            #expect(failure.finding.kind == .oracle(.spec), "\(fault) read as \(failure.finding.kind)")
            let minimized = try #require(failure.minimized?.value.layoutCase, "\(fault): not minimized")
            print(
                "SpecPlantedFaultTests: \(fault) found at case \(failure.caseIndex), minimized to \(minimized.views.count) views: \(failure.finding.message)"
            )
            #expect(minimized.views.count <= 3, "\(fault): \(minimized.views.count) views")

            let player = CasePlayer(oracles: [.spec])
            let again = PlantedFaultName.planting([fault]) { player.play(minimized) }
            #expect(again.findings.first?.signature == failure.signature)
            #expect(player.play(minimized).passed, "\(fault): the minimized case fails without the fault too")

            let found = try #require(failure.value.layoutCase)
            let others = OracleName.all(for: .layout).filter { $0 != .spec && $0 != .ambiguity }  // ambiguity reads the spec's ranges
            let caught = Set(
                others.filter { oracle in
                    !PlantedFaultName.planting([fault]) { CasePlayer(oracles: [oracle]).play(found) }.passed
                })
            #expect(
                caught.isSubset(of: Self.caughtWithoutSpec[fault] ?? []),
                "\(fault): also caught by \(caught.map(\.rawValue).sorted())")
        }
    }
#endif
