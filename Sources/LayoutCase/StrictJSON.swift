import Foundation

/// RFC 8259 JSON syntax, checked before a case is decoded, so that every malformed file is refused
/// with the place it goes wrong: the JSON path reached so far, the line, the column and the byte
/// offset (Foundation's decoder says only "not valid JSON", and accepts a trailing comma). One pass
/// over the bytes with an explicit stack of open containers, so nesting costs no call depth;
/// nesting deeper than `maxDepth` is refused. Numbers must fit a `Double` (`1e400` does not);
/// `NaN`, `Infinity`, comments, single quotes and control characters inside strings are not JSON.
enum StrictJSON {
    static let maxDepth = 512

    struct SyntaxError: Error {
        var path: String
        var message: String
    }

    private enum Container {
        case object(key: String?)
        case array(index: Int)
    }

    /// - Throws: `SyntaxError` at the first byte that is not JSON.
    static func check(_ data: Data) throws(SyntaxError) {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        try scanner.document()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var stack: [Container] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The JSON path of the value being read (`steps[3].frames`), `(root)` at the top.
        var path: String {
            let text = Scanner.pathText(stack[...])
            guard stack.count <= 16 else {
                // Deep nesting: the last levels say where; the count says how deep.
                let tail = Scanner.pathText(stack.suffix(8))
                return "(\(stack.count) levels deep)…" + (tail.hasPrefix("[") ? "" : ".") + tail
            }
            return text.isEmpty ? "(root)" : text
        }

        static func pathText(_ containers: ArraySlice<Container>) -> String {
            var text = ""
            for container in containers {
                switch container {
                case let .object(key?): text += (text.isEmpty ? "" : ".") + key
                case .object(nil): break
                case let .array(index): text += "[\(index)]"
                }
            }
            return text
        }

        func fail(_ what: String, at offset: Int? = nil) -> SyntaxError {
            let offset = min(offset ?? index, bytes.count)
            var line = 1
            var lineStart = 0
            for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
            return SyntaxError(path: path, message: "\(what) at line \(line), column \(column) (byte \(offset))")
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        var shown: String {
            guard index < bytes.count else { return "the end of the file" }
            let byte = bytes[index]
            return byte >= 0x21 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte \(byte)"
        }

        mutating func document() throws(SyntaxError) {
            skipSpace()
            try value()
            while !stack.isEmpty {
                skipSpace()
                try afterValue()
            }
            skipSpace()
            guard index == bytes.count else { throw fail("\(shown) after the end of the JSON value") }
        }

        /// After a value inside a container: `,` then the next member, or the closing bracket.
        mutating func afterValue() throws(SyntaxError) {
            guard let top = stack.last else { return }
            guard index < bytes.count else {
                throw fail(
                    "the file ends inside an \(isObject(top) ? "object" : "array"); expected ',' or '\(isObject(top) ? "}" : "]")'"
                )
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                switch top {
                case .object:
                    stack[stack.count - 1] = .object(key: nil)
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw fail("a ',' before '}'") }
                    try member()
                case let .array(position):
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw fail("a ',' before ']'") }
                    stack[stack.count - 1] = .array(index: position + 1)
                    try value()
                }
            } else if byte == UInt8(ascii: isObject(top) ? "}" : "]") {
                index += 1
                stack.removeLast()
            } else {
                throw fail("expected ',' or '\(isObject(top) ? "}" : "]")', found \(shown)")
            }
        }

        func isObject(_ container: Container) -> Bool {
            if case .object = container { return true }
            return false
        }

        /// `"key": value` inside an object.
        mutating func member() throws(SyntaxError) {
            stack[stack.count - 1] = .object(key: nil)  // between keys: the object's own path
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a quoted key, found \(shown)")
            }
            let key = try string()
            stack[stack.count - 1] = .object(key: key)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\", found \(shown)")
            }
            index += 1
            skipSpace()
            try value()
        }

        /// One value; a container is opened (its members are read by `afterValue`).
        mutating func value() throws(SyntaxError) {
            guard index < bytes.count else { throw fail("the file ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < StrictJSON.maxDepth else {
                    throw fail("nested deeper than \(StrictJSON.maxDepth) levels")
                }
                let isObject = bytes[index] == UInt8(ascii: "{")
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    return
                }
                stack.append(isObject ? .object(key: nil) : .array(index: 0))
                if isObject { try member() } else { try value() }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default:
                throw fail(
                    "\(shown) does not begin a JSON value (NaN, Infinity, comments and single quotes are not JSON)")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw fail("\(shown) does not begin a JSON value")
            }
            index += expected.count
        }

        mutating func number() throws(SyntaxError) {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                throw fail("a number needs digits")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw fail("a number needs digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw fail("the number \(text) is out of range", at: start)
            }
        }

        /// A string's contents (escapes checked, not decoded beyond what a key needs).
        mutating func string() throws(SyntaxError) -> String {
            let start = index
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: bytes[start + 1..<index - 1], as: UTF8.self)
                }
                if byte < 0x20 { throw fail("a control character (byte \(byte)) inside a string") }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { break }
                    switch bytes[index] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        index += 1
                    case UInt8(ascii: "u"):
                        let hex = bytes[(index + 1)..<min(index + 5, bytes.count)]
                        guard hex.count == 4, hex.allSatisfy({ Character(UnicodeScalar($0)).isHexDigit }) else {
                            throw fail("'\\u' needs four hexadecimal digits")
                        }
                        index += 5
                    default:
                        throw fail("'\\\(Character(UnicodeScalar(bytes[index])))' is not a JSON escape")
                    }
                    continue
                }
                index += 1
            }
            throw fail("the file ends inside a string that begins", at: start)
        }
    }
}
