/// The line forms of FORMAT-v2.md, each read from the bytes of one line with its comment and
/// surrounding spaces already removed; version-1 forms are read by `FormatReader`'s own code.

extension ScriptReader {
    /// Reads one line. A line with `@` is a constraint (labelled when a NAME and `:` start it);
    /// a line without is read by its first word.
    static func operation(_ line: ArraySlice<UInt8>, scope: StaticScope) throws(LineError) -> ScriptOperation {
        let word = line.prefix { !LineScanner.isSpace($0) }
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            return try labelled(line, colon: colon)
        }
        if !line.contains(UInt8(ascii: "@")) {
            switch String(decoding: word, as: UTF8.self) {
            case "remove": return .remove(try labelArgument(line, form: "remove LABEL"))
            case "remove-edit": return .removeEdit(try labelArgument(line, form: "remove-edit NAME"))
            case "set-constant": return try setConstant(line)
            case "set-priority": return try setPriority(line)
            case "check": return try check(line)
            case "edit", "suggest": break
            default: throw noForm(line)
            }
        }
        switch try FormatReader.item(line, editLineOfName: [:]) {
        case .edit(let edit): return .edit(edit)
        case .step(let step): return .suggest(step)
        case .constraint(let constraint): return .add(constraint, label: nil)
        }
    }

    /// `LABEL: EXPR OP EXPR @ PRIORITY [~ WEIGHT]`.
    static func labelled(_ line: ArraySlice<UInt8>, colon: Int) throws(LineError) -> ScriptOperation {
        let labelText = ExpressionParser.trimmed(line[..<colon])
        var scanner = LineScanner(labelText)
        guard let label = scanner.scanName(), scanner.isAtEnd else {
            throw LineError(
                "\(LineError.quote(labelText)) before ':' is not a label; a label is a NAME (a letter or '_', then letters, digits, '_' or '.')"
            )
        }
        let body = ExpressionParser.trimmed(line[(colon + 1)...])
        guard !body.contains(UInt8(ascii: ":")) else {
            throw LineError(
                "more than one ':' in \(LineError.quote(line)); a labelled constraint is 'LABEL: EXPR OP EXPR @ PRIORITY'"
            )
        }
        guard !body.isEmpty else { throw LineError("the label \(LineError.quote(label)) has no constraint after ':'") }
        let constraint = try FormatReader.constraint(body, firstWord: body.prefix { !LineScanner.isSpace($0) })
        return .add(constraint, label: label)
    }

    /// The one NAME after the first word: `remove LABEL`, `remove-edit NAME`.
    static func labelArgument(_ line: ArraySlice<UInt8>, form: String) throws(LineError) -> String {
        let words = line.split(whereSeparator: LineScanner.isSpace)
        guard words.count == 2, let name = name(words[1]) else {
            throw LineError("\(LineError.quote(line)) is not '\(form)' (one NAME after the word)")
        }
        return name
    }

    /// `set-constant LABEL VALUE`.
    static func setConstant(_ line: ArraySlice<UInt8>) throws(LineError) -> ScriptOperation {
        let words = line.split(whereSeparator: LineScanner.isSpace)
        guard words.count == 3, let label = name(words[1]) else {
            throw LineError("\(LineError.quote(line)) is not 'set-constant LABEL VALUE'")
        }
        var scanner = LineScanner(words[2])
        guard let number = scanner.scanSignedNumber(), scanner.isAtEnd else {
            throw LineError("expected a number after 'set-constant \(label)', found \(LineError.quote(words[2]))")
        }
        return .setConstant(label, try LineScanner.value(of: number, as: "the constant"))
    }

    /// `set-priority LABEL PRIORITY [~ WEIGHT]`.
    static func setPriority(_ line: ArraySlice<UInt8>) throws(LineError) -> ScriptOperation {
        var scanner = LineScanner(line)
        _ = scanner.scanName()  // "set"
        _ = scanner.consume(UInt8(ascii: "-"))
        _ = scanner.scanName()  // "priority"
        scanner.skipSpaces()
        guard let label = scanner.scanName(), scanner.skipSpaces() else {
            throw LineError("\(LineError.quote(line)) is not 'set-priority LABEL PRIORITY [~ WEIGHT]'")
        }
        let (priorityText, weightText) = try FormatReader.strengthText(
            &scanner, after: LineError.quote("set-priority " + label))
        return .setPriority(label, try FormatReader.priority(priorityText), weight: try FormatReader.weight(weightText))
    }

    /// `check ITEM ...` or `check conflict LABEL L1 L2 ...`.
    static func check(_ line: ArraySlice<UInt8>) throws(LineError) -> ScriptOperation {
        let words = Array(line.split(whereSeparator: LineScanner.isSpace).dropFirst())
        guard !words.isEmpty else {
            throw LineError(
                "a check line needs at least one item (like 'check x=5', 'check error 500=5' or 'check rejected LABEL')"
            )
        }
        if words[0].elementsEqual("conflict".utf8) {
            let labels = try words.dropFirst().map { (word) throws(LineError) -> String in
                guard let label = name(word) else {
                    throw LineError("\(LineError.quote(word)) in a conflict check is not a label")
                }
                return label
            }
            guard labels.count >= 2 else {
                throw LineError(
                    "'check conflict' needs the rejected LABEL and the labels of its conflicting set (like 'check conflict cap w')"
                )
            }
            return .checkConflict(labels[0], Array(labels.dropFirst()))
        }
        var items: [CheckItem] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.elementsEqual("error".utf8) || word.elementsEqual("rejected".utf8) {
                guard index + 1 < words.count else {
                    throw LineError(
                        "'\(String(decoding: word, as: UTF8.self))' at the end of the check line needs what follows it (\(word.first == UInt8(ascii: "e") ? "'error P=VALUE'" : "'rejected LABEL'"))"
                    )
                }
                items.append(
                    word.first == UInt8(ascii: "e")
                        ? try errorItem(words[index + 1]) : try rejectedItem(words[index + 1]))
                index += 2
            } else {
                items.append(try valueItem(word))
                index += 1
            }
        }
        return .check(items)
    }

    /// `NAME=VALUE`, `NAME<=VALUE`, `NAME>=VALUE` or `EXPR=VALUE` (no spaces).
    static func valueItem(_ word: ArraySlice<UInt8>) throws(LineError) -> CheckItem {
        let relations = FormatReader.relations(in: word)
        let (opIndex, relation, width): (Int, Relation, Int)
        if let (index, found) = relations.first {
            guard found != .equal else {
                throw LineError("\(LineError.quote(word)): write '=' in a check item, not '=='")
            }
            (opIndex, relation, width) = (index, found, 2)
        } else if let index = word.firstIndex(of: UInt8(ascii: "=")) {
            (opIndex, relation, width) = (index, .equal, 1)
        } else {
            throw LineError(
                "\(LineError.quote(word)) is not a check item (expected NAME=VALUE, NAME<=VALUE, NAME>=VALUE, EXPR=VALUE, 'error P=VALUE' or 'rejected LABEL')"
            )
        }
        let expression = try ExpressionParser.parse(word[..<opIndex], side: "of check item \(LineError.quote(word))")
        var scanner = LineScanner(word[(opIndex + width)...])
        guard let number = scanner.scanSignedNumber(), scanner.isAtEnd else {
            throw LineError(
                "expected a number after '\(relation == .equal ? "=" : relation.rawValue)' in check item \(LineError.quote(word))"
            )
        }
        let terms = expression.nonZeroTerms
        guard !terms.isEmpty else { throw LineError("check item \(LineError.quote(word)) names no variable") }
        if terms.count > 1 || terms[0].coefficient != 1 || expression.constant != 0, relation != .equal {
            throw LineError(
                "check item \(LineError.quote(word)): an expression is checked with '=' only ('<=' and '>=' take a NAME)"
            )
        }
        let value =
            try LineScanner.value(of: number, as: "the value of check item \(LineError.quote(word))")
            - expression.constant
        guard value.isFinite else { throw LineError("the value of check item \(LineError.quote(word)) is not finite") }
        return .value(terms: terms, relation: relation, value: value)
    }

    /// `P=VALUE` after `error`.
    static func errorItem(_ word: ArraySlice<UInt8>) throws(LineError) -> CheckItem {
        var scanner = LineScanner(word)
        guard let priorityText = scanner.scanSignedNumber(), scanner.consume(UInt8(ascii: "=")),
            let valueText = scanner.scanSignedNumber(), scanner.isAtEnd
        else {
            throw LineError("\(LineError.quote(word)) after 'error' is not P=VALUE (like 'error 500=5')")
        }
        let priority = try FormatReader.priority(priorityText)
        guard !priority.isRequired else {
            throw LineError(
                "'error \(String(decoding: word, as: UTF8.self))': required constraints have no error; check an optional priority (below 1000)"
            )
        }
        return .error(priority, try LineScanner.value(of: valueText, as: "the error"))
    }

    /// `LABEL` after `rejected`.
    static func rejectedItem(_ word: ArraySlice<UInt8>) throws(LineError) -> CheckItem {
        guard let label = name(word) else {
            throw LineError("\(LineError.quote(word)) after 'rejected' is not a label")
        }
        return .rejected(label)
    }

    /// The word as a NAME, or nil when it is not exactly one.
    static func name(_ word: ArraySlice<UInt8>) -> String? {
        var scanner = LineScanner(word)
        guard let name = scanner.scanName(), scanner.isAtEnd else { return nil }
        return name
    }

    /// The error for a line that matches no form.
    private static func noForm(_ line: ArraySlice<UInt8>) -> LineError {
        if !FormatReader.relations(in: line).isEmpty {
            return LineError("constraint \(LineError.quote(line)) has no '@ PRIORITY' (like 'x >= 0 @ 1000')")
        }
        return LineError(
            "\(LineError.quote(line)) matches no line of FORMAT-v2.md (expected 'edit', 'suggest', 'remove', "
                + "'remove-edit', 'set-constant', 'set-priority', 'check', or a constraint '[LABEL:] EXPR OP EXPR @ PRIORITY')"
        )
    }
}
