/// The error of one line, before the reader adds the file and line number to make a
/// `FormatError`, and the quoting that puts user text into messages.

/// What is wrong with one line; `FormatReader` turns it into a `FormatError` with the location.
struct LineError: Error, Equatable {
    var message: String

    init(_ message: String) { self.message = message }

    /// The most characters of user text a message quotes (escapes included); longer text is cut
    /// and ends with `...`, so that a megabyte line still gives a readable message.
    static let quoteLimit = 80

    /// `bytes` between single quotes, for a message: invisible characters (NUL, tab, no-break
    /// space, ...) shown as `\u{0}`, and cut after `quoteLimit` characters.
    static func quote(_ bytes: ArraySlice<UInt8>) -> String {
        quote(String(decoding: bytes.prefix(4 * quoteLimit), as: UTF8.self), cut: bytes.count > 4 * quoteLimit)
    }

    /// `text` between single quotes, escaped and cut like `quote(_:)` of bytes.
    static func quote(_ text: String, cut: Bool = false) -> String {
        var result = ""
        var length = 0
        var complete = true
        for scalar in text.unicodeScalars {
            let shown = visible(scalar)
            length += shown.unicodeScalars.count
            if length > quoteLimit {
                complete = false
                break
            }
            result += shown
        }
        return "'" + result + (complete && !cut ? "'" : "...'")
    }

    /// One character for a message: itself when printable, else `U+XXXX` with its name when
    /// Unicode gives one (`U+00A0 (no-break space)`), so that an invisible culprit can be found.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if isInvisible(scalar) {
            guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return code }
            return "\(code) (\(name.lowercased()))"
        }
        return scalar.isASCII ? "'\(scalar)'" : "'\(scalar)' (\(code))"
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        isInvisible(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .unassigned, .surrogate, .privateUse:
            return scalar != " "
        default:
            return false
        }
    }
}
