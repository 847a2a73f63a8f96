// The column index: for each symbol, a doubly linked list of the constraint rows that hold it, all
// lists in one pool of nodes. Each cell of a listed row keeps the index of its own node, so the
// index is exact: a cell that cancels, or a row that goes, unlinks its node in O(1), and a walk
// over a list meets each row once and never a stale one. Objective rows are not listed (there
// are few, and they are searched directly). One pool instead of an array per symbol: adding an
// entry neither allocates nor checks a buffer's uniqueness.

extension Tableau {
    /// Lists `slot` under `symbol`, whose cell there has `coefficient`; returns the node, for the
    /// cell to keep.
    @inline(__always)
    mutating func appendColumn(_ symbol: Symbol, _ slot: Slot, _ coefficient: Double) -> Int32 {
        let head = columnHead[Int(symbol)]
        var node = freeNode
        if node >= 0 {
            freeNode = nodeNext[Int(node)]
            nodeSlot[Int(node)] = slot
            nodeNext[Int(node)] = head
            nodePrevious[Int(node)] = -1
            nodeCoefficient[Int(node)] = coefficient
        } else {
            node = Int32(nodeSlot.count)
            nodeSlot.append(slot)
            nodeNext.append(head)
            nodePrevious.append(-1)
            nodeCoefficient.append(coefficient)
        }
        if head >= 0 { nodePrevious[Int(head)] = node }
        columnHead[Int(symbol)] = node
        return node
    }

    /// Takes `node` off the list of `symbol` (a cell of `symbol` left its row).
    @inline(__always)
    mutating func unlinkColumn(_ symbol: Symbol, _ node: Int32) {
        let previous = nodePrevious[Int(node)]
        let next = nodeNext[Int(node)]
        if previous >= 0 { nodeNext[Int(previous)] = next } else { columnHead[Int(symbol)] = next }
        if next >= 0 { nodePrevious[Int(next)] = previous }
        freeColumnNode(node)
    }

    /// Empties the list of `symbol`.
    mutating func clearColumn(_ symbol: Symbol) {
        var node = detachColumn(symbol)
        while node >= 0 {
            let next = nodeNext[Int(node)]
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

    @inline(__always)
    mutating func freeColumnNode(_ node: Int32) {
        nodeNext[Int(node)] = freeNode
        freeNode = node
    }

    /// Unlinks the nodes of every cell of a listed row (the row is going).
    mutating func unlinkRow(_ slot: Slot) {
        for cell in rows[Int(slot)].cells where cell.node >= 0 { unlinkColumn(cell.symbol, cell.node) }
    }

    /// Keeps a listed cell's node in step with the cell's new coefficient (no-op for an
    /// objective row's cell, which has no node).
    @inline(__always)
    func noteCoefficient(_ node: Int32, _ coefficient: Double) {
        if node >= 0 { nodeCoefficient[Int(node)] = coefficient }
    }

    /// Calls `body(slot, index)` for each constraint row (or row under construction) that holds
    /// `symbol`, `index` the cell's position. `body` must not add or remove cells of `symbol`.
    @inline(__always)
    mutating func forEachRow(holding symbol: Symbol, _ body: (inout Tableau, Slot, Int) -> Void) {
        var node = columnHead[Int(symbol)]
        while node >= 0 {
            let next = nodeNext[Int(node)]
            let slot = nodeSlot[Int(node)]
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
            let next = nodeNext[Int(node)]
            body(&self, nodeSlot[Int(node)], nodeCoefficient[Int(node)])
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
                if cell.node < 0 || Int(cell.node) >= nodeSlot.count || nodeSlot[Int(cell.node)] != Slot(s) {
                    problems.append("slot \(s): the node of symbol \(cell.symbol) does not name the row")
                }
            }
        }
        var nodes = 0
        for symbol in columnHead.indices {
            var node = columnHead[symbol]
            var previous: Int32 = -1
            while node >= 0 {
                nodes += 1
                if nodePrevious[Int(node)] != previous {
                    problems.append("column \(symbol): broken back link at node \(node)")
                }
                let slot = Int(nodeSlot[Int(node)])
                let index = slot < rows.count ? rows[slot].find(Symbol(symbol)) : -1
                if index < 0 || rows[slot].cells[index].node != node {
                    problems.append("column \(symbol): node \(node) names slot \(slot), whose cell does not own it")
                } else if nodeCoefficient[Int(node)] != rows[slot].cells[index].coefficient {
                    problems.append(
                        "column \(symbol): node \(node) has coefficient \(nodeCoefficient[Int(node)]), its cell "
                            + "\(rows[slot].cells[index].coefficient)")
                }
                previous = node
                node = nodeNext[Int(node)]
                if nodes > nodeSlot.count { return problems + ["column \(symbol): a cycle"] }
            }
        }
        if nodes != listedCells { problems.append("\(nodes) column nodes for \(listedCells) listed cells") }
        return problems
    }
}
