/// The variables whose values an `updateVariables()` call changed, in the order the same calls
/// always reproduce.
///
/// The update records symbols, not variables: a variable is looked up, and retained, only when
/// the caller reads it. An update that changes a hundred values therefore costs a hundred stores
/// rather than a hundred reference-count pairs, which dominated small edits before. The
/// collection keeps a copy-on-write snapshot of the solver's variable table, so it stays right
/// whatever the solver does next (a caller that keeps it while adding variables pays for one copy
/// of the table).
public struct ChangedVariables: RandomAccessCollection, Sendable {
    /// Symbols of variables still in the solver, then `released` (variables that left it).
    let symbols: ContiguousArray<Symbol>
    let table: ContiguousArray<Variable?>
    let released: [Variable]

    init(symbols: ContiguousArray<Symbol>, table: ContiguousArray<Variable?>, released: [Variable]) {
        self.symbols = symbols
        self.table = table
        self.released = released
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { symbols.count + released.count }

    public subscript(position: Int) -> Variable {
        position < symbols.count ? table[Int(symbols[position])]! : released[position - symbols.count]
    }
}
