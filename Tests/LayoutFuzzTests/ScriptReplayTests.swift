/// Operation scripts played on both solvers: the FORMAT-v2.md examples and ours
/// (docs/examples/scripts) pass every check on both; a rejected operation leaves the system
/// exactly as before; what the text alone cannot tell (a label used after its add was rejected)
/// is found while playing; a check that pins a free value is found by the reference.

import Cassowary
import ConstraintSystem
import Foundation
import LayoutFuzz
import ReferenceSolver
import Testing

@Suite struct ScriptReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized.path

    /// The scripts in FORMAT-v2.md's code blocks (none without ../shared) and ours.
    static func exampleScripts() throws -> [(name: String, script: OperationScript)] {
        var found: [(String, OperationScript)] = []
        let format = root + "/../shared/bench/FORMAT-v2.md"
        if let text = try? String(contentsOfFile: format, encoding: .utf8) {
            let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for (k, block) in blocks.enumerated() where block.hasPrefix("\nversion 2") {
                found.append(
                    (
                        "FORMAT-v2.md example \(k + 1)",
                        try ScriptReader.parse(String(block.dropFirst()), file: "FORMAT-v2.md#\(k + 1)")
                    ))
            }
            #expect(found.count == 3, "FORMAT-v2.md has three example scripts")
        } else {
            print("ScriptReplayTests: FORMAT-v2.md examples skipped: needs ../shared/bench/FORMAT-v2.md")
        }
        let folder = root + "/docs/examples/scripts"
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".txt") {
            found.append((file, try ScriptReader.read(contentsOf: folder + "/" + file)))
        }
        return found
    }

    @Test func every_example_passes_every_check_on_both_solvers() throws {
        let examples = try Self.exampleScripts()
        #expect(examples.count >= 3)
        for (name, script) in examples {
            let solvers: [(String, any ScriptSolver)] = [
                ("incremental", IncrementalScriptSolver()), ("reference", ReferenceScriptSolver()),
            ]
            for (solverName, solver) in solvers {
                let outcomes = try ScriptPlayer(script, on: solver).playToEnd()
                let verdicts = outcomes.flatMap(\.verdicts)
                #expect(!verdicts.isEmpty, "\(name): no checks")
                for verdict in verdicts where verdict.status != .passed {
                    Issue.record(
                        "\(name) on the \(solverName) solver: check \(verdict.text): \(verdict.status) (\(verdict.detail))"
                    )
                }
            }
            let comparison = try ScriptComparison.compare(script, solver: IncrementalScriptSolver())
            #expect(comparison.differences.isEmpty, "\(name): \(comparison.differences)")
        }
    }

    @Test func a_rejected_operation_leaves_the_system_exactly_as_before() throws {
        var rejections = 0
        for seed in UInt64(0)..<120 {
            let script = Self.scriptWithRejections(seed: seed)
            // Which operations must be rejected, by the exact reference.
            let rejected = Set(
                try ScriptPlayer(script, on: ReferenceScriptSolver()).playToEnd().filter {
                    $0.decision?.isRejected == true
                }.map(\.index))
            rejections += rejected.count
            var without = script
            without.operations = script.operations.enumerated().filter { !rejected.contains($0.offset) }.map(\.element)
            let withPlayer = ScriptPlayer(script, on: IncrementalScriptSolver())
            let withoutPlayer = ScriptPlayer(without, on: IncrementalScriptSolver())
            while let outcome = try withPlayer.step() {
                if rejected.contains(outcome.index) {
                    #expect(outcome.decision?.isRejected == true, "seed \(seed): line \(outcome.line) was not rejected")
                    continue
                }
                let twin = try #require(try withoutPlayer.step())
                #expect(twin.decision == outcome.decision, "seed \(seed) line \(outcome.line)")
                let (names, observed) = try withPlayer.observeAll()
                let (twinNames, twinObserved) = try withoutPlayer.observeAll()
                #expect(names == twinNames, "seed \(seed) line \(outcome.line)")
                let bits = observed.readings.map(\.value.bitPattern) + observed.errors.map(\.error.bitPattern)
                let twinBits =
                    twinObserved.readings.map(\.value.bitPattern) + twinObserved.errors.map(\.error.bitPattern)
                #expect(bits == twinBits, "seed \(seed) line \(outcome.line): \(observed) against \(twinObserved)")
            }
        }
        #expect(rejections > 300, "the scripts must reject often: \(rejections) rejections")
    }

    /// A random little layout-like script with required bounds, optional pulls, an edit variable,
    /// and operations that are often rejected (required adds, constant and priority changes that
    /// break the bounds) among ordinary ones.
    static func scriptWithRejections(seed: UInt64) -> OperationScript {
        var random = SplitMix64(seed: seed)
        var operations: [ScriptOperation] = [.edit(EditDeclaration(name: "x0", priority: Priority(300)))]
        func c(_ terms: [LinearTerm], _ relation: Relation, _ constant: Double, _ priority: Double) -> SystemConstraint
        {
            SystemConstraint(terms: terms, relation: relation, constant: constant, priority: Priority(priority))
        }
        for k in 0..<4 {
            operations.append(.add(c([LinearTerm("x\(k)")], .greaterThanOrEqual, 0, 1000), label: "low\(k)"))
            operations.append(.add(c([LinearTerm("x\(k)")], .lessThanOrEqual, 100, 1000), label: "high\(k)"))
        }
        operations.append(
            .add(c([LinearTerm("x0"), LinearTerm("x1", -1)], .lessThanOrEqual, -10, 1000), label: "order"))
        for k in 0..<6 {
            let a = random.nextInt(below: 4)
            let b = random.nextInt(below: 4)
            let terms = a == b ? [LinearTerm("x\(a)")] : [LinearTerm("x\(a)"), LinearTerm("x\(b)")]
            let priority = [250.0, 500, 750][random.nextInt(below: 3)]
            operations.append(.add(c(terms, .equal, Double(random.nextInt(below: 150)), priority), label: "pull\(k)"))
        }
        for n in 0..<12 {
            let k = random.nextInt(below: 4)
            switch random.nextInt(below: 6) {
            case 0:
                operations.append(
                    .add(
                        c([LinearTerm("x\(k)")], .greaterThanOrEqual, 90 + Double(random.nextInt(below: 50)), 1000),
                        label: "bad\(n)"))
            case 1: operations.append(.setConstant("high\(k)", Double(random.nextInt(below: 40)) - 20))
            case 2: operations.append(.setPriority("pull\(random.nextInt(below: 6))", .required, weight: nil))
            case 3:
                operations.append(.suggest(SuggestStep([Suggestion("x0", Double(random.nextInt(below: 200)) - 50)])))
            case 4:
                operations.append(.setConstant("pull\(random.nextInt(below: 6))", Double(random.nextInt(below: 150))))
            default: operations.append(.setConstant("high\(k)", 60 + Double(random.nextInt(below: 60))))
            }
        }
        return OperationScript(operations)
    }

    @Test func a_label_used_after_its_add_was_rejected_is_an_error_at_its_line() throws {
        let script = try ScriptReader.parse("version 2\nw: x == 1 @ 1000\nc: x == 2 @ 1000\nremove c\n", file: "s.txt")
        for solver in [IncrementalScriptSolver() as any ScriptSolver, ReferenceScriptSolver()] {
            #expect {
                _ = try ScriptPlayer(script, on: solver).playToEnd()
            } throws: { error in
                guard case let .script(format) = error as? ScriptPlayError else { return false }
                return format.file == "s.txt" && format.line == 4
                    && format.message.contains("is not live: its add was rejected")
            }
        }
    }

    @Test func a_label_defined_while_live_is_an_error_at_its_line() throws {
        let script = try ScriptReader.parse("version 2\nw: x == 1 @ 1000\nw: x == 1 @ 500\n", file: "s.txt")
        #expect {
            _ = try ScriptPlayer(script, on: IncrementalScriptSolver()).playToEnd()
        } throws: { error in
            guard case let .script(format) = error as? ScriptPlayError else { return false }
            return format.line == 3 && format.message.contains("defined while it is live (defined on line 2)")
        }
    }

    @Test func the_reference_finds_a_check_that_pins_a_free_value() throws {
        let script = try ScriptReader.parse(
            "version 2\nx + y == 10 @ 1000\nx >= 0 @ 1000\ncheck x+y=10 y<=10\ncheck x=0\n", file: "s.txt")
        let outcomes = try ScriptPlayer(script, on: ReferenceScriptSolver()).playToEnd()
        #expect(outcomes[2].verdicts.map(\.status) == [.passed, .passed])
        #expect(outcomes[3].verdicts.map(\.status) == [.invalid])
        #expect {
            _ = try ScriptComparison.compare(script, solver: IncrementalScriptSolver())
        } throws: { error in
            guard case let .script(format) = error as? ScriptPlayError else { return false }
            return format.line == 5 && format.message.contains("does not determine it")
        }
    }

    @Test func a_wrong_check_fails_on_both_solvers_and_they_still_agree() throws {
        let script = try ScriptReader.parse("version 2\nx == 3 @ 1000\ncheck x=4\n")
        for solver in [IncrementalScriptSolver() as any ScriptSolver, ReferenceScriptSolver()] {
            let outcomes = try ScriptPlayer(script, on: solver).playToEnd()
            #expect(outcomes[1].verdicts == [CheckVerdict(text: "x=4", status: .failed, detail: "x = 3")])
        }
        #expect(try ScriptComparison.compare(script, solver: IncrementalScriptSolver()).differences.isEmpty)
    }
}
