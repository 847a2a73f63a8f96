import LayoutCase
import Testing

@testable import LayoutFuzz

/// The shrinker keeps the failure and makes the case small: a planted bug's case shrinks to a
/// few constraints and views that still fail with the same signature, and passes without the bug.
@Suite struct CaseShrinkerTests {
    @Test func aPassingCaseHasNothingToShrink() {
        #expect(CaseShrinker(budget: 5).shrink(CaseRunnerTests.bar) == nil)
    }

    @Test func removalsKeepTheCaseConsistent() throws {
        var value = CaseStateTests.base
        value.steps = [
            .setConstant(constraint: "link", value: 2), .setText(view: "side", text: "x"), .activate(constraint: "h"),
        ]
        let withoutBox = value.removingViews(["box"])
        #expect(withoutBox.views.map(\.id) == ["side"])
        #expect(withoutBox.constraints.map(\.id) == ["h"])
        #expect(withoutBox.steps.count == 2)  // the step about `link` went with it
        let hoisted = try #require(value.hoistingChildren(of: "box"))
        #expect(hoisted.views.map { "\($0.id)<\($0.parent)" } == ["inner<window", "side<window"])
        #expect(hoisted.constraints.map(\.id) == ["link", "h"])
    }

    @Test func simplerNumbersAreZeroThenWholeThenSmaller() {
        #expect(NumberSimplicity.candidates(414.5) == [0, 400, 410, 415, 1])
        #expect(NumberSimplicity.candidates(1) == [0])
        #expect(NumberSimplicity.candidates(0).isEmpty)
        #expect(NumberSimplicity.isSimpler(250, than: 249.5) && !NumberSimplicity.isSimpler(300, than: 250))
    }

    #if PLUMB_FAULTS
        @Test(arguments: PlantedFaultName.wrongAnswers) func aPlantedBugsCaseShrinksToAFewConstraintsAndViews(
            _ fault: PlantedFaultName
        ) throws {
            let result = PlantedFaultName.planting([fault]) { () -> (FuzzResult, CaseShrinker.Result?) in
                let run = FuzzCampaign(FuzzOptions(seed: 2026, budget: .cases(10_000), maxFailures: 1)).run()
                guard let failure = run.failures.first else { return (run, nil) }
                return (run, CaseShrinker(budget: 60).shrink(failure.value.layoutCase!, keeping: failure.signature))
            }
            let failure = try #require(result.0.failures.first, "\(fault) not found")
            let found = try #require(failure.value.layoutCase)
            let shrunk = try #require(result.1, "the found case did not fail again")
            print(
                "CaseShrinkerTests: \(fault): \(found.views.count) views, \(found.constraints.count) constraints, \(found.steps.count) steps -> \(shrunk.value.views.count), \(shrunk.value.constraints.count), \(shrunk.value.steps.count) in \(shrunk.tries) tries, \(shrunk.seconds) s"
            )
            #expect(shrunk.signature == failure.signature)
            #expect(
                shrunk.value.constraints.count <= 5, "\(String(decoding: CaseFile.encode(shrunk.value), as: UTF8.self))"
            )
            #expect(shrunk.value.views.count < found.views.count || found.views.count <= 3)
            #expect(shrunk.value.views.count <= 3, "\(String(decoding: CaseFile.encode(shrunk.value), as: UTF8.self))")
            #expect(CasePlayer().play(shrunk.value).passed, "the shrunk case fails without the planted bug")
            let again = PlantedFaultName.planting([fault]) { CasePlayer().play(shrunk.value) }
            #expect(again.findings.contains { $0.signature == failure.signature })
            #expect(throws: Never.self) { try CaseFile.parse(CaseFile.encode(shrunk.value)) }
        }
    #endif
}
