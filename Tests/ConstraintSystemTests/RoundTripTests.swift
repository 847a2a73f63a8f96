/// write -> read gives back the same system: hand-written, generated, kiwi's enaml benchmark, and
/// thousands of random systems full of awkward doubles.

import ConstraintSystem
import Testing

@Suite struct RoundTripTests {
    /// The reasons `system` does not survive write -> read -> write, empty when it does.
    static func roundTripProblems(_ system: ConstraintSystem) -> [String] {
        let text = FormatWriter.write(system, title: "round trip")
        let read: ConstraintSystem
        do {
            read = try FormatReader.parse(text)
        } catch {
            return ["the written text does not read: \(error)\n\(text)"]
        }
        var problems: [String] = []
        if read != system { problems.append("read back differently:\n\(text)") }
        if FormatWriter.write(read, title: "round trip") != text {
            problems.append("written differently the second time")
        }
        if read.source?.constraintLines.count != system.constraints.count { problems.append("source map incomplete") }
        return problems
    }

    @Test(arguments: Fixtures.all.map(\.0))
    func handWrittenSystemSurvives(_ name: String) throws {
        let system = try #require(Fixtures.all.first { $0.0 == name }?.1)
        #expect(Self.roundTripProblems(system) == [])
    }

    @Test func generatedWorkloadsSurvive() {
        let systems = [
            Workload.chain(1), Workload.chain(50), Workload.grid(rows: 1, columns: 1),
            Workload.grid(rows: 4, columns: 7), Workload.tree(1), Workload.tree(200, seed: 3),
        ]
        for system in systems {
            #expect(Self.roundTripProblems(system) == [])
        }
    }

    @Test(.enabled(if: Fixtures.enamlLikeExists, "../shared/bench/enaml-like.txt is not beside the package"))
    func enamlLikeFileSurvives() throws {
        let system = try FormatReader.read(contentsOf: Fixtures.enamlLikePath)
        #expect(system.constraints.count == 111)
        #expect(system.variableNames.count == 37)
        #expect(system.edits.map(\.name) == ["width", "height"])
        #expect(system.steps.count == 6)
        #expect(Self.roundTripProblems(system) == [])
    }

    @Test func randomSystemsSurvive() {
        let seeds: ClosedRange<UInt64> = 1...2_000
        var failures: [String] = []
        for seed in seeds {
            let problems = Self.roundTripProblems(RandomSystems.system(seed: seed))
            if !problems.isEmpty { failures.append("seed \(seed): \(problems.joined(separator: "; "))") }
        }
        print("randomSystemsSurvive: seeds \(seeds), \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
    }

    @Test func awkwardDoublesSurviveInEveryPosition() {
        for value in RandomSystems.awkwardNumbers {
            let magnitude = abs(value)
            let system = ConstraintSystem(
                edits: [EditDeclaration(name: "e", priority: 500, weight: magnitude)],
                constraints: [
                    SystemConstraint(
                        terms: value == 0 ? [] : [LinearTerm("x", value)], relation: .equal,
                        constant: value, priority: 1000, weight: magnitude)
                ],
                steps: [SuggestStep([Suggestion("e", value)])])
            #expect(Self.roundTripProblems(system) == [], "value \(value)")
        }
    }
}
