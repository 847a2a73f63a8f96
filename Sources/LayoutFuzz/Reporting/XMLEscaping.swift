/// Text made safe for XML 1.0 and for the HTML pages CI systems render from it.
///
/// `&`, `<`, `>` (and in attributes `"`, `'`, tab, newline, carriage return) become character
/// references. Characters XML 1.0 forbids (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE,
/// U+FFFF; lone surrogates cannot occur in a Swift string) and the C1 controls U+0080–U+009F
/// (legal, but shown as other characters in HTML) become the visible escape `\u{XXXX}`, so a
/// report never fails to parse and the reader can still see what was there. No CDATA is ever
/// written (some readers join several CDATA sections with commas), so `]]>` is just text whose
/// `>` is escaped.
enum XMLEscaping {
    static func text(_ value: String) -> String { escape(value, inAttribute: false) }

    static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"  // a literal one would be read back as a newline
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if isForbidden(scalar) {
                    result += "\\u{" + hex(scalar.value) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
