import ConstraintSystem

/// Reads a visual format string (Apple's Visual Format Language) by recursive descent over its
/// characters, one function per rule of Apple's grammar:
///
///     format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation ::= 'H' | 'V'
///     superview   ::= '|'
///     connection  ::= '' | '-' predicateList '-' | '-'
///     predicateList ::= simplePredicate | '(' predicate (',' predicate)* ')'
///     simplePredicate ::= metricName | positiveNumber
///     predicate   ::= relation? objectOfPredicate ('@' priority)?
///     relation    ::= '==' | '<=' | '>='
///     objectOfPredicate ::= constant | viewName          (a view name only inside a view)
///     priority    ::= metricName | number
///     view        ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
///     name        ::= [A-Za-z_][A-Za-z0-9_]*
///     number      ::= as strtod_l reads it in the C locale: decimal (`8`, `8.`, `.5`, `1e3`) or
///                     hexadecimal (`0x10`, `0x1p3`), with a sign where a `number` may have one
///                     (a connection's `positiveNumber` has none); `inf` and `nan` begin with a
///                     letter, where a name is read instead
///
/// Names are not looked up here (`metrics` decides whether a name in a predicate is a metric or
/// a view). Every refusal is a `VisualFormatError` pointing at the offending character and saying
/// what was expected; nothing here traps, whatever the input.
public struct VisualFormatParser {
    private let text: [Character]
    private let format: String
    private let metrics: Set<String>
    private var index = 0

    /// `metrics`: the names that are metrics; any other name in a view's predicate is a view.
    public init(_ format: String, metrics: Set<String> = []) {
        self.format = format
        self.text = Array(format)
        self.metrics = metrics
    }

    public static func parse(_ format: String, metrics: Set<String> = []) throws(VisualFormatError)
        -> VisualFormatSyntax
    {
        var parser = VisualFormatParser(format, metrics: metrics)
        return try parser.formatString()
    }

    private var current: Character? { index < text.count ? text[index] : nil }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, position: position ?? index, reason: reason)
    }

    private mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ character: Character, _ reason: String) throws(VisualFormatError) {
        guard take(character) else { throw fail(reason) }
    }

    // MARK: Rules

    mutating func formatString() throws(VisualFormatError) -> VisualFormatSyntax {
        var syntax = VisualFormatSyntax(orientation: .horizontal, orientationWritten: false, views: [], connections: [])
        if text.count >= 2, text[1] == ":", let orientation = VisualFormatSyntax.Orientation(rawValue: String(text[0]))
        {
            syntax.orientation = orientation
            syntax.orientationWritten = true
            index = 2
        } else if text.count >= 2, text[1] == ":" {
            throw fail("Expected 'H' or 'V' before ':'", at: 0)
        }
        if take("|") {
            syntax.leadingSuperview = try connection()
        }
        guard current == "[" else {
            throw fail(current == nil ? "Expected a view" : "Expected a view ('[name]') or '|'")
        }
        syntax.views.append(try view())
        while let next = current, next != "|" {
            let joint = try connection()
            guard current == "[" else {
                if current == "|" {
                    syntax.trailingSuperview = joint
                    break
                }
                throw fail(
                    current == nil ? "Expected a view or '|' after the connection" : "Expected a view ('[name]') or '|'"
                )
            }
            syntax.connections.append(joint)
            syntax.views.append(try view())
        }
        if current == "|" {
            if syntax.trailingSuperview == nil { syntax.trailingSuperview = .flush }
            index += 1
        }
        guard current == nil else { throw fail("Expected the end of the format after '|'") }
        return syntax
    }

    /// `''`, `'-'`, `'-' predicateList '-'`; the parser stands on what follows the last element.
    mutating func connection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        guard take("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        var predicates: [VisualFormatSyntax.Predicate]
        if current == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            let position = index
            guard let value = try simplePredicate() else {
                throw fail(
                    current == nil
                        ? "Expected a view or '|' after '-'"
                        : "Expected a number, a metric name, '(' or a view after '-'")
            }
            predicates = [
                VisualFormatSyntax.Predicate(relation: .equal, object: .value(value), priority: nil, position: position)
            ]
        }
        try expect("-", "Expected '-' after the spacing")
        guard current == "[" || current == "|" else { throw fail("Expected a view or '|' after the spacing") }
        return .predicates(predicates)
    }

    /// `metricName | positiveNumber`, or nil when neither starts here.
    mutating func simplePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Value? {
        if let name = name() { return .metric(name.text, position: name.position) }
        if let current, current.isASCII && current.isNumber || current == "." {
            return .number(try number(signed: false))
        }
        return nil
    }

    /// `'(' predicate (',' predicate)* ')'`.
    mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        try expect("(", "Expected '('")
        var predicates = [try predicate(allowingViews: allowingViews)]
        while take(",") { predicates.append(try predicate(allowingViews: allowingViews)) }
        try expect(
            ")", current == nil ? "Expected ')' to close the predicates" : "Expected ',' or ')' after a predicate")
        return predicates
    }

    /// `relation? objectOfPredicate ('@' priority)?`.
    mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let position = index
        var relation = Relation.equal
        for (symbol, value) in [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where text.count >= index + 2 && String(text[index..<index + 2]) == symbol {
            relation = value
            index += 2
            break
        }
        let object: VisualFormatSyntax.Object
        if let name = name() {
            if metrics.contains(name.text) {
                object = .value(.metric(name.text, position: name.position))
            } else {
                guard allowingViews else {
                    throw fail(
                        "Expected a number or a metric; '\(name.text)' is not in the metrics (a view can only be related inside its own brackets)",
                        at: name.position)
                }
                object = .view(name.text, position: name.position)
            }
        } else if let current, current.isASCII && current.isNumber || current == "." || current == "-" || current == "+"
        {
            object = .value(.number(try number(signed: true)))
        } else {
            throw fail("Expected a relation (==, <=, >=), a number, a metric or a view name")
        }
        var priority: VisualFormatSyntax.Value?
        if take("@") {
            if let name = name() {
                priority = .metric(name.text, position: name.position)
            } else if let current,
                current.isASCII && current.isNumber || current == "." || current == "+" || current == "-"
            {
                priority = .number(try number(signed: true))
            } else {
                throw fail("Expected a priority (a number from 1 to 1000, or a metric) after '@'")
            }
        }
        return VisualFormatSyntax.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    /// `'[' viewName predicateList? ']'`.
    mutating func view() throws(VisualFormatError) -> VisualFormatSyntax.ViewElement {
        try expect("[", "Expected '['")
        guard let name = name() else {
            throw fail("Expected a view name (a letter or '_', then letters, digits or '_')")
        }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if current == "(" { predicates = try predicateList(allowingViews: true) }
        try expect("]", current == nil ? "Expected ']' to close the view" : "Expected '(' or ']' after the view name")
        return VisualFormatSyntax.ViewElement(name: name.text, predicates: predicates, position: name.position)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil when no name starts here.
    mutating func name() -> (text: String, position: Int)? {
        guard let first = current, first == "_" || first.isASCII && first.isLetter else { return nil }
        let start = index
        while let next = current, next == "_" || next.isASCII && (next.isLetter || next.isNumber) { index += 1 }
        return (String(text[start..<index]), start)
    }

    /// The longest prefix strtod_l takes (see the grammar above), after a '+' or '-' when
    /// `signed`; finite.
    mutating func number(signed: Bool) throws(VisualFormatError) -> Double {
        let start = index
        if signed, let sign = current, sign == "+" || sign == "-" { index += 1 }
        let isHex = current == "0" && (character(at: index + 1) == "x" || character(at: index + 1) == "X")
        if isHex, skipMantissa(from: index + 2, hex: true) {
            skipExponent(markers: ["p", "P"])
        } else if skipMantissa(from: index, hex: false) {
            skipExponent(markers: ["e", "E"])
        } else {
            index = start
            throw fail("Expected a number", at: start)
        }
        // Swift's Double(String) is strtod_l in the C locale over the whole slice.
        guard let value = Double(String(text[start..<index])), value.isFinite else {
            throw fail("Expected a finite number", at: start)
        }
        return value
    }

    private func character(at position: Int) -> Character? { position < text.count ? text[position] : nil }

    /// Moves past `digits ('.' digits)?` or `'.' digits` from `position`; false (not moving)
    /// without a digit.
    private mutating func skipMantissa(from position: Int, hex: Bool) -> Bool {
        func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && (hex ? $0.isHexDigit : $0.isNumber) } ?? false }
        var end = position
        var digits = 0
        while isDigit(character(at: end)) {
            end += 1
            digits += 1
        }
        if character(at: end) == "." {
            end += 1
            while isDigit(character(at: end)) {
                end += 1
                digits += 1
            }
        }
        guard digits > 0 else { return false }
        index = end
        return true
    }

    /// Moves past an exponent (a marker, an optional sign, decimal digits) when a whole one follows.
    private mutating func skipExponent(markers: [Character]) {
        guard let marker = current, markers.contains(marker) else { return }
        var end = index + 1
        if let sign = character(at: end), sign == "+" || sign == "-" { end += 1 }
        guard let first = character(at: end), first.isASCII && first.isNumber else { return }
        while let digit = character(at: end), digit.isASCII && digit.isNumber { end += 1 }
        index = end
    }
}
