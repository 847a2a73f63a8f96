/// The three line forms of FORMAT.md (version 1): `edit`, `suggest` and constraint lines, each
/// read from the bytes of one line with its comment and surrounding spaces already removed.

extension FormatReader {
    /// What one non-blank line declares.
    enum Item: Equatable {
        case edit(EditDeclaration)
        case constraint(SystemConstraint)
        case step(SuggestStep)
    }

    /// Reads one line. A line whose first word is `edit` or `suggest` and that has no `@` is that
    /// form; every other line is a constraint (so `edit + x == 0 @ 1000` constrains a variable
    /// named `edit`, as in kiwi-bench.py).
    ///
    /// - Parameter editLineOfName: the edit variables declared so far, with their lines.
    static func item(_ line: ArraySlice<UInt8>, editLineOfName: [String: Int]) throws(LineError) -> Item {
        let word = line.prefix { !LineScanner.isSpace($0) }
        if !line.contains(UInt8(ascii: "@")) {
            if word.elementsEqual("edit".utf8) {
                return .edit(try edit(line, editLineOfName: editLineOfName))
            }
            if word.elementsEqual("suggest".utf8) { return .step(try step(line)) }
        }
        return .constraint(try constraint(line, firstWord: word))
    }

    /// `edit NAME PRIORITY [~ WEIGHT]`, with PRIORITY in 1..<1000.
    static func edit(_ line: ArraySlice<UInt8>, editLineOfName: [String: Int]) throws(LineError) -> EditDeclaration {
        let usage = "'edit NAME PRIORITY [~ WEIGHT]'"
        var scanner = LineScanner(line)
        _ = scanner.scanName()  // "edit"
        scanner.skipSpaces()
        guard let name = scanner.scanName() else {
            throw LineError("expected a variable name after 'edit', found \(found(scanner)); write \(usage)")
        }
        guard scanner.skipSpaces() || scanner.isAtEnd else {
            throw LineError(
                "unexpected character \(scanner.currentCharacter) after \(LineError.quote("edit " + name)); write \(usage)"
            )
        }
        let (priorityText, weightText) = try strengthText(&scanner, after: LineError.quote("edit " + name))
        if let first = editLineOfName[name] {
            throw LineError("edit variable \(LineError.quote(name)) is declared twice (first on line \(first))")
        }
        let priority = try priority(priorityText)
        guard !priority.isRequired else {
            throw LineError(
                "edit variable \(LineError.quote(name)) cannot be required (priority \(LineError.quote(priorityText))); "
                    + "an edit variable's priority is below 1000")
        }
        return EditDeclaration(name: name, priority: priority, weight: try weight(weightText))
    }

    /// `suggest NAME=VALUE [NAME=VALUE ...]`, the items separated by spaces.
    static func step(_ line: ArraySlice<UInt8>) throws(LineError) -> SuggestStep {
        let items = line.split(whereSeparator: LineScanner.isSpace).dropFirst()
        guard !items.isEmpty else {
            throw LineError("a suggest line needs at least one NAME=VALUE (like 'suggest width=320')")
        }
        var values: [Suggestion] = []
        for item in items {
            var scanner = LineScanner(item)
            guard let name = scanner.scanName(), scanner.consume(UInt8(ascii: "=")),
                let value = scanner.scanSignedNumber(), scanner.isAtEnd
            else {
                throw LineError("\(LineError.quote(item)) is not NAME=VALUE (like 'width=320', without spaces)")
            }
            values.append(
                Suggestion(
                    name, try LineScanner.value(of: value, as: "the value suggested for \(LineError.quote(name))")))
        }
        return SuggestStep(values)
    }

    /// `EXPR OP EXPR @ PRIORITY [~ WEIGHT]`, in the normal form `terms OP constant`.
    static func constraint(
        _ line: ArraySlice<UInt8>, firstWord: ArraySlice<UInt8>
    ) throws(LineError) -> SystemConstraint {
        let ats = line.indices.filter { line[$0] == UInt8(ascii: "@") }
        guard let at = ats.first else { throw noForm(line, firstWord: firstWord) }
        guard ats.count == 1 else {
            throw LineError("more than one '@' in \(LineError.quote(line)); a constraint has one, before its priority")
        }
        let body = line[..<at]
        let relations = self.relations(in: body)
        guard let (opIndex, relation) = relations.first, relations.count == 1 else {
            let problem = relations.isEmpty ? "no relation operator" : "more than one relation operator"
            throw LineError(
                "\(problem) in \(LineError.quote(ExpressionParser.trimmed(body))); "
                    + "a constraint has exactly one of ==, <=, >= before '@'")
        }
        var tail = LineScanner(line[(at + 1)...])
        let (priorityText, weightText) = try strengthText(&tail, after: "'@'")
        let priority = try priority(priorityText)
        let weight = try weight(weightText)

        let left = try ExpressionParser.parse(body[..<opIndex], side: "on the left of '\(relation)'")
        let right = try ExpressionParser.parse(body[(opIndex + 2)...], side: "on the right of '\(relation)'")
        var terms = left
        for term in right.terms { terms.add(term.name, -term.coefficient) }
        let constant = right.constant - left.constant
        guard terms.isFinite, constant.isFinite else {
            throw LineError(
                "moving the terms of \(LineError.quote(ExpressionParser.trimmed(body))) to one side "
                    + "gives a number that is not finite")
        }
        return SystemConstraint(
            terms: terms.nonZeroTerms, relation: relation, constant: constant, priority: priority, weight: weight)
    }

    /// Every `==`, `<=` and `>=` in `body`, found left to right without overlaps (so `<==` is `<=`
    /// followed by `=`, and the right side then fails to read).
    static func relations(in body: ArraySlice<UInt8>) -> [(index: Int, relation: Relation)] {
        var found: [(index: Int, relation: Relation)] = []
        var index = body.startIndex
        while index + 1 < body.endIndex {
            if body[index + 1] == UInt8(ascii: "="), let relation = relation(startingWith: body[index]) {
                found.append((index, relation))
                index += 2
            } else {
                index += 1
            }
        }
        return found
    }

    private static func relation(startingWith byte: UInt8) -> Relation? {
        switch byte {
        case UInt8(ascii: "="): return .equal
        case UInt8(ascii: "<"): return .lessThanOrEqual
        case UInt8(ascii: ">"): return .greaterThanOrEqual
        default: return nil
        }
    }

    /// `PRIORITY [~ WEIGHT]` up to the end of the line, as text; spaces allowed around each part.
    static func strengthText(
        _ scanner: inout LineScanner, after what: @autoclosure () -> String
    ) throws(LineError) -> (priority: ArraySlice<UInt8>, weight: ArraySlice<UInt8>?) {
        scanner.skipSpaces()
        guard let priority = scanner.scanSignedNumber() else {
            throw LineError("expected a priority (a number from 1 to 1000) after \(what()), found \(found(scanner))")
        }
        scanner.skipSpaces()
        var weight: ArraySlice<UInt8>?
        if scanner.consume(UInt8(ascii: "~")) {
            scanner.skipSpaces()
            guard let text = scanner.scanSignedNumber() else {
                throw LineError("expected a weight (a number) after '~', found \(found(scanner))")
            }
            weight = text
            scanner.skipSpaces()
        }
        guard scanner.isAtEnd else {
            let expected = weight == nil ? "'~ WEIGHT' or the end of the line" : "the end of the line"
            let last = weight.map { "weight \(LineError.quote($0))" } ?? "priority \(LineError.quote(priority))"
            throw LineError("expected \(expected) after \(last), found \(found(scanner))")
        }
        return (priority, weight)
    }

    /// A priority's value, which must lie in 1...1000.
    static func priority(_ text: ArraySlice<UInt8>) throws(LineError) -> Priority {
        let priority = Priority(try LineScanner.value(of: text, as: "priority"))
        guard priority.isValid else {
            throw LineError("priority \(LineError.quote(text)) is outside 1...1000")
        }
        return priority
    }

    /// A weight's value, which must not be negative.
    static func weight(_ text: ArraySlice<UInt8>?) throws(LineError) -> Double? {
        guard let text else { return nil }
        let weight = try LineScanner.value(of: text, as: "weight")
        guard weight >= 0 else {
            throw LineError("weight \(LineError.quote(text)) is negative; a weight is 0 or more")
        }
        return weight
    }

    /// The error for a line without `@` that is not an `edit` or `suggest` line.
    private static func noForm(_ line: ArraySlice<UInt8>, firstWord: ArraySlice<UInt8>) -> LineError {
        let shown = LineError.quote(line)
        if firstWord.elementsEqual("version".utf8) {
            return LineError(
                "\(shown) starts a later version of the format; this reader reads version 1, "
                    + "which has no 'version' line")
        }
        if !relations(in: line).isEmpty {
            return LineError("constraint \(shown) has no '@ PRIORITY' (like 'x >= 0 @ 1000')")
        }
        return LineError(
            "\(shown) is not an edit, suggest or constraint line (expected "
                + "'edit NAME PRIORITY', 'suggest NAME=VALUE ...' or 'EXPR OP EXPR @ PRIORITY')")
    }

    /// What the scanner stands on, for "found ..." in messages.
    private static func found(_ scanner: LineScanner) -> String {
        scanner.isAtEnd ? "nothing" : LineError.quote(scanner.rest)
    }
}
