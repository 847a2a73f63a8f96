/// A deterministic stand-in for a font: every character advances half the font size, a line is
/// 1.25 font sizes tall, and the baseline lies one font size below the line's top. Exact in binary
/// for the usual sizes, so tests can state frames exactly.
public struct TextMetrics: Hashable, Sendable {
    public var fontSize: Double

    public init(fontSize: Double) { self.fontSize = fontSize }

    public var characterAdvance: Double { fontSize / 2 }
    public var lineHeight: Double { fontSize * 1.25 }
    /// From a line's top to its baseline.
    public var ascent: Double { fontSize }

    public func width(of text: Substring) -> Double { Double(text.count) * characterAdvance }

    /// The lines of `text` wrapped greedily at spaces to fit `maxWidth` (nil: no wrapping), at
    /// most `maxLines` of them (0: no limit). A word wider than the limit gets a line of its own;
    /// explicit newlines always break.
    public func lines(of text: String, maxWidth: Double?, maxLines: Int) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else {
                lines.append(paragraph)
                continue
            }
            var line: Substring = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = word
                } else if width(of: text[line.startIndex..<word.endIndex]) <= maxWidth {  // every space between counts
                    line = text[line.startIndex..<word.endIndex]
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        if maxLines > 0 && lines.count > maxLines { lines.removeLast(lines.count - maxLines) }
        return lines
    }
}
