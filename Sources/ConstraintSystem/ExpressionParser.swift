/// Reading one side of a constraint, FORMAT.md's EXPR: terms joined by `+` and `-` with an
/// optional leading sign, each a NUMBER, a NAME or NUMBER*NAME (`a - 2*b + 3`).

/// Reads EXPR text into a `LinearExpression`.
///
/// The text is first cut into tokens (so a stray character is reported before a missing term),
/// then read term by term. Rejected, with a message quoting the expression: an empty side, a
/// character outside the grammar, a missing term (`--x`, `x -`, `*x`), a product other than
/// NUMBER*NAME (`2*3`, `x*2`, `2*x*y`), two terms without `+`/`-` between them (`2x`), and any
/// number, or sum of numbers, that is not finite. O(n) in the length of the text.
enum ExpressionParser {
    enum Token: Equatable {
        case number(ArraySlice<UInt8>)
        case name(String)
        case plus, minus, times
    }

    /// - Parameters:
    ///   - text: the side, spaces around it allowed.
    ///   - side: where it stands, for messages ("on the left of '<='").
    static func parse(
        _ text: ArraySlice<UInt8>, side: @autoclosure () -> String
    ) throws(LineError) -> LinearExpression {
        // Quoted only when an error needs it: quoting is dearer than reading.
        var shown: String { LineError.quote(trimmed(text)) }
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw LineError("the expression \(side()) is missing") }

        var expression = LinearExpression()
        var index = 0
        var sign = 1.0
        if tokens[0] == .plus || tokens[0] == .minus {
            sign = tokens[0] == .minus ? -1 : 1
            index = 1
        }
        while true {
            guard index < tokens.count else {
                throw LineError("a term is missing at the end of expression \(shown)")
            }
            let isProduct = index + 1 < tokens.count && tokens[index + 1] == .times
            switch tokens[index] {
            case .number(let number) where isProduct:
                guard index + 2 < tokens.count, case .name(let name) = tokens[index + 2] else {
                    throw productError(shown)
                }
                expression.add(name, sign * (try LineScanner.value(of: number, as: "coefficient")))
                index += 3
            case .number(let number):
                expression.constant += sign * (try LineScanner.value(of: number, as: "constant"))
                index += 1
            case .name(let name):
                guard !isProduct else { throw productError(shown) }
                expression.add(name, sign)
                index += 1
            case .plus, .minus, .times:
                throw LineError("a term is missing before '\(symbol(tokens[index]))' in expression \(shown)")
            }
            if index == tokens.count { break }
            switch tokens[index] {
            case .plus: sign = 1
            case .minus: sign = -1
            default:
                let found = describe(tokens[index])
                throw LineError("expected '+' or '-' after a term, found \(found) in expression \(shown)")
            }
            index += 1
        }
        guard expression.isFinite else {
            throw LineError("the numbers of expression \(shown) add up to a value that is not finite")
        }
        return expression
    }

    /// The tokens of `text`; throws at the first character that starts none.
    static func tokenize(_ text: ArraySlice<UInt8>) throws(LineError) -> [Token] {
        var scanner = LineScanner(text)
        var tokens: [Token] = []
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { return tokens }
            if let number = scanner.scanNumber() {
                tokens.append(.number(number))
            } else if let name = scanner.scanName() {
                tokens.append(.name(name))
            } else if scanner.consume(UInt8(ascii: "+")) {
                tokens.append(.plus)
            } else if scanner.consume(UInt8(ascii: "-")) {
                tokens.append(.minus)
            } else if scanner.consume(UInt8(ascii: "*")) {
                tokens.append(.times)
            } else {
                let shown = LineError.quote(trimmed(text))
                throw LineError("unexpected character \(scanner.currentCharacter) in expression \(shown)")
            }
        }
    }

    /// `text` without the spaces and tabs around it.
    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = text.firstIndex(where: { !LineScanner.isSpace($0) }),
            let last = text.lastIndex(where: { !LineScanner.isSpace($0) })
        else { return text[text.startIndex..<text.startIndex] }
        return text[first...last]
    }

    private static func productError(_ shown: String) -> LineError {
        LineError("a product must be NUMBER*NAME (like 2*x) in expression \(shown)")
    }

    private static func symbol(_ token: Token) -> String {
        switch token {
        case .plus: return "+"
        case .minus: return "-"
        case .times: return "*"
        case .number(let number): return String(decoding: number, as: UTF8.self)
        case .name(let name): return name
        }
    }

    private static func describe(_ token: Token) -> String {
        switch token {
        case .number, .name: return LineError.quote(symbol(token))
        case .plus, .minus, .times: return "'\(symbol(token))'"
        }
    }
}
