/// Every way a file can break FORMAT.md: the line the reader blames and the words its message
/// must contain (what is wrong, and the offending text quoted).

import ConstraintSystem
import Testing

/// One malformed input, the line to blame and the words expected in the message.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var words: [String]

    init(_ name: String, _ text: String, line: Int = 1, _ words: String...) {
        self.name = name
        self.text = text
        self.line = line
        self.words = words
    }

    var testDescription: String { name }
}

@Suite struct FormatReaderErrorTests {
    static let cases: [MalformedCase] = [
        // Lines of no form.
        MalformedCase(
            "line_of_no_form", "x == 1 @ 1000\nhello world\n", line: 2,
            "not an edit, suggest or constraint line", "'hello world'"),
        MalformedCase("constraint_without_priority", "x >= 0", "no '@ PRIORITY'", "'x >= 0'"),
        MalformedCase("version_line", "version 2\nx == 1 @ 1000", "version 1", "'version 2'"),
        MalformedCase("byte_order_mark", "\u{FEFF}x == 1 @ 1000", "byte-order mark"),
        // The '@' and the relation.
        MalformedCase("two_ats", "x == 1 @ 1000 @ 5", "more than one '@'", "'x == 1 @ 1000 @ 5'"),
        MalformedCase("double_at", "x == 1 @@ 1000", "more than one '@'"),
        MalformedCase("suggest_with_at", "edit x 5\nsuggest x=1 @ 3", line: 2, "no relation"),
        MalformedCase("no_relation", "x = 1 @ 1000", "no relation", "'x = 1'"),
        MalformedCase("unicode_relation", "x ≥ 1 @ 1000", "no relation", "'x ≥ 1'"),
        MalformedCase("two_relations", "x <= y >= 1 @ 1000", "more than one relation", "'x <= y >= 1'"),
        MalformedCase("relation_with_extra_equals", "x <== 1 @ 1000", "unexpected character '='", "'= 1'"),
        // The tail after '@'.
        MalformedCase("word_as_priority", "x == 1 @ high", "expected a priority", "'high'"),
        MalformedCase("nothing_after_at", "x == 1 @", "expected a priority", "found nothing"),
        MalformedCase("tilde_without_weight", "x == 1 @ 500 ~", "expected a weight", "found nothing"),
        MalformedCase("two_priorities", "x == 1 @ 500 600", "'~ WEIGHT' or the end of the line", "'600'"),
        MalformedCase("junk_after_weight", "x == 1 @ 500 ~ 3 4", "end of the line after weight '3'", "'4'"),
        MalformedCase("spaced_sign_in_priority", "x == 1 @ - 5", "expected a priority", "'- 5'"),
        // Expressions.
        MalformedCase("empty_left_side", "== 1 @ 1000", "expression on the left of '==' is missing"),
        MalformedCase("empty_right_side", "x >= @ 1000", "expression on the right of '>=' is missing"),
        MalformedCase("dangling_sign", "x - == 1 @ 1000", "term is missing at the end", "'x -'"),
        MalformedCase("double_sign", "--x == 1 @ 1000", "term is missing before '-'", "'--x'"),
        MalformedCase("sign_then_sign", "x + -3 == 1 @ 1000", "term is missing before '-'", "'x + -3'"),
        MalformedCase("leading_star", "*x == 1 @ 1000", "term is missing before '*'"),
        MalformedCase("product_of_numbers", "2*3 == 1 @ 1000", "NUMBER*NAME", "'2*3'"),
        MalformedCase("product_name_first", "x*2 == 1 @ 1000", "NUMBER*NAME", "'x*2'"),
        MalformedCase("product_without_name", "x == 2* @ 1000", "NUMBER*NAME", "'2*'"),
        MalformedCase("product_of_three", "2*x*y == 1 @ 1000", "expected '+' or '-' after a term, found '*'"),
        MalformedCase("terms_without_operator", "2x == 1 @ 1000", "expected '+' or '-' after a term, found 'x'"),
        MalformedCase("two_dots", "x == 1.5.3 @ 1000", "found '.3'"),
        MalformedCase("junk_character", "x + $y == 1 @ 1000", "unexpected character '$'", "'x + $y'"),
        MalformedCase("nul_byte", "x\u{0} == 1 @ 1000", "unexpected character U+0000", "'x\\u{0}'"),
        MalformedCase("no_break_space", "x\u{A0}+ y == 1 @ 1000", "U+00A0 (no-break space)"),
        MalformedCase("unicode_digit", "x == \u{663} @ 1000", "unexpected character '\u{663}' (U+0663)"),
        // Priorities and weights.
        MalformedCase("priority_zero", "x == 1 @ 0", "priority '0' is outside 1...1000"),
        MalformedCase("priority_above_required", "x == 1 @ 1000.5", "priority '1000.5' is outside 1...1000"),
        MalformedCase("negative_priority", "x == 1 @ -5", "priority '-5' is outside 1...1000"),
        MalformedCase("negative_weight", "x == 1 @ 5 ~ -1", "weight '-1' is negative"),
        MalformedCase("negative_edit_weight", "edit x 5 ~ -0.5", "weight '-0.5' is negative"),
        // Numbers that are not finite.
        MalformedCase("infinite_constant", "x == 1e999 @ 1000", "constant is not a finite number", "'1e999'"),
        MalformedCase("infinite_coefficient", "1e999*x == 0 @ 1000", "coefficient is not a finite number", "'1e999'"),
        MalformedCase("infinite_priority", "x == 1 @ 1e999", "priority is not a finite number", "'1e999'"),
        MalformedCase("infinite_weight", "x == 1 @ 5 ~ 1e999", "weight is not a finite number", "'1e999'"),
        MalformedCase("overflowing_sum", "x == 1e308 + 1e308 @ 1000", "add up to a value that is not finite"),
        MalformedCase("overflowing_sides", "1e308*x == -1e308*x @ 1000", "not finite", "'1e308*x == -1e308*x'"),
        MalformedCase(
            "infinite_suggestion", "edit x 5\nsuggest x=1e999", line: 2,
            "value suggested for 'x' is not a finite number", "'1e999'"),
        // Edit lines.
        MalformedCase("required_edit", "edit x 1000", "edit variable 'x' cannot be required", "'1000'"),
        MalformedCase("required_edit_exponent", "edit x 1e3", "cannot be required"),
        MalformedCase("edit_priority_out_of_range", "edit x 1500", "priority '1500' is outside 1...1000"),
        MalformedCase(
            "edit_declared_twice", "edit x 500\n\nedit x 600", line: 3,
            "edit variable 'x' is declared twice", "first on line 1"),
        MalformedCase("bare_edit", "edit", "expected a variable name after 'edit'", "found nothing"),
        MalformedCase("edit_number_as_name", "edit 5 500", "expected a variable name after 'edit'", "'5 500'"),
        MalformedCase("edit_without_priority", "edit x", "expected a priority", "after 'edit x'", "found nothing"),
        MalformedCase("edit_junk_after_name", "edit x$ 5", "unexpected character '$' after 'edit x'"),
        MalformedCase("edit_extra_word", "edit x 5 fast", "'~ WEIGHT' or the end of the line", "'fast'"),
        // Suggest lines.
        MalformedCase("bare_suggest", "suggest", "at least one NAME=VALUE"),
        MalformedCase("suggest_spaced_pair", "edit x 5\nsuggest x = 3", line: 2, "'x' is not NAME=VALUE"),
        MalformedCase("suggest_word_value", "edit x 5\nsuggest x=abc", line: 2, "'x=abc' is not NAME=VALUE"),
        MalformedCase(
            "suggest_undeclared", "edit x 500\nsuggest x=1 y=2\nz == 0 @ 1000", line: 2,
            "'y' is suggested but never declared with 'edit'"),
        MalformedCase(
            "suggest_undeclared_later_step", "edit x 5\nsuggest x=1\nsuggest q=1\nsuggest r=1", line: 3,
            "'q' is suggested"),
        // Line numbering.
        MalformedCase("line_counts_comments_blank_and_crlf", "# c\r\n\r\nx == 1 @ 1000\r\nbad\r\n", line: 4, "'bad'"),
        MalformedCase("line_counts_python_breaks", "x == 1 @ 1000\u{2028}x == 1 @ 2\u{85}bad", line: 3, "'bad'"),
        MalformedCase("comment_hides_nothing_after_form_feed", "# c \u{C} bad", line: 2, "'bad'"),
    ]

    @Test(arguments: cases)
    func malformedInputIsReportedAtItsLine(_ malformed: MalformedCase) {
        #expect {
            try FormatReader.parse(malformed.text, file: "case.txt")
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            let missing = malformed.words.filter { !error.message.contains($0) }
            guard error.file == "case.txt", error.line == malformed.line, missing.isEmpty else {
                Issue.record("\(malformed.name): got \(error), expected line \(malformed.line) with \(missing)")
                return false
            }
            return true
        }
    }

    @Test func errorOnAVeryLongLineIsShort() {
        // 6,000 terms, about 50 KB: under the line bound of 65,536 bytes (`FormatLimits`).
        let line = (0..<6_000).map { "x\($0)" }.joined(separator: " + ") + " $ == 0 @ 1000"
        #expect {
            try FormatReader.parse(line)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            return error.line == 1 && error.message.contains("unexpected character '$'")
                && error.message.count < 400
        }
    }

    @Test func errorsAboutVeryLongNamesAreShort() {
        let name = String(repeating: "n", count: 60_000)  // under the line bound of 65,536 bytes
        for text in ["edit \(name) 1000", "edit \(name) 5\nedit \(name) 6", "suggest \(name)=1", "edit \(name)$ 5"] {
            #expect {
                try FormatReader.parse(text)
            } throws: { error in
                (error as? FormatError).map { $0.message.count < 400 && $0.message.contains("nnn...") } ?? false
            }
        }
    }

    @Test func errorsComeInLineOrderAndUndeclaredSuggestionsLast() {
        #expect(throws: FormatError(file: "<input>", line: 3, message: "priority '0' is outside 1...1000")) {
            try FormatReader.parse("edit x 5\nsuggest y=1\nx == 1 @ 0\n")
        }
    }
}
