/// Version 2 of the text format (FORMAT-v2.md): the round trip, version-1 files read as before,
/// and each form read into the operation it means.

import ConstraintSystem
import Testing

@Suite struct ScriptFormatTests {
    @Test func every_form_reads_into_its_operation() throws {
        let text = """
            version 2
            edit w 900 ~ 5
            k: w >= 0 @ 1000
            c: 2*w + 8 <= h @ 750 ~ 1000   # a labelled constraint
            suggest w=100
            set-constant c -3.5
            set-priority c 250
            set-priority c 1000 ~ 7
            check w=100 h>=1 w<=200 h-2*w=4 error 900=0 rejected c
            check conflict c k
            remove c
            remove-edit w
            """
        let script = try ScriptReader.parse(text, file: "forms.txt")
        #expect(script.version == 2)
        let expected: [ScriptOperation] = [
            .edit(EditDeclaration(name: "w", priority: Priority(900), weight: 5)),
            .add(SystemConstraint(terms: [LinearTerm("w")], relation: .greaterThanOrEqual, constant: 0), label: "k"),
            .add(
                SystemConstraint(
                    terms: [LinearTerm("w", 2), LinearTerm("h", -1)], relation: .lessThanOrEqual, constant: -8,
                    priority: Priority(750), weight: 1000), label: "c"),
            .suggest(SuggestStep([Suggestion("w", 100)])),
            .setConstant("c", -3.5),
            .setPriority("c", Priority(250), weight: nil),
            .setPriority("c", .required, weight: 7),
        ]
        #expect(Array(script.operations.prefix(7)) == expected)
        guard case let .check(items) = script.operations[7] else {
            Issue.record("not a check")
            return
        }
        #expect(
            items == [
                .value(terms: [LinearTerm("w")], relation: .equal, value: 100),
                .value(terms: [LinearTerm("h")], relation: .greaterThanOrEqual, value: 1),
                .value(terms: [LinearTerm("w")], relation: .lessThanOrEqual, value: 200),
                .value(terms: [LinearTerm("h"), LinearTerm("w", -2)], relation: .equal, value: 4),
                .error(Priority(900), 0),
                .rejected("c"),
            ])
        #expect(script.operations[8] == .checkConflict("c", ["k"]))
        #expect(script.operations[9] == .remove("c"))
        #expect(script.operations[10] == .removeEdit("w"))
        #expect(script.source?.lines == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    }

    @Test func a_constant_inside_a_check_expression_moves_to_the_value() throws {
        let script = try ScriptReader.parse("version 2\nx == 1 @ 1000\ncheck x+2=5\n")
        #expect(script.operations.last == .check([.value(terms: [LinearTerm("x")], relation: .equal, value: 3)]))
    }

    @Test func a_script_without_the_version_line_is_read_by_its_forms() throws {
        let script = try ScriptReader.parse("c: x == 1 @ 1000\ncheck x=1\nremove c\n")
        #expect(script.version == 2)
        #expect(script.operations.count == 3)
    }

    @Test(arguments: Fixtures.all.map(\.0))
    func version_one_files_read_as_before(name: String) throws {
        let system = Fixtures.all.first { $0.0 == name }!.1
        let text = FormatWriter.write(system)
        let script = try ScriptReader.parse(text, file: "v1.txt")
        #expect(script.version == 1)
        #expect(script == OperationScript(try FormatReader.parse(text)))
    }

    @Test func version_one_random_systems_keep_their_meaning_and_lines() throws {
        for seed in UInt64(0)..<200 {
            let system = RandomSystems.system(seed: seed)
            let text = FormatWriter.write(system)
            let script = try ScriptReader.parse(text, file: "v1.txt")
            let read = try FormatReader.parse(text, file: "v1.txt")
            #expect(script.version == 1, "seed \(seed)")
            #expect(script == OperationScript(read), "seed \(seed)")
            let lines = read.source!.editLines + read.source!.constraintLines + read.source!.stepLines
            #expect(script.source?.lines == lines, "seed \(seed)")
        }
    }

    @Test func written_scripts_read_back_equal() throws {
        var forms = Set<String>()
        for seed in UInt64(0)..<300 {
            let script = RandomScripts.script(seed: seed)
            for operation in script.operations {
                forms.insert(ScriptWriter.line(operation).split(separator: " ")[0].description)
            }
            let text = ScriptWriter.write(script, title: "seed \(seed)")
            let read = try ScriptReader.parse(text, file: "seed\(seed).txt")
            #expect(read == script, "seed \(seed):\n\(text)")
            #expect(ScriptWriter.write(read, title: "seed \(seed)") == text, "seed \(seed)")
        }
        for form in ["edit", "remove-edit", "remove", "set-constant", "set-priority", "suggest", "check"] {
            #expect(forms.contains(form), "no \(form) line was generated")
        }
        #expect(forms.contains { $0.hasSuffix(":") }, "no labelled constraint was generated")
    }

    @Test func the_writer_starts_with_the_version_line_after_the_title() {
        let text = ScriptWriter.write(OperationScript([.remove("a")]), title: "t")
        #expect(text == "# t\nversion 2\nremove a\n")
    }
}
