import ConstraintSystem
import Foundation
import LayoutFuzz
import ReferenceSolver
import Testing

/// `ScriptGenerator`: the same script for the same seed and index, every script valid at every
/// line, and the mix issue 10 asks for (rejections and re-adds, suggests on several edit
/// variables, set-constant, set-priority, remove-edit, long cycles, rounding-only redundancies,
/// scaled coefficients, zero-size required constraints).
@Suite struct ScriptGeneratorTests {
    static let generator = ScriptGenerator(seed: 11)

    @Test func theSameSeedAndIndexGiveTheSameBytes() {
        let again = ScriptGenerator(seed: 11)
        for index in 0..<40 {
            #expect(ScriptWriter.write(Self.generator.makeScript(index)) == ScriptWriter.write(again.makeScript(index)))
        }
        let other = ScriptGenerator(seed: 12)
        #expect((0..<40).filter { Self.generator.makeScript($0) == other.makeScript($0) }.count < 4)
    }

    @Test func optionsBoundTheVariablesAndTheOperations() {
        let small = ScriptGenerator(seed: 3, options: ScriptGeneratorOptions(maxVariables: 2, maxOperations: 5))
        for index in 0..<60 {
            let script = small.makeScript(index)
            let names = Set(script.operations.flatMap(Self.variables))
            #expect(names.isSubset(of: ["x0", "x1"]), "\(names)")
            // Drawing stops once 5 lines are there, the last draw adding at most 8 (a cycle); a
            // final removal of everything (one line per live constraint and edit) may follow.
            let adds = script.operations.filter { if case .add = $0 { true } else { false } }.count
            #expect(script.operations.count <= 4 + 8 + adds + 2, "\(script.operations.count)")
        }
    }

    /// Played on the reference with every rounding-only decision taken as accepted (what the
    /// draw's mirror assumes), no script names a label that is not live or defines one that is.
    @Test func everyScriptReadsBackAndIsValidAtEveryLine() throws {
        for index in 0..<150 {
            let script = Self.generator.makeScript(index)
            #expect(try ScriptReader.parse(ScriptWriter.write(script)) == script)
            let player = ScriptPlayer(script, on: AcceptingRounding())
            do {
                _ = try player.playToEnd()
            } catch {
                Issue.record("script \(index): \(error)\n\(ScriptWriter.write(script))")
            }
        }
    }

    @Test func theMixHasEveryKindOfOperation() throws {
        var seen: [String: Int] = [:]
        for index in 0..<300 {
            let script = Self.generator.makeScript(index)
            let player = ScriptPlayer(script, on: AcceptingRounding())
            var addsOfLabel: [String: Int] = [:]
            var rejectedLabels = Set<String>()
            while let step = try player.step() {
                switch step.operation {
                case let .add(constraint, label?):
                    addsOfLabel[label, default: 0] += 1
                    if rejectedLabels.contains(label) { seen["re-add after rejection", default: 0] += 1 }
                    if step.decision?.isRejected == true {
                        seen["rejected add", default: 0] += 1
                        rejectedLabels.insert(label)
                    }
                    if constraint.terms.contains(where: { abs($0.coefficient) <= 1e-3 || abs($0.coefficient) >= 1e3 }) {
                        seen["scaled coefficient", default: 0] += 1
                    }
                    if constraint.priority.isRequired && constraint.relation == .equal && constraint.constant == 0 {
                        seen["zero-size required", default: 0] += 1
                    }
                    if constraint.constant == 0.1 + 0.2 { seen["0.1 + 0.2", default: 0] += 1 }
                case .add: break
                case let .suggest(values) where values.values.count >= 2:
                    seen["suggest on several edit variables", default: 0] += 1
                case .setConstant: seen["set-constant", default: 0] += 1
                case .setPriority: seen["set-priority", default: 0] += 1
                case .removeEdit: seen["remove-edit", default: 0] += 1
                case .remove: seen["remove", default: 0] += 1
                default: break
                }
            }
            if addsOfLabel.values.contains(where: { $0 >= 3 }) {
                seen["a label added three times (cycle)", default: 0] += 1
            }
            if player.state.entries.isEmpty && player.state.edits.isEmpty && script.operations.count > 4 {
                seen["ends empty", default: 0] += 1
            }
        }
        let expected = [
            "rejected add", "re-add after rejection", "scaled coefficient", "zero-size required", "0.1 + 0.2",
            "suggest on several edit variables",
            "set-constant", "set-priority", "remove-edit", "remove", "a label added three times (cycle)", "ends empty",
        ]
        for kind in expected { #expect(seen[kind, default: 0] > 0, "no \(kind) in 300 scripts: \(seen)") }
        print("ScriptGeneratorTests: \(seen.sorted { $0.key < $1.key })")
    }

    /// libFuzzer's inputs: the bytes are the choices. No bytes (every choice the first) give one
    /// add and its removal; the same bytes give the same script; any bytes give a valid script.
    @Test func bytesAreChoicesAndAnyBytesMakeAValidScript() throws {
        let empty = ScriptGenerator.makeScript(from: [])
        #expect(ScriptWriter.write(empty) == "version 2\nc0: x0 - x1 == 0 @ 1000\nremove c0\n")
        var random = SplitMix64(seed: 5)
        for _ in 0..<100 {
            let bytes = (0..<random.nextInt(below: 200)).map { _ in UInt8(random.nextInt(below: 256)) }
            let script = ScriptGenerator.makeScript(from: bytes)
            #expect(script == ScriptGenerator.makeScript(from: bytes))
            #expect(try ScriptReader.parse(ScriptWriter.write(script)) == script)
            do {
                _ = try ScriptPlayer(script, on: AcceptingRounding()).playToEnd()
            } catch {
                Issue.record("\(bytes): \(error)\n\(ScriptWriter.write(script))")
            }
        }
    }

    static func variables(_ operation: ScriptOperation) -> [String] {
        switch operation {
        case let .add(constraint, _): constraint.terms.map(\.name)
        case let .edit(edit): [edit.name]
        case let .removeEdit(name): [name]
        case let .suggest(step): step.values.map(\.name)
        default: []
        }
    }
}

/// The reference, taking every decision that rounding alone makes as accepted.
final class AcceptingRounding: ScriptSolver {
    let exact: ReferenceScriptSolver
    init(method: ReferenceSolver.Method? = nil) { exact = ReferenceScriptSolver(method: method) }
    var reportsIrreducibleConflicts: Bool { true }
    func add(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) -> Decision {
        exact.testedDecision = .accepted
        return try exact.add(id, constraint)
    }
    func remove(_ id: Int, _ constraint: SystemConstraint) throws(ScriptSolverError) {
        try exact.remove(id, constraint)
    }
    func setConstant(_ id: Int, of constraint: SystemConstraint, to value: Double) throws(ScriptSolverError) -> Decision
    {
        exact.testedDecision = .accepted
        return try exact.setConstant(id, of: constraint, to: value)
    }
    func setPriority(_ id: Int, of constraint: SystemConstraint, to priority: Priority, weight: Double?)
        throws(ScriptSolverError) -> Decision
    {
        exact.testedDecision = .accepted
        return try exact.setPriority(id, of: constraint, to: priority, weight: weight)
    }
    func addEdit(_ edit: EditDeclaration) throws(ScriptSolverError) { try exact.addEdit(edit) }
    func removeEdit(_ name: String) throws(ScriptSolverError) { try exact.removeEdit(name) }
    func suggest(_ step: SuggestStep) throws(ScriptSolverError) { try exact.suggest(step) }
    func observe(_ expressions: [[LinearTerm]]) throws(ScriptSolverError) -> Observation {
        try exact.observe(expressions)
    }
}
