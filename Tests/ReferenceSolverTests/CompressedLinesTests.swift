import Testing

@testable import ReferenceSolver

/// The storage of SparseLU's factors: the transpose, and the reach that makes sparse solves skip what they
/// cannot touch.
@Suite struct CompressedLinesTests {
    /// Lines from lists of (index, value) pairs.
    private func lines(_ lists: [[(Int, Int)]]) -> CompressedLines {
        var lines = CompressedLines()
        for list in lists {
            for (index, value) in list { lines.append(index: index, value: Rational(value)) }
            lines.closeLine()
        }
        return lines
    }

    private func entries(_ lines: CompressedLines, _ line: Int) -> [String] {
        lines.range(of: line).map { "\(lines.indices[$0]):\(lines.values[$0])" }
    }

    @Test func theTransposeSwapsLinesAndIndicesInIncreasingOrder() {
        let original = lines([[(2, 5), (0, 1)], [], [(2, 7), (1, -3)]])
        let transposed = original.transposed(lineCount: 3)
        #expect(entries(transposed, 0) == ["0:1"])
        #expect(entries(transposed, 1) == ["2:-3"])
        #expect(entries(transposed, 2) == ["0:5", "2:7"])
        #expect(transposed.transposed(lineCount: 3).entryCount == original.entryCount)
    }

    /// 0 → 1 → 3, 0 → 2 → 3, 4 → 0, 5 alone.
    @Test func theReachHoldsTheDescendantsOnlyEachBeforeWhatItNames() {
        let dag = lines([[(1, 1), (2, 1)], [(3, 1)], [(3, 1)], [], [(0, 1)], []])
        let order = dag.reach(from: [0])
        #expect(order.sorted() == [0, 1, 2, 3])
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for line in order {
            for entry in dag.range(of: line) { #expect(position[line]! < position[dag.indices[entry]]!) }
        }
        #expect(dag.reach(from: [3]) == [3])
        #expect(dag.reach(from: [5, 3]).sorted() == [3, 5])
        #expect(dag.reach(from: [4]).first == 4 && dag.reach(from: [4]).count == 5)
        #expect(dag.reach(from: []).isEmpty)
    }

    @Test func aChainOf100000IsReachedWithoutRecursion() {
        let size = 100_000
        let chain = lines((0..<size).map { $0 + 1 < size ? [($0 + 1, 1)] : [] })
        #expect(chain.reach(from: [0]) == Array(0..<size))
        #expect(chain.reach(from: [size - 1]) == [size - 1])
    }
}
