/// A linear expression being read: like terms merged as they come, names in the order of first use.

/// `sum(coefficient * name) + constant`, built term by term.
///
/// Adding a name already present adds to its coefficient, in the order the text gives, so the
/// sums are the ones kiwi-bench.py computes (bit for bit). Short expressions (the usual case) are
/// searched linearly; past `indexThreshold` terms a dictionary keeps each addition O(1).
struct LinearExpression {
    private(set) var terms: [LinearTerm] = []
    private var indexOfName: [String: Int] = [:]
    var constant: Double = 0

    /// Below this many terms a linear search beats hashing.
    static let indexThreshold = 16

    mutating func add(_ name: String, _ coefficient: Double) {
        if let index = index(of: name) {
            terms[index].coefficient += coefficient
            return
        }
        terms.append(LinearTerm(name, coefficient))
        if terms.count == Self.indexThreshold {
            for (index, term) in terms.enumerated() { indexOfName[term.name] = index }
        } else if terms.count > Self.indexThreshold {
            indexOfName[name] = terms.count - 1
        }
    }

    /// The terms whose merged coefficient is not zero (`x - x` leaves nothing), in order.
    var nonZeroTerms: [LinearTerm] { terms.filter { $0.coefficient != 0 } }

    /// True when no sum has overflowed (`1e308*x + 1e308*x` has).
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    private func index(of name: String) -> Int? {
        terms.count < Self.indexThreshold ? terms.firstIndex { $0.name == name } : indexOfName[name]
    }
}
