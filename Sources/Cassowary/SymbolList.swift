/// The external symbols of a constraint's terms: up to four stored inline (most layout
/// constraints have one to three terms), more in an array, so that adding and removing a
/// typical constraint allocates nothing for it.
struct SymbolList: Sequence {
    private var inline: (Symbol, Symbol, Symbol, Symbol) = (0, 0, 0, 0)
    private var overflow: [Symbol] = []
    private(set) var count = 0

    init() {}

    mutating func append(_ symbol: Symbol) {
        switch count {
        case 0: inline.0 = symbol
        case 1: inline.1 = symbol
        case 2: inline.2 = symbol
        case 3: inline.3 = symbol
        default: overflow.append(symbol)
        }
        count += 1
    }

    subscript(index: Int) -> Symbol {
        switch index {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        default: return overflow[index - 4]
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }

    struct Iterator: IteratorProtocol {
        let list: SymbolList
        var index = 0

        mutating func next() -> Symbol? {
            guard index < list.count else { return nil }
            defer { index += 1 }
            return list[index]
        }
    }
}
