#if PLUMB_FAULTS
    import Cassowary
    import LayoutEngine
    import LayoutFuzz
    import Testing

    /// `PlantedFaultName`: one name for each fault of either module, the name `PLUMB_PLANT` takes,
    /// and planting that sets both modules' active sets.
    @Suite struct PlantedFaultNameTests {
        @Test func everyFaultOfEitherModuleHasOneNameOfItsOwn() {
            #expect(PlantedFaultName.allCases.count == PlantedFault.allCases.count + PlantedViewFault.allCases.count)
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
        }

        @Test func plantingSetsExactlyTheNamedFaultsInEachModule() {
            PlantedFaultName.planting([.view(.vflSpacingOffByOne)]) {
                #expect(PlantedFaults.active.isEmpty)
                #expect(PlantedViewFaults.active == [.vflSpacingOffByOne])
            }
            PlantedFaultName.planting([.solver(.offByOneConstant), .view(.stackDropsHiddenSlot)]) {
                #expect(PlantedFaults.active == [.offByOneConstant])
                #expect(PlantedViewFaults.active == [.stackDropsHiddenSlot])
            }
        }
    }
#endif
