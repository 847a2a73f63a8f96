// The column index: for each symbol, a doubly linked list of the constraint rows that hold it, all
// lists in one pool of nodes. Each cell of a listed row keeps the index of its own node, so the
// index is exact: a cell that cancels, or a row that goes, unlinks its node in O(1), and a walk
// over a list meets each row once and never a stale one. Objective rows are not listed (there
// are few, and they are searched directly). One pool instead of an array per symbol: adding an
// entry neither allocates nor checks a buffer's uniqueness.

/// One entry of a column list: the row (slot) that holds the symbol, the neighbours in the list,
/// and the coefficient of the row's cell, kept equal to it by every write to a listed cell so that
/// a walk down a column reads coefficients without searching each row. One record per node: a
/// link or unlink touches one cache line, not four arrays.
struct ColumnNode {
    var slot: Slot
    var next: Int32
    var previous: Int32
    var coefficient: Double
}

extension Tableau {
    /// Lists `slot` under `symbol`, whose cell there has `coefficient`; returns the node, for the
    /// cell to keep.
    @inline(__always)
    mutating func appendColumn(_ symbol: Symbol, _ slot: Slot, _ coefficient: Double) -> Int32 {
        var cursor = columnCursor(adding: 1, cancelling: 0)
        defer { close(cursor) }
        return cursor.append(symbol, slot, coefficient)
    }

    /// Takes `node` off the list of `symbol` (a cell of `symbol` left its row).
    @inline(__always)
    mutating func unlinkColumn(_ symbol: Symbol, _ node: Int32) {
        var cursor = columnCursor(adding: 0, cancelling: 1)
        defer { close(cursor) }
        cursor.unlink(symbol, node)
    }

    /// How many rows list `symbol`, counted up to `limit` (a count of `limit` or more returns
    /// `limit`), so that comparing columns costs no more than the shortest of them.
    func columnLength(_ symbol: Symbol, below limit: Int) -> Int {
        var length = 0
        var node = columnHead[Int(symbol)]
        while node >= 0 && length < limit {
            length += 1
            node = nodes[Int(node)].next
        }
        return length
    }

    /// Empties the list of `symbol`.
    mutating func clearColumn(_ symbol: Symbol) {
        var node = detachColumn(symbol)
        while node >= 0 {
            let next = nodes[Int(node)].next
            freeColumnNode(node)
            node = next
        }
    }

    /// Takes the whole list of `symbol` (the caller frees each node with `freeColumnNode`).
    @inline(__always)
    mutating func detachColumn(_ symbol: Symbol) -> Int32 {
        let head = columnHead[Int(symbol)]
        columnHead[Int(symbol)] = -1
        return head
    }

    /// Puts a node of a detached list back at the head of the list of `symbol`.
    @inline(__always)
    mutating func relinkColumn(_ symbol: Symbol, _ node: Int32) {
        let head = columnHead[Int(symbol)]
        nodes[Int(node)].next = head
        nodes[Int(node)].previous = -1
        if head >= 0 { nodes[Int(head)].previous = node }
        columnHead[Int(symbol)] = node
    }

    @inline(__always)
    mutating func freeColumnNode(_ node: Int32) {
        freeNodes.append(node)
    }

    /// Unlinks the nodes of every cell of a listed row (the row is going).
    mutating func unlinkRow(_ slot: Slot) {
        for cell in rows[Int(slot)].cells where cell.node >= 0 { unlinkColumn(cell.symbol, cell.node) }
    }

    /// Keeps a listed cell's node in step with the cell's new coefficient (no-op for an
    /// objective row's cell, which has no node).
    @inline(__always)
    func noteCoefficient(_ node: Int32, _ coefficient: Double) {
        if node >= 0 { nodes[Int(node)].coefficient = coefficient }
    }

    /// Calls `body(slot, index)` for each constraint row (or row under construction) that holds
    /// `symbol`, `index` the cell's position. `body` must not add or remove cells of `symbol`.
    @inline(__always)
    mutating func forEachRow(holding symbol: Symbol, _ body: (inout Tableau, Slot, Int) -> Void) {
        var node = columnHead[Int(symbol)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            let slot = nodes[Int(node)].slot
            body(&self, slot, rows[Int(slot)].find(symbol))
            node = next
        }
    }

    /// Calls `body(slot, coefficient)` for each constraint row (or row under construction) that
    /// holds `symbol`, with the coefficient of its cell, without searching the rows. `body` must
    /// not add or remove cells of `symbol`.
    @inline(__always)
    mutating func forEachCoefficient(of symbol: Symbol, _ body: (inout Tableau, Slot, Double) -> Void) {
        var node = columnHead[Int(symbol)]
        while node >= 0 {
            let next = nodes[Int(node)].next
            body(&self, nodes[Int(node)].slot, nodes[Int(node)].coefficient)
            node = next
        }
    }

    /// The problems of the column index: every listed cell's node names its row, and every node
    /// belongs to such a cell.
    func columnViolations() -> [String] {
        var problems: [String] = []
        var listedCells = 0
        for s in rows.indices where basic[s] != Tableau.freeSlot {
            let listed = basic[s] != Tableau.objectiveRow
            for cell in rows[s].cells {
                if !listed {
                    if cell.node != -1 {
                        problems.append("objective slot \(s): symbol \(cell.symbol) has node \(cell.node)")
                    }
                    continue
                }
                listedCells += 1
                if cell.node < 0 || Int(cell.node) >= nodes.count || nodes[Int(cell.node)].slot != Slot(s) {
                    problems.append("slot \(s): the node of symbol \(cell.symbol) does not name the row")
                }
            }
        }
        var visited = 0
        for symbol in columnHead.indices {
            var node = columnHead[symbol]
            var previous: Int32 = -1
            while node >= 0 {
                visited += 1
                if nodes[Int(node)].previous != previous {
                    problems.append("column \(symbol): broken back link at node \(node)")
                }
                let slot = Int(nodes[Int(node)].slot)
                let index = slot < rows.count ? rows[slot].find(Symbol(symbol)) : -1
                if index < 0 || rows[slot].cells[index].node != node {
                    problems.append("column \(symbol): node \(node) names slot \(slot), whose cell does not own it")
                } else if nodes[Int(node)].coefficient != rows[slot].cells[index].coefficient {
                    problems.append(
                        "column \(symbol): node \(node) has coefficient \(nodes[Int(node)].coefficient), its cell "
                            + "\(rows[slot].cells[index].coefficient)")
                }
                previous = node
                node = nodes[Int(node)].next
                if visited > nodes.count { return problems + ["column \(symbol): a cycle"] }
            }
        }
        if visited != listedCells { problems.append("\(visited) column nodes for \(listedCells) listed cells") }
        return problems
    }
}

/// The column index's raw memory, held for one merge (or one link or unlink). A merge writes a
/// node for each cell it adds, changes or cancels; read through the tableau, each write loaded the
/// arrays' addresses again (the merge's own stores may alias them for all the compiler knows).
struct ColumnCursor {
    private let nodes: UnsafeMutablePointer<ColumnNode>
    private let heads: UnsafeMutablePointer<Int32>
    private let free: UnsafeMutablePointer<Int32>
    fileprivate(set) var nodeCount: Int
    fileprivate(set) var freeCount: Int

    fileprivate init(_ tableau: Tableau) {
        nodes = tableau.nodes.start
        heads = tableau.columnHead.start
        free = tableau.freeNodes.start
        nodeCount = tableau.nodes.count
        freeCount = tableau.freeNodes.count
    }

    /// Lists `slot` under `symbol` with `coefficient`; returns the node (a freed one first).
    @inline(__always)
    mutating func append(_ symbol: Symbol, _ slot: Slot, _ coefficient: Double) -> Int32 {
        let head = heads[Int(symbol)]
        let node: Int32
        if freeCount > 0 {
            freeCount -= 1
            node = free[freeCount]
        } else {
            node = Int32(nodeCount)
            nodeCount += 1
        }
        nodes[Int(node)] = ColumnNode(slot: slot, next: head, previous: -1, coefficient: coefficient)
        if head >= 0 { nodes[Int(head)].previous = node }
        heads[Int(symbol)] = node
        return node
    }

    /// Takes `node` off the list of `symbol` and frees it.
    @inline(__always)
    mutating func unlink(_ symbol: Symbol, _ node: Int32) {
        let previous = nodes[Int(node)].previous
        let next = nodes[Int(node)].next
        if previous >= 0 { nodes[Int(previous)].next = next } else { heads[Int(symbol)] = next }
        if next >= 0 { nodes[Int(next)].previous = previous }
        free[freeCount] = node
        freeCount += 1
    }

    /// `Tableau.noteCoefficient` for a listed cell.
    @inline(__always)
    func note(_ node: Int32, _ coefficient: Double) {
        assert(node >= 0, "a merged row is listed")
        nodes[Int(node)].coefficient = coefficient
    }
}

extension Tableau {
    /// A cursor for a merge that adds at most `added` cells and cancels at most `cancelled`.
    @inline(__always)
    func columnCursor(adding added: Int, cancelling cancelled: Int) -> ColumnCursor {
        if nodes.spareCapacity < added { nodes.reserve(nodes.count + added) }
        if freeNodes.spareCapacity < cancelled { freeNodes.reserve(freeNodes.count + cancelled) }
        return ColumnCursor(self)
    }

    /// Takes back the counts a merge's cursor changed.
    @inline(__always)
    func close(_ cursor: ColumnCursor) {
        nodes.setCount(cursor.nodeCount)
        freeNodes.setCount(cursor.freeCount)
    }
}
