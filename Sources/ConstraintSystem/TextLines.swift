/// Splitting UTF-8 text into numbered lines, with the line breaks of Python's `str.splitlines`,
/// so that this reader and `kiwi-bench.py` (which reads with universal newlines, then
/// `splitlines`) see the same lines and report the same line numbers for every file.

/// The lines of UTF-8 text, numbered from 1, without their line breaks.
///
/// A line ends at `\n`, `\r\n`, `\r`, and at the rarer breaks Python also honours: U+000B, U+000C,
/// U+001C...U+001E, U+0085, U+2028 and U+2029. A break at the very end does not start an empty
/// last line. O(n) over the bytes.
struct TextLines: Sequence {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    struct Iterator: IteratorProtocol {
        let bytes: ArraySlice<UInt8>
        var position: Int
        var number = 0

        mutating func next() -> (number: Int, range: Range<Int>)? {
            guard position < bytes.endIndex else { return nil }
            let start = position
            var end = position
            var breakLength = 0
            while end < bytes.endIndex {
                breakLength = TextLines.lineBreakLength(in: bytes, at: end)
                if breakLength > 0 { break }
                end += 1
            }
            position = end + breakLength
            number += 1
            return (number, start..<end)
        }
    }

    func makeIterator() -> Iterator { Iterator(bytes: bytes, position: bytes.startIndex) }

    /// The length in bytes of the line break that starts at `index`, or 0 when none does.
    static func lineBreakLength(in bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C, 0x1C, 0x1D, 0x1E:
            return 1
        case 0x0D:
            return index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:  // U+0085 is C2 85
            return index + 1 < bytes.endIndex && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:  // U+2028 and U+2029 are E2 80 A8 and E2 80 A9
            guard index + 2 < bytes.endIndex, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }
}
