import Cassowary
import ConstraintSystem
import Foundation
import LayoutFuzz
import Testing

/// The solver oracles on scripts (`ScriptFuzzPlayer`): `reference`, `size` and `repeat` hold on
/// our solver for generated scripts and fail where a solver is wrong in their way; a solver that
/// fails an operation is an `error` finding.
@Suite struct ScriptOracleTests {
    static func script(_ text: String) throws -> OperationScript { try ScriptReader.parse(text, file: "test.txt") }

    @Test func everyOracleJudgesEveryLineOfAPassingScript() throws {
        let script = try Self.script(
            """
            version 2
            edit x 500
            a: x >= 10 @ 1000
            b: x + y == 40 @ 750
            suggest x=30
            remove a
            suggest x=5
            remove b
            remove-edit x
            """)
        let verdict = ScriptFuzzPlayer().play(script)
        #expect(verdict.passed, "\(verdict.findings)")
        #expect(verdict.tally[.reference]?.passed == 8)
        #expect(verdict.tally[.rerun]?.passed == 8)
        #expect(verdict.tally[.size]?.passed == 1, "one point with nothing live: the end")
    }

    /// A solver whose readings depend on how many instances came before it: only `repeat` sees
    /// that (each play on its own agrees with itself).
    @Test func repeatFindsASolverThatAnswersDifferentlyTheSecondTime() throws {
        let script = try Self.script("version 2\na: x == 10 @ 1000\nb: y >= x @ 500\n")
        let counter = Counter()
        let player = ScriptFuzzPlayer(oracles: [.rerun]) { Drifting(instance: counter.next()) }
        let verdict = player.play(script)
        let finding = try #require(verdict.findings.first)
        #expect(finding.kind == .oracle(.rerun) && finding.step == 1)
        #expect(
            finding.message.hasPrefix(
                "line 2: x reads 10.000000000000002 on one play and 10.000000000000004 on another"),
            "\(finding.message)")
        #expect(ScriptFuzzPlayer(oracles: [.rerun]).play(script).passed)
    }

    @Test func aSolverThatFailsAnOperationIsAnErrorFinding() throws {
        let script = try Self.script("version 2\na: x == 10 @ 1000\nremove a\n")
        let verdict = ScriptFuzzPlayer(oracles: [.reference]) { Refusing() }.play(script)
        let finding = try #require(verdict.findings.first)
        #expect(finding.kind == .error && finding.step == 2)
        #expect(finding.message == "line 3: the solver failed: removal refused")
    }

    /// The decision is right, the explanation wrong: `reference` judges the conflicting set the
    /// solver names, and a set that can hold with the rejected constraint is a finding.
    @Test func referenceJudgesTheConflictingSetASolverNames() throws {
        let script = try Self.script("version 2\na: x == 10 @ 1000\nb: y == 5 @ 1000\nc: x == 20 @ 1000\n")
        #expect(ScriptFuzzPlayer(oracles: [.reference]) { Forwarding() }.play(script).passed)
        let verdict = ScriptFuzzPlayer(oracles: [.reference]) { Misnaming() }.play(script)
        let finding = try #require(verdict.findings.first)
        #expect(finding.kind == .oracle(.reference) && finding.step == 3)
        #expect(
            finding.message
                == "line 4: the solver rejects 'c: x == 20 @ 1000' naming a conflicting set of 1 that can hold with it (ids [1])",
            "\(finding.message)")
    }

    @Test func sizeIsSkippedForASolverThatReportsNoSizes() throws {
        let verdict = ScriptFuzzPlayer(oracles: [.size]) { Drifting(instance: 0) }.play(
            try Self.script("version 2\na: x == 1 @ 1000\n"))
        #expect(verdict.passed && verdict.tally[.size]?.skipped == 1)
    }

    @Test func ourSolverPassesEveryOracleOnGeneratedScripts() {
        // Seeds whose scripts stay clear of the scaled systems our solver gets wrong
        // (docs/findings/plumbline-solver.md): a regression anywhere else shows here.
        let generator = ScriptGenerator(seed: 5, options: ScriptGeneratorOptions(maxVariables: 4, maxOperations: 20))
        var failing: [String] = []
        for index in 0..<60 {
            let verdict = ScriptFuzzPlayer().play(generator.makeScript(index))
            failing += verdict.findings.map { "script \(index): \($0.kind): \($0.message)" }
        }
        #expect(failing.isEmpty, "\(failing)")
    }

    #if PLUMB_FAULTS
        /// Only `size` sees a removal that leaves a symbol behind: every value stays right.
        @Test func sizeFindsSymbolsLeftBehindAndNothingElseDoes() throws {
            let script = try Self.script("version 2\na: x == 10 @ 500\nremove a\nb: x <= 3 @ 1000\n")
            let verdict = PlantedFaultName.planting([.solver(.symbolsLeftOnRemoval)]) {
                ScriptFuzzPlayer().play(script)
            }
            #expect(verdict.findings.map(\.kind) == [.oracle(.size)])
            #expect(verdict.findings.first?.message == "symbols: 1 with nothing live (line 3); an empty solver has 0")
            #expect(verdict.findings.first?.step == 2)
            #expect(ScriptFuzzPlayer().play(script).passed)
        }

        @Test func referenceFindsAConstantChangedTheWrongWay() throws {
            let script = try Self.script("version 2\na: x >= 10 @ 1000\nb: x == 0 @ 500\nset-constant a 20\n")
            let verdict = PlantedFaultName.planting([.solver(.setConstantWrongSignForGreaterOrEqual)]) {
                ScriptFuzzPlayer().play(script)
            }
            let finding = try #require(verdict.findings.first { $0.kind == .oracle(.reference) })
            #expect(finding.step == 3 && finding.message.hasPrefix("line 4: "), "\(finding.message)")
            #expect(ScriptFuzzPlayer().play(script).passed)
        }
    #endif
}

private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// Our solver behind a class whose methods a test double overrides.
private class Forwarding: ScriptSolver {
    let inner = IncrementalScriptSolver()
    var reportsIrreducibleConflicts: Bool { false }
    func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        try inner.add(id, constraint)
    }
    func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) {
        try inner.remove(id, constraint)
    }
    func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError) -> Decision
    {
        try inner.setConstant(id, of: constraint, to: value)
    }
    func setPriority(_ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?)
        throws(ScriptSolverError) -> Decision
    {
        try inner.setPriority(id, of: constraint, to: priority, weight: weight)
    }
    func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError) { try inner.addEdit(edit) }
    func removeEdit(_ name: String) throws(ScriptSolverError) { try inner.removeEdit(name) }
    func suggest(_ step: SuggestStep) throws(ScriptSolverError) { try inner.suggest(step) }
    func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        try inner.observe(expressions)
    }
}

/// Every reading moved by a few ulps, more for each later instance.
private final class Drifting: Forwarding {
    let instance: Int
    init(instance: Int) { self.instance = instance }
    override func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        var observation = try inner.observe(expressions)
        for k in observation.readings.indices {
            for _ in 0..<instance { observation.readings[k].value = observation.readings[k].value.nextUp }
        }
        return observation
    }
}

/// Names the live constraint added last as the conflict of every rejection, right or not.
private final class Misnaming: Forwarding {
    var last = 0
    override func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        let decision = try inner.add(id, constraint)
        guard decision.isRejected else {
            last = id
            return decision
        }
        return .rejected(conflict: [last])
    }
}

/// Refuses every removal.
private final class Refusing: Forwarding {
    override func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) {
        throw ScriptSolverError(.failed, "removal refused")
    }
}
