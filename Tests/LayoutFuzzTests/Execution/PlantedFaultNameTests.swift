#if PLUMB_FAULTS
    import Cassowary
    import LayoutEngine
    import LayoutFuzz
    import ReferenceSolver
    import Testing

    /// `PlantedFaultName`: one name for each fault of any module, the name `PLUMB_PLANT` takes,
    /// and planting that sets every module's active set.
    @Suite struct PlantedFaultNameTests {
        @Test func everyFaultOfEitherModuleHasOneNameOfItsOwn() {
            #expect(
                PlantedFaultName.allCases.count
                    == PlantedFault.allCases.count + PlantedViewFault.allCases.count
                    + PlantedReferenceFault.allCases.count)
            let names = PlantedFaultName.allCases.map(\.rawValue)
            #expect(Set(names).count == names.count, "a name in both modules would plant a fault in each")
            for fault in PlantedFaultName.allCases { #expect(PlantedFaultName(rawValue: fault.rawValue) == fault) }
            #expect(PlantedFaultName(rawValue: "noSuchFault") == nil)
        }

        @Test func theGroupsAreTheirModulesGroups() {
            #expect(PlantedFaultName.scriptFaults == PlantedFault.scriptFaults.map(PlantedFaultName.solver))
            #expect(PlantedFaultName.translationFaults == PlantedViewFault.translationFaults.map(PlantedFaultName.view))
            #expect(
                !PlantedFaultName.wrongAnswers.contains(.solver(.crashOnShape))
                    && !PlantedFaultName.wrongAnswers.contains(.solver(.hangOnShape)))
            #expect(PlantedFaultName.wrongAnswers.contains(.view(.conflictLogDropsAMember)))
            #expect(PlantedFaultName.referenceFaults == PlantedReferenceFault.allCases.map(PlantedFaultName.reference))
            #expect(
                !PlantedFaultName.referenceFaults.contains { PlantedFaultName.wrongAnswers.contains($0) },
                "the engine's wrong answers are the engine's faults only")
        }

        @Test func plantingSetsExactlyTheNamedFaultsInEachModule() {
            PlantedFaultName.planting([.view(.vflSpacingOffByOne)]) {
                #expect(PlantedFaults.active.isEmpty)
                #expect(PlantedViewFaults.active == [.vflSpacingOffByOne])
            }
            PlantedFaultName.planting([.solver(.offByOneConstant), .view(.stackDropsHiddenSlot)]) {
                #expect(PlantedFaults.active == [.offByOneConstant])
                #expect(PlantedViewFaults.active == [.stackDropsHiddenSlot])
                #expect(PlantedReferenceFaults.active.isEmpty)
            }
            PlantedFaultName.planting([.reference(.artificialRowsDroppedAfterPhaseOne)]) {
                #expect(PlantedFaults.active.isEmpty && PlantedViewFaults.active.isEmpty)
                #expect(PlantedReferenceFaults.active == [.artificialRowsDroppedAfterPhaseOne])
            }
        }
    }
#endif
