/// Writing constraint systems in the text format of FORMAT.md (version 1), such that
/// `FormatReader.parse` gives back an equal system.

/// Writes a `ConstraintSystem` as FORMAT.md text: an optional `# title` comment, the `edit` lines,
/// the constraints, then the `suggest` lines, one item a line, each line ending in `\n`.
///
/// A constraint is written in its normal form, `terms OP constant @ priority [~ weight]`, e.g.
/// `x - 2*y >= -8 @ 750 ~ 750000`: a coefficient of 1 or -1 without `1*`, `0` for no terms, every
/// number through `NumberText.format` (which writes the shortest text that reads back to the same
/// `Double`).
///
/// Round trip: `FormatReader.parse(write(s)) == s` for every system the reader can produce, that is
/// every system whose names follow the NAME rule, whose terms have distinct names and non-zero
/// coefficients, whose numbers are finite, priorities valid (edit priorities below 1000), weights
/// not negative, steps not empty and suggested names declared. Other systems are written as well
/// as they can be (a zero coefficient as `0*x`, which reads back as no term; a number that is
/// not finite as `inf` or `nan`, which the reader refuses). O(size of the output).
public enum FormatWriter {
    /// The text of `system`, preceded by `title` as a comment (one `#` line per line of title).
    public static func write(_ system: ConstraintSystem, title: String? = nil) -> String {
        var text = ""
        if let title {
            let bytes = Array(title.utf8)[...]
            let lines = TextLines(bytes).map { String(decoding: bytes[$0.range], as: UTF8.self) }
            for line in lines.isEmpty ? [""] : lines {
                text += line.isEmpty ? "#\n" : "# \(line)\n"
            }
        }
        for edit in system.edits {
            text += "edit \(edit.name) \(strength(edit.priority, edit.weight))\n"
        }
        for constraint in system.constraints {
            text += line(constraint) + "\n"
        }
        for step in system.steps {
            let pairs = step.values.map { "\($0.name)=\(NumberText.format($0.value))" }
            text += "suggest \(pairs.joined(separator: " "))\n"
        }
        return text
    }

    /// One constraint line without its line break: `x - 2*y >= -8 @ 750 ~ 750000`.
    static func line(_ constraint: SystemConstraint) -> String {
        "\(expression(constraint.terms)) \(constraint.relation) \(NumberText.format(constraint.constant)) "
            + "@ \(strength(constraint.priority, constraint.weight))"
    }

    /// `x - 2*y + z`; `0` for no terms.
    static func expression(_ terms: [LinearTerm]) -> String {
        guard !terms.isEmpty else { return "0" }
        var text = ""
        for (index, term) in terms.enumerated() {
            let negative = term.coefficient < 0
            if index == 0 {
                if negative { text += "-" }
            } else {
                text += negative ? " - " : " + "
            }
            let magnitude = abs(term.coefficient)
            text += magnitude == 1 ? term.name : "\(NumberText.format(magnitude))*\(term.name)"
        }
        return text
    }

    /// `750` or `750 ~ 750000`.
    static func strength(_ priority: Priority, _ weight: Double?) -> String {
        let text = NumberText.format(priority.value)
        return weight.map { "\(text) ~ \(NumberText.format($0))" } ?? text
    }
}
