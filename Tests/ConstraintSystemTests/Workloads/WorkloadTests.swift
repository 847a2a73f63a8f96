/// The generated workloads: their sizes, their forms, and that a seed always gives the same system.

import ConstraintSystem
import Testing

@Suite struct WorkloadTests {
    @Test(arguments: [1, 2, 10, 100])
    func chainHasFourConstraintsPerViewPlusThree(_ n: Int) {
        let system = Workload.chain(n)
        #expect(system.constraints.count == 4 * n + 3)
        #expect(system.variableNames.count == 2 * n + 2)
        #expect(system.edits.map(\.name) == ["cw"])
        #expect(system.steps.map { $0.values.map(\.value) } == [20, 30, 50, 80, 120, 200].map { [Double(8 * n * $0)] })
    }

    @Test(arguments: [(1, 1), (3, 4), (10, 10)])
    func gridHasFourConstraintsPerViewAndPerRowPlusFive(_ rows: Int, _ columns: Int) {
        let system = Workload.grid(rows: rows, columns: columns)
        #expect(system.constraints.count == 4 * rows * columns + 4 * rows + 5)
        #expect(system.variableNames.count == 4 + 2 * rows * columns + 2 * rows)
        #expect(system.edits.map(\.name) == ["cw", "ch"])
        #expect(
            system.steps[0].values
                == [Suggestion("cw", Double(160 * columns)), Suggestion("ch", Double(15 * rows))])
    }

    @Test(arguments: [1, 2, 300, 1000])
    func treeHasTwelveConstraintsPerChildPlusRatios(_ n: Int) {
        let system = Workload.tree(n, seed: 7)
        let ratios = system.constraints.filter { $0.terms.count == 2 && $0.terms[1].coefficient == -2 }.count
        #expect(system.constraints.count == 4 + 12 * (n - 1) + ratios)
        #expect(ratios <= n / 10 + 3 * Int(Double(n).squareRoot()) + 1)
        #expect(system.variableNames.count == 4 * n)
        #expect(system.edits.map(\.name) == ["w0", "h0"])
        #expect(system.steps.count == 6)
    }

    @Test func chainOfOneIsThisSystem() {
        let text = FormatWriter.write(Workload.chain(1))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 + 7 + 6)
        #expect(lines[0] == "edit cw 900 ~ 1000000")
        #expect(
            Array(lines[1...3]) == [
                "cl == 0 @ 1000 ~ 1001001000", "cw >= 0 @ 1000 ~ 1001001000", "vx0 - cl == 8 @ 1000 ~ 1001001000",
            ])
        #expect(lines[4].hasPrefix("vw0 <= ") && lines[4].hasSuffix(" @ 250 ~ 250"))
        #expect(lines[5].hasPrefix("vw0 >= ") && lines[5].hasSuffix(" @ 750 ~ 750000"))
        #expect(lines[6] == "vw0 >= 0 @ 1000 ~ 1001001000")
        #expect(lines[7] == "cl + cw - vx0 - vw0 == 8 @ 1000 ~ 1001001000")
        #expect(lines[8] == "suggest cw=160")
    }

    @Test func intrinsicSizesComeFromTheTables() {
        let chainSizes = Set(Workload.chain(200).constraints.filter { $0.priority == 250 }.map(\.constant))
        #expect(chainSizes.isSubset(of: [24, 40, 64, 88, 120]) && chainSizes.count > 1)
        let treeSizes = Set(Workload.tree(200).constraints.filter { $0.priority == 250 }.map(\.constant))
        #expect(treeSizes.isSubset(of: [20, 44, 80, 150, 16, 30]) && treeSizes.count > 2)
    }

    @Test func sameArgumentsGiveTheSameSystemAndText() {
        #expect(FormatWriter.write(Workload.chain(30)) == FormatWriter.write(Workload.chain(30)))
        #expect(
            FormatWriter.write(Workload.grid(rows: 5, columns: 6))
                == FormatWriter.write(Workload.grid(rows: 5, columns: 6)))
        #expect(FormatWriter.write(Workload.tree(100, seed: 9)) == FormatWriter.write(Workload.tree(100, seed: 9)))
        #expect(Workload.tree(100, seed: 9) != Workload.tree(100, seed: 10))
    }
}
