// Count buckets for Markowitz pivot search: every active row (or every active column) of a sparse
// elimination sits in the doubly linked list of its current nonzero count, so the lines with the
// fewest nonzeros are found without a scan, and a count change moves a line in O(1). The lists are
// those of Duff, Erisman & Reid, "Direct Methods for Sparse Matrices" (1986), for Markowitz's rule.
//
// A member enters at the head of its list; the order inside a list therefore depends only on the
// sequence of moves, which is deterministic.

/// Members `0..<n`, each in the list of its count (`0...maximumCount`) or in none.
struct CountBuckets: Sendable {
    /// The first member of each count's list, or -1.
    private var heads: [Int]
    private var successors: [Int]
    private var predecessors: [Int]
    /// Each member's count, or -1 when it is in no list.
    private(set) var counts: [Int]

    /// Empty lists for `members` members and counts up to `maximumCount`.
    init(members: Int, maximumCount: Int) {
        heads = Array(repeating: -1, count: maximumCount + 1)
        successors = Array(repeating: -1, count: members)
        predecessors = Array(repeating: -1, count: members)
        counts = Array(repeating: -1, count: members)
    }

    func contains(_ member: Int) -> Bool { counts[member] >= 0 }

    /// The head of the list for `count`, nil when that list is empty.
    func first(withCount count: Int) -> Int? {
        count < heads.count && heads[count] >= 0 ? heads[count] : nil
    }

    /// The member after `member` in its list.
    func next(after member: Int) -> Int? {
        successors[member] >= 0 ? successors[member] : nil
    }

    /// Puts `member` (in no list) at the head of the list for `count`.
    mutating func insert(_ member: Int, count: Int) {
        counts[member] = count
        predecessors[member] = -1
        successors[member] = heads[count]
        if heads[count] >= 0 { predecessors[heads[count]] = member }
        heads[count] = member
    }

    /// Takes `member` out of its list; nothing when it is in none.
    mutating func remove(_ member: Int) {
        let count = counts[member]
        guard count >= 0 else { return }
        let (before, after) = (predecessors[member], successors[member])
        if before >= 0 { successors[before] = after } else { heads[count] = after }
        if after >= 0 { predecessors[after] = before }
        counts[member] = -1
    }

    /// Moves `member`, which is in a list, to the list for `count`.
    mutating func move(_ member: Int, toCount count: Int) {
        guard counts[member] != count else { return }
        remove(member)
        insert(member, count: count)
    }
}
