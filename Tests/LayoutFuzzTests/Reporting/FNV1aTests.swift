import Testing

@testable import LayoutFuzz

/// FNV-1a names failure folders and corpus files, so its values must never change; a string is
/// hashed from its contiguous UTF-8 bytes, which must be the bytes `utf8` walks.
@Suite struct FNV1aTests {
    @Test func knownValuesOfTheStandardHash() {
        // The published test vectors of 64-bit and 32-bit FNV-1a.
        #expect(FNV1a.hex64("".utf8) == "cbf29ce484222325")
        #expect(FNV1a.hex64("a".utf8) == "af63dc4c8601ec8c")
        #expect(FNV1a.hex64("foobar".utf8) == "85944171f73967e8")
        #expect(FNV1a.hex32("a".utf8) == "e40c292c")
        #expect(FNV1a.hex32("foobar".utf8) == "bf9cf968")
    }

    @Test func aStringHashesAsItsUTF8Bytes() {
        let texts = [
            "", "v3.minX", "window.safeArea.height", "é", "a\u{301}", "🧪 layout", "\r\n",
            String(repeating: "long name over the small-string size ", count: 3),
        ]
        for text in texts {
            var fromString = FNV1a.Running()
            fromString.add(text)
            var fromBytes = FNV1a.Running()
            fromBytes.add(Array(text.utf8))
            #expect(fromString.value == fromBytes.value, "\(text)")
        }
    }
}
