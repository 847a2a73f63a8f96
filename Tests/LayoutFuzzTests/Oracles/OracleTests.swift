import Foundation
import LayoutCase
import LayoutEngine
import Testing

@testable import LayoutFuzz

/// Each oracle on hand-made situations: it holds on a correct layout and fails on a wrong one.
@Suite struct OracleTests {
    static func observe(_ runner: CaseRunner, _ state: Case, trace: [TraceEvent] = [], ranLoop: Bool = false)
        -> StepObservation
    {
        StepObservation(runner: runner, state: state, step: 1, trace: trace, ranLoop: ranLoop)
    }

    @Test func rebuildCatchesAnEngineThatMovedBehindTheCasesBack() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        #expect(RebuildOracle.check(Self.observe(runner, CaseRunnerTests.bar)) == .passed)
        try runner.constraint("lead")!.setConstant(30)  // not in the case
        runner.window.layoutIfNeeded()
        guard case let .failed(problems) = RebuildOracle.check(Self.observe(runner, CaseRunnerTests.bar)) else {
            Issue.record("rebuild did not fail")
            return
        }
        #expect(problems == ["bar.minX: fresh 8, incremental 30"])
    }

    @Test func orderAndAddRemoveHoldOnACorrectEngine() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        let seen = Self.observe(runner, CaseRunnerTests.bar)
        #expect(OrderOracle.check(seen) == .passed)
        #expect(AddRemoveOracle.check(seen) == .passed)
        #expect(runner.madeConstraints().allSatisfy { $0.constraint.isActive })
    }

    /// Two wishes at one priority a millionth apart leave a range of 1e-6: the engine's solver
    /// calls it one value, the exact reference a range; within the tolerance either is right.
    @Test func ambiguityReadsARangeWithinTheToleranceEitherWay() throws {
        var label = CaseView(id: "v0", parent: "window", kind: .label)
        label.text = "A"
        let value = Case(
            window: CaseWindow(width: 320, height: 480), views: [label],
            constraints: [
                CaseConstraint(
                    id: "c1", first: CaseAnchor("v0", .centerX), second: CaseAnchor("window.safeArea", .centerX),
                    priority: 250),
                CaseConstraint(
                    id: "c5", first: CaseAnchor("v0", .centerX), second: CaseAnchor("window.safeArea", .centerX),
                    constant: 1e-6, priority: 250),
            ])
        let seen = Self.observe(try CaseRunner(value), value)
        #expect(AmbiguityOracle.check(seen) == .passed)
        #expect(seen.runner.window.ambiguousViews().first?.freeComponents == ["minY"])
    }

    @Test func mirrorHoldsForLeadingTrailingLeftRightCentresAndFramesAndSaysWhyItDoesNotApply() throws {
        let value = CaseRunnerTests.bar
        #expect(MirrorOracle.check(Self.observe(try CaseRunner(value), value)) == .passed)
        var left = value
        left.constraints[0].first.attribute = .left
        left.constraints[0].second?.attribute = .left
        #expect(MirrorOracle.unmirrorable(left) == nil)
        #expect(MirrorOracle.flipped(left).constraints[0].first.attribute == .right)
        #expect(MirrorOracle.check(Self.observe(try CaseRunner(left), left)) == .passed)
        var centred = value
        centred.constraints[0] = CaseConstraint(
            id: "mid", first: CaseAnchor("bar", .centerX), relation: .lessThanOrEqual,
            second: CaseAnchor("window", .centerX), constant: 4)
        #expect(MirrorOracle.unmirrorable(centred) == nil)
        #expect(
            MirrorOracle.flipped(centred).constraints[0].relation == .greaterThanOrEqual
                && MirrorOracle.flipped(centred).constraints[0].constant == -4)
        #expect(MirrorOracle.check(Self.observe(try CaseRunner(centred), centred)) == .passed)
        centred.constraints[0].multiplier = 0.5
        #expect(
            MirrorOracle.unmirrorable(centred) == "constraint 'mid' scales an x measured from the left (multiplier 0.5)"
        )
        var framed = value
        framed.views[0].frame = CaseRect(x: 1, y: 2, width: 3, height: 4)
        framed.constraints = []
        #expect(MirrorOracle.unmirrorable(framed) == nil)
        #expect(MirrorOracle.flipped(framed).views[0].frame?.x == framed.window.width - 4)
        #expect(MirrorOracle.check(Self.observe(try CaseRunner(framed), framed)) == .passed)
    }

    @Test func flippingSwapsEveryDirectionAndTheSafeAreasSides() {
        var value = CaseRunnerTests.bar
        value.window.safeArea = CaseInsets(top: 1, left: 2, bottom: 3, right: 4)
        value.views.append(CaseView(id: "forced", parent: "window"))
        value.views[1].direction = .rtl
        let flipped = MirrorOracle.flipped(value)
        #expect(flipped.window.direction == .rtl)
        #expect(flipped.window.safeArea == CaseInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(flipped.views.map(\.direction) == [nil, .ltr])
        #expect(MirrorOracle.flipped(flipped).window.direction == .ltr)
    }

    @Test func cycleHoldsOnARealRunLoopTurn() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        runner.window.trace.removeAll()
        try runner.run(.setConstant(constraint: "lead", value: 12), at: "steps[0]")
        runner.view("bar")!.setNeedsDisplay()
        try runner.run(.tick(frames: 2), at: "steps[1]")
        let trace = runner.window.trace
        #expect(trace.contains { if case .draw = $0 { true } else { false } })
        #expect(CycleOracle.check(Self.observe(runner, CaseRunnerTests.bar, trace: trace, ranLoop: true)) == .passed)
    }

    @Test func cycleCatchesDrawingOutsideTheDisplayPassAndTopDownConstraints() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        try runner.run(.tick(frames: 1), at: "steps[0]")  // drawn: nothing needs display
        let bounds = runner.view("bar")!.bounds
        let outside = CycleOracle.check(
            Self.observe(runner, CaseRunnerTests.bar, trace: [.draw("bar", bounds)], ranLoop: false))
        #expect(outside == .failed(["draw bar outside the display pass (the step did not run the run loop)"]))
        let late = CycleOracle.check(
            Self.observe(
                runner, CaseRunnerTests.bar,
                trace: [.draw("bar", bounds), .layoutSubviews("window"), .draw("bar", bounds)], ranLoop: true))
        #expect(late == .failed(["layout of window after the display pass began", "draw bar twice in one cycle"]))
        let topDown = CycleOracle.check(
            Self.observe(runner, CaseRunnerTests.bar, trace: [.updateConstraints("window"), .updateConstraints("bar")]))
        #expect(topDown == .failed(["updateConstraints bar (depth 1) after a shallower view (depth 0): not bottom-up"]))
        runner.view("bar")!.setNeedsLayout()
        #expect(
            CycleOracle.check(Self.observe(runner, CaseRunnerTests.bar))
                == .failed(["bar still needs layout after the step"]))
    }

    @Test func cycleCatchesALayoutPassThatIsNotTopDownWithinARound() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        func check(_ trace: [TraceEvent]) -> OracleOutcome {
            CycleOracle.check(Self.observe(runner, CaseRunnerTests.bar, trace: trace))
        }
        #expect(check([.layoutRound(1), .layoutSubviews("window"), .layoutSubviews("bar")]) == .passed)
        #expect(
            check([.layoutRound(1), .layoutSubviews("bar"), .layoutSubviews("window")])
                == .failed(["layoutSubviews window after its subview bar's in the same round: not top-down"]))
        #expect(
            check([.layoutRound(1), .layoutSubviews("bar"), .layoutSubviews("bar")])
                == .failed(["layoutSubviews bar twice in one layout round"]))
        // A later round lays out what the previous one changed: the superview may come again.
        #expect(
            check([.layoutRound(1), .layoutSubviews("bar"), .layoutRound(2), .layoutSubviews("window")]) == .passed)
    }

    /// Case 38524 of a 240-second run of seed 1, minimized (Corpus/regressions/ba3fd0c1b85b4be2.json):
    /// a stack's margins follow the safe area, which follows where the stack sits. It settles with
    /// a conflict (its alignment constraint broken); toggling `c4` sends its layout round a
    /// feedback loop, which gives up in another place, where nothing conflicts.
    static let twoFixpoints = """
        {"version": 1, "window": {"width": 100, "height": 100},
         "views": [{"id": "v1", "kind": "stack", "marginsRelative": true, "parent": "window"},
                   {"id": "v3", "kind": "image", "imageSize": {"width": 24, "height": 44}, "parent": "v1"}],
         "constraints": [
           {"id": "c4", "first": {"item": "v1", "attribute": "bottom"}, "relation": "<=",
            "second": {"item": "v3", "attribute": "top"}, "constant": -20, "priority": 1000},
           {"id": "c5", "first": {"item": "v1", "attribute": "height"}, "relation": ">=", "priority": 1000}],
         "steps": [{"op": "setDirection", "view": "v3", "direction": "inherit"},
                   {"op": "setSafeArea", "insets": {"top": 44, "left": 44, "bottom": 34}}]}
        """

    @Test func addRemoveSkipsAToggleThatSentTheLayoutRoundAFeedbackLoop() throws {
        let value = try CaseFile.parse(Data(Self.twoFixpoints.utf8))
        let runner = try CaseRunner(value)
        for (index, step) in value.steps.enumerated() { try runner.run(step, at: "steps[\(index)]") }
        let seen = StepObservation(runner: runner, state: value, step: 2, trace: [], ranLoop: false)
        #expect(seen.snapshot.broken.count == 1 && seen.snapshot.settled)
        let outcome = AddRemoveOracle.check(seen)
        let after = LayoutSnapshot(runner)
        #expect(after.broken.isEmpty && !after.settled)
        #expect(outcome == .skipped("a layout never settled (feedback loop): no fixpoint to compare"))
    }

    /// Case 67582 of a 240-second run of seed 1, minimized: `v1` has no horizontal position of
    /// its own, so both directions put it at x = 0; its margins follow the safe area on the left,
    /// which it overlaps by 44 whatever its width, but the right one only by its width less 56,
    /// which feeds back into its width and never settles. The live engine (left to right) settles;
    /// the flipped one gives up, and there is no mirror image to compare.
    static let unsettledMirror = """
        {"version": 1, "window": {"width": 100, "height": 100},
         "views": [{"id": "v1", "kind": "label", "text": "", "parent": "window"},
                   {"id": "v2", "kind": "label", "text": "Title", "parent": "v1"}],
         "constraints": [{"id": "c7", "first": {"item": "v2", "attribute": "centerX"}, "relation": "==",
                          "second": {"item": "v1.margins", "attribute": "centerX"}, "priority": 1000}],
         "steps": [{"op": "addFormat", "id": "f0", "format": "H:|-(40@750)-[v2(44@250)]"},
                   {"op": "setSafeArea", "insets": {"top": 20, "left": 44, "bottom": 21}}]}
        """

    @Test func mirrorSkipsAFlippedLayoutThatNeverSettles() throws {
        let value = try CaseFile.parse(Data(Self.unsettledMirror.utf8))
        var judged = false
        _ = CasePlayer(oracles: [.mirror]).play(value) { seen, _ in
            guard seen.step == 2 else { return }
            judged = true
            guard case let .success(flipped) = seen.build(MirrorOracle.flipped(seen.state)) else {
                Issue.record("the flipped case was refused")
                return
            }
            #expect(!flipped.settled)
            #expect(seen.snapshot.settled)
            #expect(
                MirrorOracle.check(seen) == .skipped("a layout never settled (feedback loop): no fixpoint to compare"))
        }
        #expect(judged)
    }

    @Test func theReferenceOracleNamesTheFramesThatDiffer() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        runner.view("bar")!.frame.origin.y += 3
        let seen = Self.observe(runner, CaseRunnerTests.bar)
        guard case .failed = ReferenceOracle.check(seen) else {
            Issue.record("reference did not fail")
            return
        }
        let differences = seen.frameDifferences()
        #expect(differences.map(\.view) == ["bar"])
        #expect(differences.first?.components == ["minY"])
        #expect(differences.first?.engine.minY == 47 && differences.first?.reference.minY == 44)
    }

    @Test func theComparisonSeesADeterminedFrameMovedAnErrorChangedAndAViewOnOneSideOnly() throws {
        let runner = try CaseRunner(CaseRunnerTests.bar)
        let seen = Self.observe(runner, CaseRunnerTests.bar)
        let base = seen.snapshot
        #expect(seen.differences(base, base, labels: ("a", "b")).isEmpty)
        var moved = base
        moved.frames["bar"]!.origin.x += 1
        moved.errors[750] = 3
        moved.frames["ghost"] = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(
            seen.differences(base, moved, labels: ("a", "b")) == [
                "bar.minX: a 8, b 9", "ghost: in the b layout only", "error at priority 750: a 0, b 3",
            ])
    }

    @Test func aFlippedLayoutNotMirroredBackDiffersSoTheMirrorOracleHasTeeth() throws {
        let value = CaseRunnerTests.bar
        let seen = Self.observe(try CaseRunner(value), value)
        guard case let .success(fresh) = seen.fresh,
            case let .success(flipped) = StepObservation.build(MirrorOracle.flipped(value))
        else {
            Issue.record("the builds failed")
            return
        }
        #expect(seen.differences(fresh, flipped.mirrored(), labels: ("a", "b")).isEmpty)
        #expect(seen.differences(fresh, flipped, labels: ("a", "b")) == ["bar.minX: a 8, b 212"])
    }

    #if PLUMB_FAULTS
        @Test func invariantsCatchASolverWhosePrioritiesAreOutOfOrder() throws {
            var value = CaseRunnerTests.bar  // two optional priorities, so two objective levels
            value.constraints.append(
                CaseConstraint(id: "narrow", first: CaseAnchor("bar", .height), constant: 20, priority: 250))
            #expect(InvariantsOracle.check(Self.observe(try CaseRunner(value), value)) == .passed)
            let outcome = try PlantedFaultName.planting([.solver(.invertedPriorities)]) {
                InvariantsOracle.check(Self.observe(try CaseRunner(value), value))
            }
            guard case let .failed(problems) = outcome else {
                Issue.record("invariants held on a solver with its priorities reversed")
                return
            }
            #expect(problems.contains { $0.contains("levels not in descending priority") }, "\(problems)")
        }

        /// The engine's conflict log is judged: a listed set that can hold together is a finding of
        /// `reference`, though the engine broke the right constraint.
        @Test func referenceJudgesTheConflictLog() throws {
            var value = CaseRunnerTests.bar
            value.constraints.append(CaseConstraint(id: "narrow", first: CaseAnchor("bar", .width), constant: 60))
            let seen = Self.observe(try CaseRunner(value), value)
            #expect(seen.conflicts.count == 1)
            #expect(ReferenceOracle.check(seen) == .passed)
            let faulty = try PlantedFaultName.planting([.view(.conflictLogDropsAMember)]) {
                Self.observe(try CaseRunner(value), value)
            }
            #expect(faulty.runner.window.brokenConstraints.map(\.identifier) == ["narrow"])
            #expect(
                ReferenceOracle.check(faulty)
                    == .failed([
                        "the conflict log of the engine lists 1 constraints that can hold together (it broke 'narrow')"
                    ]))
        }
    #endif
}
