// The reach of a sparse right-hand side, for a triangular solve that touches only what it must
// (Gilbert & Peierls, "Sparse partial pivoting in time proportional to arithmetic operations", 1988):
// read the lines as a graph (line k has an edge to each index in it); the nonzeros of the solution are
// the lines reachable from the right-hand side's nonzeros, and the reverse postorder of a depth-first
// search over them (Tarjan 1972) is an order in which each line comes before every line it updates.

extension CompressedLines {
    /// The lines reachable from `sources` (each line a node, each entry an edge to the line it names), in an
    /// order where a line comes before every line its entries name. The search is iterative, so a chain of
    /// 100,000 lines does not overflow the stack; it visits sources and entries in their stored order, so the
    /// result is the same on every run.
    ///
    /// - Precondition: the lines form a DAG (as the lines of a triangular factor do).
    /// - Complexity: O(reached lines + their entries), times a hash lookup; never O(lineCount).
    func reach(from sources: [Int]) -> [Int] {
        var visited = Set<Int>()
        return reach(from: sources) { visited.insert($0).inserted }
    }

    /// `reach(from:)` with the visited lines kept by the caller: `firstVisit(line)` marks `line` and says
    /// whether it was unmarked (a stamp array costs no hashing).
    func reach(from sources: [Int], firstVisit: (Int) -> Bool) -> [Int] {
        var postorder: [Int] = []
        // Each frame: a line, and the position of the next of its entries to follow.
        var stack: [(line: Int, next: Int)] = []
        for source in sources where firstVisit(source) {
            stack.append((source, starts[source]))
            while let (line, next) = stack.last {
                if next < starts[line + 1] {
                    stack[stack.count - 1].next = next + 1
                    let target = indices[next]
                    if firstVisit(target) { stack.append((target, starts[target])) }
                } else {
                    stack.removeLast()
                    postorder.append(line)
                }
            }
        }
        return postorder.reversed()
    }
}
