import ConstraintSystem

/// Numbers and strings as Swift source text that reads back to exactly the same value, for the
/// code `CaseCode` and `SwiftReproducer` print.
enum SwiftLiteral {
    /// `8`, `-250`, `0.1`, `1e-07`: `NumberText`'s text (integral values without a fraction, others
    /// in the shortest form that reads back to the same bits), which Swift reads as a `Double` (or
    /// a priority) literal; `-0.0` keeps its sign.
    static func number(_ value: Double) -> String {
        value == 0 && value.sign == .minus ? "-0.0" : NumberText.format(value)
    }

    /// Whether `value` is exactly `+0.0`, the default a call may leave out (`-0.0` is not).
    static func isPlainZero(_ value: Double) -> Bool { value == 0 && value.sign == .plus }

    /// A string literal in double quotes with the same Unicode scalars: quotes, backslashes and
    /// line breaks escaped, and any scalar that is not a visible character (controls, format
    /// characters, separators other than the space, combining marks, unassigned code points) as
    /// `\u{…}`, so that the source shows no invisible text and reads back to the same string.
    static func string(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// Text for a `//` comment: on one line, with line breaks and invisible scalars escaped as in
    /// `string` (quotes and backslashes as they are).
    static func comment(_ text: String) -> String { escaped(text, quotes: false) }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isVisible(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            }
        }
        return result
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
