#if PLUMB_FAULTS
    import LayoutFuzz
    import Testing

    /// The harness can fail: each bug planted in the solver or the view layer (debug builds only) is
    /// found by the fuzz loop within 10,000 cases, by the oracle meant to see it, and its case
    /// replays to the same failure with the bug and passes without it.
    @Suite struct PlantedFaultTests {
        /// Each fault with an oracle that sees it on its own.
        static let faults: [(PlantedFaultName, OracleName)] = [
            (.solver(.offByOneConstant), .rebuild),
            (.solver(.droppedInequality), .reference),
            (.solver(.invertedPriorities), .reference),
            (.view(.vflSpacingOffByOne), .vfl),
            (.view(.stackDropsHiddenSlot), .stack),
            (.view(.animationSkipsLastTick), .animation),
            (.view(.fittingLeaksConstraint), .fitting),
            (.view(.layoutDeepestFirst), .cycle),
        ]

        @Test(arguments: faults.indices) func theFuzzerFindsThePlantedBugAndReplayReproducesIt(_ which: Int) throws {
            let (fault, oracle) = Self.faults[which]
            let options = FuzzOptions(seed: 2026, budget: .cases(10_000), oracles: [oracle], maxFailures: 1)
            let result = PlantedFaultName.planting([fault]) { FuzzCampaign(options).run() }
            let failure = try #require(
                result.failures.first, "\(fault) not found by \(oracle.rawValue) in \(result.cases) cases")
            #expect(failure.finding.kind == .oracle(oracle))
            print(
                "PlantedFaultTests: \(fault) found by \(oracle.rawValue) at case \(failure.caseIndex): \(failure.finding.message)"
            )

            let player = CasePlayer(oracles: [oracle])
            let found = try #require(failure.value.layoutCase)
            let again = PlantedFaultName.planting([fault]) { player.play(found) }
            #expect(again.findings.first?.signature == failure.signature)
            #expect(player.play(found).passed, "the case fails without the planted bug too")
        }

        /// Issue 26: an animation that takes a view over mid-flight and starts it from its model
        /// frame needs two animations in flight at once, which swarm generation makes common: the
        /// `animation` oracle finds it within 2,000 cases.
        @Test func twoAnimationsInFlightAreFoundWithin2000Cases() throws {
            let fault = PlantedFaultName.view(.animationRestartsFromModelFrame)
            let options = FuzzOptions(seed: 2026, budget: .cases(2_000), oracles: [.animation], maxFailures: 1)
            let result = PlantedFaultName.planting([fault]) { FuzzCampaign(options).run() }
            let failure = try #require(result.failures.first, "not found in \(result.cases) cases")
            #expect(failure.finding.kind == .oracle(.animation))
            print("PlantedFaultTests: \(fault) found at case \(failure.caseIndex): \(failure.finding.message)")
            let found = try #require(failure.value.layoutCase)
            #expect(FeatureUse(found).overlappingAnimations, "the case has no two animations in flight at once")
            let player = CasePlayer(oracles: [.animation])
            let again = PlantedFaultName.planting([fault]) { player.play(found) }
            #expect(again.findings.first?.signature == failure.signature)
            #expect(player.play(found).passed, "the case fails without the planted bug too")
        }

        @Test(arguments: PlantedFaultName.wrongAnswers) func everyOracleTogetherFindsIt(_ fault: PlantedFaultName)
            throws
        {
            let result = PlantedFaultName.planting([fault]) {
                FuzzCampaign(FuzzOptions(seed: 7, budget: .cases(10_000), maxFailures: 1)).run()
            }
            let failure = try #require(result.failures.first, "\(fault) not found in \(result.cases) cases")
            // The engine's bug is the engine's: attribution never blames the oracle for it.
            #expect(
                !result.failures.contains { $0.finding.kind.isOracleDefect },
                "\(fault) read as an oracle's defect: \(result.failures.map(\.signature.description))")
            #expect(
                CasePlayer().play(try #require(failure.value.layoutCase)).passed,
                "case \(failure.caseIndex) fails without the planted bug too: \(failure.finding.message)")
        }
    }
#endif
