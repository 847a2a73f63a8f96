/// Disjoint sets over `0..<count`: union-find with path halving (Tarjan 1975). A union keeps
/// the lower root as the representative, so the sets' names never depend on the order of the
/// unions' arguments.
package struct DisjointSets: Sendable {
    private var parent: [Int]

    package init(count: Int) { parent = Array(0..<count) }

    /// The representative of `k`'s set: its lowest root so far.
    package mutating func root(_ k: Int) -> Int {
        var k = k
        while parent[k] != k {
            parent[k] = parent[parent[k]]
            k = parent[k]
        }
        return k
    }

    /// Joins the sets of `a` and `b`.
    package mutating func union(_ a: Int, _ b: Int) {
        let (x, y) = (root(a), root(b))
        if x != y { parent[max(x, y)] = min(x, y) }
    }
}
