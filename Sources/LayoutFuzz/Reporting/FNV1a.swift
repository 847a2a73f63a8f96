/// FNV-1a (Fowler, Noll & Vo), the hash behind failure folder names and corpus file names:
/// stable across runs, machines and Swift versions (unlike `Hasher`), as hex digits.
enum FNV1a {
    /// 32 bits as 8 hex digits.
    static func hex32<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return padded(String(hash, radix: 16), to: 8)
    }

    /// 64 bits as 16 hex digits.
    static func hex64<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = Running()
        hash.add(bytes)
        return padded(String(hash.value, radix: 16), to: 16)
    }

    /// A 64-bit hash fed piece by piece.
    struct Running {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01B3
            }
        }

        /// The UTF-8 bytes of `text`, read from contiguous memory (walking `text.utf8` decodes
        /// each byte through the string's representation).
        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add($0) }
        }

        /// The eight bytes of `word`, low first.
        mutating func add(_ word: UInt64) {
            var rest = word
            for _ in 0..<8 {
                value ^= rest & 0xFF
                value = value &* 0x0000_0100_0000_01B3
                rest >>= 8
            }
        }
    }

    private static func padded(_ hex: String, to width: Int) -> String {
        String(repeating: "0", count: width - hex.count) + hex
    }
}
