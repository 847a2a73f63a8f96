// Apple's visual format string grammar, from the Auto Layout Guide's appendix "Visual Format
// Language" (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/
// AutolayoutPG/VisualFormatLanguage.html), read here rule by rule; `e` is the empty string:
//
//   visualFormatString      (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation             'H' | 'V'
//   superview               '|'
//   view                    '[' viewName predicateListWithParens? ']'
//   connection              e | '-' predicateList '-' | '-'
//   predicateList           simplePredicate | predicateListWithParens
//   simplePredicate         metricName | positiveNumber
//   predicateListWithParens '(' predicate (',' predicate)* ')'
//   predicate               relation? objectOfPredicate ('@' priority)?
//   relation                '==' | '<=' | '>='
//   objectOfPredicate       constant | viewName        (a view only inside a view's own brackets)
//   priority                metricName | number
//   constant                metricName | number
//   viewName, metricName    a C identifier: [A-Za-z_][A-Za-z0-9_]*
//   number                  as strtod_l reads it in the C locale
//
// Where the guide leaves room:
// - The grammar has no whitespace, so a space (or any other character it does not name) anywhere
//   refuses the string; strtod's skipping of leading spaces does not apply, since a number is only
//   read where the next character can begin one.
// - A number is strtod's decimal (`8`, `8.`, `.5`, `1e3`) or hexadecimal (`0x10`, `0x1p3`) form, the
//   longest prefix strtod would take (`8e` is 8 followed by `e`). `number` may carry a sign;
//   `positiveNumber` (a connection's bare `-N-`) is written without one, so it is 0 or more: `|-0-[a]`
//   is the common idiom. strtod's `inf` and `nan` begin with a letter, where a name is read instead.

import ConstraintSystem
import LayoutCase

/// Reads a visual format string into a `FormatLine` by the grammar above, or nil for any string
/// the grammar does not derive. Names are not looked up here. O(length).
struct FormatReader {
    private let text: [UInt8]
    private var at = 0

    private init(_ text: String) { self.text = Array(text.utf8) }

    static func read(_ format: String) -> FormatLine? {
        var reader = FormatReader(format)
        return reader.line()
    }

    private mutating func line() -> FormatLine? {
        var vertical = false
        if let first = peek(), first == ascii("H") || first == ascii("V"), peek(1) == ascii(":") {
            vertical = first == ascii("V")
            at += 2
        }
        var leadingEdge: FormatConnection?
        if eat("|") {
            guard let connection = connection() else { return nil }
            leadingEdge = connection
        }
        guard let first = view() else { return nil }
        var views = [first]
        var gaps: [FormatConnection] = []
        var trailingEdge: FormatConnection?
        while peek() != nil {
            guard let connection = connection() else { return nil }
            if eat("|") {
                trailingEdge = connection
                break
            }
            guard let next = view() else { return nil }
            gaps.append(connection)
            views.append(next)
        }
        guard peek() == nil else { return nil }
        return FormatLine(
            vertical: vertical, leadingEdge: leadingEdge, views: views, gaps: gaps, trailingEdge: trailingEdge)
    }

    /// `e | '-' predicateList '-' | '-'`: a lone `-` is one followed by the next view or `|`.
    private mutating func connection() -> FormatConnection? {
        guard eat("-") else { return .flush }
        if peek() == ascii("[") || peek() == ascii("|") { return .standard }
        let predicates: [FormatPredicate]
        if peek() == ascii("(") {
            guard let list = predicateListWithParens() else { return nil }
            predicates = list
        } else if let name = identifier() {
            predicates = [FormatPredicate(relation: .equal, object: .name(name))]
        } else if let value = number(signed: false) {
            predicates = [FormatPredicate(relation: .equal, object: .number(value))]
        } else {
            return nil
        }
        return eat("-") ? .predicates(predicates) : nil
    }

    private mutating func view() -> FormatView? {
        guard eat("["), let name = identifier() else { return nil }
        var predicates: [FormatPredicate] = []
        if peek() == ascii("(") {
            guard let list = predicateListWithParens() else { return nil }
            predicates = list
        }
        return eat("]") ? FormatView(name: name, predicates: predicates) : nil
    }

    private mutating func predicateListWithParens() -> [FormatPredicate]? {
        guard eat("(") else { return nil }
        var list: [FormatPredicate] = []
        repeat {
            guard let predicate = predicate() else { return nil }
            list.append(predicate)
        } while eat(",")
        return eat(")") ? list : nil
    }

    private mutating func predicate() -> FormatPredicate? {
        var relation = Relation.equal
        for candidate in Relation.allCases where eat(candidate.rawValue) {
            relation = candidate
            break
        }
        guard let object = value() else { return nil }
        var priority: FormatValue?
        if eat("@") {
            guard let value = value() else { return nil }
            priority = value
        }
        return FormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// `metricName | number` (or a view's name, which only the expander can tell from a metric's).
    private mutating func value() -> FormatValue? {
        if let name = identifier() { return .name(name) }
        if let number = number(signed: true) { return .number(number) }
        return nil
    }

    /// A C identifier.
    private mutating func identifier() -> String? {
        guard let first = peek(), first == ascii("_") || isLetter(first) else { return nil }
        let start = at
        while let next = peek(), next == ascii("_") || isLetter(next) || isDigit(next) { at += 1 }
        return String(decoding: text[start..<at], as: UTF8.self)
    }

    /// The longest prefix strtod takes, decimal or hexadecimal; nil (reading nothing) when none.
    private mutating func number(signed: Bool) -> Double? {
        let start = at
        var end = at
        if signed, let sign = byte(end), sign == ascii("+") || sign == ascii("-") { end += 1 }
        let hex = byte(end) == ascii("0") && (byte(end + 1) == ascii("x") || byte(end + 1) == ascii("X"))
        if hex, let digitsEnd = mantissa(from: end + 2, digit: isHexDigit) {
            end = exponent(after: digitsEnd, markers: "pP")
        } else if let digitsEnd = mantissa(from: end, digit: isDigit) {
            end = exponent(after: digitsEnd, markers: "eE")
        } else {
            return nil
        }
        // Swift's Double(String) is strtod_l in the C locale over the whole slice.
        guard let value = Double(String(decoding: text[start..<end], as: UTF8.self)) else { return nil }
        at = end
        return value
    }

    /// The end of `digits ('.' digits)?` or `'.' digits` from `start`, or nil without a digit.
    private func mantissa(from start: Int, digit: (UInt8) -> Bool) -> Int? {
        var end = start
        var digits = 0
        while let next = byte(end), digit(next) {
            end += 1
            digits += 1
        }
        if byte(end) == ascii(".") {
            end += 1
            while let next = byte(end), digit(next) {
                end += 1
                digits += 1
            }
        }
        return digits > 0 ? end : nil
    }

    /// The end after an exponent (`e`/`p`, a sign, decimal digits) when a whole one follows `end`.
    private func exponent(after end: Int, markers: String) -> Int {
        guard let marker = byte(end), markers.utf8.contains(marker) else { return end }
        var next = end + 1
        if let sign = byte(next), sign == ascii("+") || sign == ascii("-") { next += 1 }
        guard let first = byte(next), isDigit(first) else { return end }
        while let digit = byte(next), isDigit(digit) { next += 1 }
        return next
    }

    // MARK: Characters

    private func byte(_ index: Int) -> UInt8? { index < text.count ? text[index] : nil }
    private func peek(_ ahead: Int = 0) -> UInt8? { byte(at + ahead) }

    /// Takes `literal` when the text goes on with it.
    private mutating func eat(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        guard at + bytes.count <= text.count, Array(text[at..<at + bytes.count]) == bytes else { return false }
        at += bytes.count
        return true
    }

    private func ascii(_ character: Character) -> UInt8 { character.asciiValue! }
    private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
    private func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
