import Testing

@testable import Cassowary

/// The rows' own memory (RowCells.swift, RowTable.swift): edits keep the cells in order, a copy
/// owns new memory, and a table frees what a slot held when the slot is replaced or dropped.
@Suite struct RowStorageTests {
    private func cell(_ symbol: Symbol, _ coefficient: Double) -> Cell {
        Cell(symbol: symbol, coefficient: coefficient)
    }

    private func symbols(_ cells: RowCells) -> [Symbol] { cells.map(\.symbol) }

    @Test func insertAndRemoveKeepTheOtherCellsInOrderAsTheMemoryGrows() {
        var cells = RowCells()
        for symbol in stride(from: 0, to: 40, by: 2) { cells.append(cell(Symbol(symbol), Double(symbol))) }
        cells.insert(cell(5, -5), at: 3)
        cells.insert(cell(-1, 1), at: 0)
        cells.insert(cell(99, 9), at: cells.count)
        #expect(symbols(cells).prefix(6) == [-1, 0, 2, 4, 5, 6])
        #expect(cells.last?.symbol == 99 && cells.count == 23)
        let removed = cells.remove(at: 4)
        #expect(removed.symbol == 5 && removed.coefficient == -5)
        #expect(symbols(cells) == [-1] + Array(stride(from: 0, to: 40, by: 2)).map(Symbol.init) + [99])
        cells.deallocate()
    }

    @Test func replaceAllTakesExactlyTheGivenCellsAndACopyIsIndependent() {
        var cells = RowCells([cell(1, 1), cell(2, 2)])
        let source = [cell(3, 3), cell(4, 4), cell(7, 7), cell(8, 8), cell(9, 9)]
        source.withUnsafeBufferPointer { cells.replaceAll(from: $0.baseAddress!, count: $0.count) }
        #expect(symbols(cells) == [3, 4, 7, 8, 9])
        var copy = cells.copied()
        cells[0] = cell(3, 30)
        cells.removeAll()
        #expect(cells.isEmpty)
        #expect(copy.map(\.coefficient) == [3, 4, 7, 8, 9], "the copy shares no memory with the row")
        copy.deallocate()
        cells.deallocate()
    }

    @Test func aTableReplacesAndDropsRowsWithTheirCells() {
        let table = RowTable(capacity: 1)
        for k in 0..<5 {
            table.append(Row(constant: Double(k), copying: [cell(Symbol(k), 1), cell(Symbol(k + 1), 2)]))
        }
        table[2].cells[1].coefficient = -2
        table[2].addToConstant(0.5)
        #expect(table[2].cells.map(\.coefficient) == [1, -2] && table[2].constant == 2.5)
        table.replace(2, with: Row(constant: 9, copying: [cell(7, 7)]))
        #expect(table[2].constant == 9 && symbols(table[2].cells) == [7])
        table.removeLast(3)
        #expect(table.count == 2 && table.map(\.constant) == [0, 1])
    }
}
