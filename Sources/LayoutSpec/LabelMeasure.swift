/// A label's size and baselines as docs/layout-engine.md states the engine's stand-in font: every
/// character advances half the font size, a line is 1.25 font sizes tall, a line's baseline lies
/// one font size below its top. Text wraps greedily at spaces to the preferred maximum width (a
/// word wider than it keeps a line of its own; a newline always breaks) when the label has more
/// than one line allowed and a width above 0, and shows at most `lines` lines (0: all). Empty
/// text has size zero, and its baselines lie on the first line.
///
/// Written from the documentation, not from `Label` or `TextMetrics`.
struct LabelMeasure {
    var text: String
    var fontSize: Double
    /// UIKit's `numberOfLines`: 1 by default, 0 for any number.
    var lines: Int
    var preferredMaxWidth: Double

    var advance: Double { fontSize / 2 }
    var lineHeight: Double { fontSize * 1.25 }

    /// The lines shown, as character counts.
    var lineLengths: [Int] {
        let limit = lines != 1 && preferredMaxWidth > 0 ? preferredMaxWidth : nil
        var result: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit else {
                result.append(paragraph.count)
                continue
            }
            var current: Int?  // characters on the line so far, spaces between its words included
            var pendingSpaces = 0
            for piece in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if piece.isEmpty {
                    pendingSpaces += 1
                    continue
                }
                if let length = current {
                    let joined = length + pendingSpaces + 1 + piece.count
                    if Double(joined) * advance <= limit {
                        current = joined
                    } else {
                        result.append(length)
                        current = piece.count
                    }
                } else {
                    current = piece.count
                }
                pendingSpaces = 0
            }
            result.append(current ?? 0)
        }
        if lines > 0 && result.count > lines { result.removeLast(result.count - lines) }
        return result
    }

    /// The intrinsic content size.
    var size: (width: Double, height: Double) { measured.size }

    /// How far below the label's top its first and last baselines lie.
    var baselines: (first: Double, last: Double) { measured.baselines }

    /// Both, from one reading of the lines.
    var measured: (size: (width: Double, height: Double), baselines: (first: Double, last: Double)) {
        let shown = text.isEmpty ? [] : lineLengths
        let size = text.isEmpty ? (0, 0) : (Double(shown.max() ?? 0) * advance, Double(shown.count) * lineHeight)
        let count = text.isEmpty ? 1 : shown.count
        return (size, (fontSize, Double(count - 1) * lineHeight + fontSize))
    }
}
