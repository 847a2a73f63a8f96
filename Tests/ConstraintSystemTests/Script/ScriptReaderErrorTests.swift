/// Every way a script can break FORMAT-v2.md as far as its text tells: the line the reader
/// blames and the words its message must contain. (What depends on a solver's decisions, a label
/// used after its add was rejected, is checked while a script plays: ScriptReplayTests.)

import ConstraintSystem
import Testing

@Suite struct ScriptReaderErrorTests {
    static let v2 = "version 2\n"
    static let cases: [MalformedCase] = [
        MalformedCase("version_not_first", "x == 1 @ 1000\nversion 2\n", line: 2, "must be the first item"),
        MalformedCase("unknown_version", "version 3\n", "not a version this reader knows", "'version 3'"),
        MalformedCase("version_with_extra_words", "version 2 please\n", "not a version this reader knows"),
        MalformedCase("label_not_a_name", v2 + "1c: x == 1 @ 1000", line: 2, "is not a label", "'1c'"),
        MalformedCase("label_with_spaces", v2 + "a b: x == 1 @ 1000", line: 2, "is not a label", "'a b'"),
        MalformedCase("two_colons", v2 + "c: d: x == 1 @ 1000", line: 2, "more than one ':'"),
        MalformedCase("label_without_constraint", v2 + "c:", line: 2, "has no constraint after ':'"),
        MalformedCase("labelled_without_priority", v2 + "c: x == 1", line: 2, "no '@ PRIORITY'"),
        MalformedCase("labelled_with_bad_priority", v2 + "c: x == 1 @ 0", line: 2, "outside 1...1000"),
        MalformedCase("remove_without_label", v2 + "remove", line: 2, "is not 'remove LABEL'"),
        MalformedCase("remove_two_labels", v2 + "remove a b", line: 2, "is not 'remove LABEL'"),
        MalformedCase("remove_never_defined", v2 + "remove c", line: 2, "was never defined", "'c'"),
        MalformedCase(
            "remove_twice", v2 + "c: x == 1 @ 1000\nremove c\nremove c", line: 4, "was removed and not defined again"),
        MalformedCase(
            "set_constant_without_value", v2 + "c: x == 1 @ 5\nset-constant c", line: 3,
            "is not 'set-constant LABEL VALUE'"),
        MalformedCase(
            "set_constant_not_a_number", v2 + "c: x == 1 @ 5\nset-constant c abc", line: 3, "expected a number", "'abc'"
        ),
        MalformedCase(
            "set_constant_infinite", v2 + "c: x == 1 @ 5\nset-constant c 1e999", line: 3, "not a finite number"),
        MalformedCase("set_constant_never_defined", v2 + "set-constant c 1", line: 2, "was never defined"),
        MalformedCase("set_priority_out_of_range", v2 + "c: x == 1 @ 5\nset-priority c 0", line: 3, "outside 1...1000"),
        MalformedCase("set_priority_negative_weight", v2 + "c: x == 1 @ 5\nset-priority c 5 ~ -1", line: 3, "negative"),
        MalformedCase(
            "set_priority_without_priority", v2 + "c: x == 1 @ 5\nset-priority c", line: 3,
            "is not 'set-priority LABEL PRIORITY"),
        MalformedCase("set_priority_never_defined", v2 + "set-priority c 5", line: 2, "was never defined"),
        MalformedCase(
            "remove_edit_of_no_edit", v2 + "x == 1 @ 1000\nremove-edit x", line: 3, "is not an edit variable here"),
        MalformedCase("edit_declared_while_live", v2 + "edit x 5\nedit x 6", line: 3, "declared twice", "line 2"),
        MalformedCase(
            "suggest_after_remove_edit", v2 + "edit x 5\nremove-edit x\nsuggest x=1", line: 4,
            "is not an edit variable here"),
        MalformedCase("suggest_before_edit", v2 + "suggest x=1\nedit x 5", line: 2, "is not an edit variable here"),
        MalformedCase("check_without_items", v2 + "x == 1 @ 1000\ncheck", line: 3, "at least one item"),
        MalformedCase("check_of_unknown_variable", v2 + "x == 1 @ 1000\ncheck y=1", line: 3, "'y'", "has not appeared"),
        MalformedCase(
            "check_before_the_variable_appears", v2 + "check x=1\nx == 1 @ 1000", line: 2, "has not appeared"),
        MalformedCase("check_item_without_value", v2 + "x == 1 @ 1000\ncheck x", line: 3, "is not a check item", "'x'"),
        MalformedCase("check_with_double_equals", v2 + "x == 1 @ 1000\ncheck x==1", line: 3, "not '=='"),
        MalformedCase("check_expression_with_bound", v2 + "x + y == 1 @ 1000\ncheck x+y<=1", line: 3, "'=' only"),
        MalformedCase("check_value_not_a_number", v2 + "x == 1 @ 1000\ncheck x=abc", line: 3, "expected a number"),
        MalformedCase("check_item_of_no_variable", v2 + "x == 1 @ 1000\ncheck x-x=0", line: 3, "names no variable"),
        MalformedCase(
            "check_error_of_required", v2 + "x == 1 @ 1000\ncheck error 1000=0", line: 3,
            "required constraints have no error"),
        MalformedCase("check_error_without_value", v2 + "x == 1 @ 5\ncheck error 5", line: 3, "is not P=VALUE"),
        MalformedCase("check_error_at_the_end", v2 + "x == 1 @ 5\ncheck error", line: 3, "needs what follows"),
        MalformedCase(
            "check_rejected_never_defined", v2 + "x == 1 @ 5\ncheck rejected c", line: 3, "no line before defines"),
        MalformedCase("check_rejected_not_a_label", v2 + "x == 1 @ 5\ncheck rejected 1", line: 3, "is not a label"),
        MalformedCase(
            "check_conflict_without_members", v2 + "c: x == 1 @ 1000\ncheck conflict c", line: 3,
            "needs the rejected LABEL and"),
        MalformedCase(
            "check_conflict_of_unknown_label", v2 + "c: x == 1 @ 1000\ncheck conflict c d", line: 3, "'d'",
            "no line before defines"),
        MalformedCase(
            "line_of_no_form", v2 + "frobnicate x", line: 2, "matches no line of FORMAT-v2.md", "'frobnicate x'"),
        MalformedCase("version_one_errors_still_apply", v2 + "x == 1 @ 2000", line: 2, "outside 1...1000"),
        MalformedCase("byte_order_mark", "\u{FEFF}version 2\nx == 1 @ 1000", "byte-order mark"),
    ]

    @Test(arguments: cases)
    func malformed_script(_ malformed: MalformedCase) {
        do {
            let script = try ScriptReader.parse(malformed.text, file: "bad.txt")
            Issue.record("read without an error: \(script.operations)")
        } catch {
            #expect(error.file == "bad.txt")
            #expect(error.line == malformed.line, "\(error)")
            for word in malformed.words {
                #expect(error.message.contains(word), "'\(word)' not in: \(error.message)")
            }
        }
    }

    @Test func a_version_one_file_with_an_error_is_blamed_on_its_line() {
        #expect(throws: FormatError(file: "v1.txt", line: 2, message: "priority '5000' is outside 1...1000")) {
            try ScriptReader.parse("x == 1 @ 1000\ny == 2 @ 5000\n", file: "v1.txt")
        }
    }
}
