/// The lexical rules of FORMAT.md (version 1) over the bytes of one line: spaces, NAME and NUMBER.
///
/// The grammar is ASCII. Spaces are U+0020 and tab; a NAME is `[A-Za-z_][A-Za-z0-9_.]*`; a NUMBER
/// is `digits[.digits]` or `.digits`, optionally followed by `e` or `E`, a sign and digits (Python's
/// `\d` and `\s` would also take other Unicode digits and spaces; this reader does not).

/// A cursor over the bytes of one line. Every scan either consumes what it names and returns it,
/// or returns nil and leaves the cursor where it was. Never reads outside `bytes`.
struct LineScanner {
    let bytes: ArraySlice<UInt8>
    private(set) var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var isAtEnd: Bool { position >= bytes.endIndex }

    /// The byte under the cursor, nil at the end.
    var current: UInt8? { isAtEnd ? nil : bytes[position] }

    /// Everything from the cursor to the end of the line.
    var rest: ArraySlice<UInt8> { bytes[position...] }

    /// The character under the cursor, for a message: `'$'`, `U+00A0 (no-break space)`, ...
    var currentCharacter: String {
        // The cursor only ever moves over ASCII, so it stands at the start of a scalar.
        guard let scalar = String(decoding: rest.prefix(4), as: UTF8.self).unicodeScalars.first else {
            return "the end of the line"
        }
        return LineError.describe(scalar)
    }

    /// Skips spaces and tabs; true when there was at least one.
    @discardableResult
    mutating func skipSpaces() -> Bool {
        let start = position
        while let byte = current, Self.isSpace(byte) { position += 1 }
        return position > start
    }

    /// Consumes `byte` when it is under the cursor.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    /// A NAME: a letter or `_`, then letters, digits, `_` and `.`.
    mutating func scanName() -> String? {
        guard let first = current, Self.isNameStart(first) else { return nil }
        let start = position
        position += 1
        while let byte = current, Self.isNameStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: ".") {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// An unsigned NUMBER (`12`, `3.`, `.5`, `1.67772e+07`), as text; the longest one that fits.
    mutating func scanNumber() -> ArraySlice<UInt8>? {
        let start = position
        if current.map(Self.isDigit) == true {
            skipDigits()
            if consume(UInt8(ascii: ".")) { skipDigits() }
        } else if current == UInt8(ascii: "."), peek(1).map(Self.isDigit) == true {
            position += 1
            skipDigits()
        } else {
            return nil
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if peek(signed ? 2 : 1).map(Self.isDigit) == true {
                position += signed ? 2 : 1
                skipDigits()
            }
        }
        return bytes[start..<position]
    }

    /// A NUMBER with an optional sign written right before it (`-8`, `+500`), as text.
    mutating func scanSignedNumber() -> ArraySlice<UInt8>? {
        let start = position
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
        guard scanNumber() != nil else {
            position = start
            return nil
        }
        return bytes[start..<position]
    }

    /// The value of NUMBER text from a scan, which must be finite (`1e999` is not).
    ///
    /// - Throws: `LineError` naming `what` (e.g. "priority") when the value is not finite.
    static func value(
        of number: ArraySlice<UInt8>, as what: @autoclosure () -> String
    ) throws(LineError) -> Double {
        // The scans only return text that Double's parser accepts; the nil case is for safety.
        guard let value = Double(String(decoding: number, as: UTF8.self)) else {
            throw LineError("cannot read \(what()) \(LineError.quote(number)) as a number")
        }
        guard value.isFinite else {
            throw LineError("\(what()) is not a finite number: \(LineError.quote(number))")
        }
        return value
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.endIndex ? bytes[position + offset] : nil
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }
}
