/// A view that shows text (UIKit's `UILabel`, for layout): its intrinsic size is the text's size
/// in `TextMetrics`, and its baselines lie on the first and last lines.
///
/// One line by default; with `numberOfLines` other than 1 the text wraps at
/// `preferredMaxLayoutWidth` (when it is above 0) and shows at most `numberOfLines` lines (0: all).
open class Label: View {
    public var text: String { didSet { if oldValue != text { contentChanged() } } }
    public var fontSize: Double { didSet { if oldValue != fontSize { contentChanged() } } }
    public var numberOfLines = 1 { didSet { if oldValue != numberOfLines { contentChanged() } } }
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentChanged() } }
    }

    public init(text: String = "", fontSize: Double = 17, frame: Rect = .zero) {
        self.text = text
        self.fontSize = fontSize
        super.init(frame: frame)
    }

    public var metrics: TextMetrics { TextMetrics(fontSize: fontSize) }

    /// The lines as laid out for the intrinsic size.
    public var lines: [Substring] {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return metrics.lines(
            of: text, maxWidth: wraps ? preferredMaxLayoutWidth : nil, maxLines: numberOfLines == 1 ? 1 : numberOfLines)
    }

    /// The widest line by the number of lines; zero for empty text (as UIKit's label).
    open override var intrinsicContentSize: Size {
        guard !text.isEmpty else { return .zero }
        let lines = self.lines
        let width = lines.map { metrics.width(of: $0) }.max() ?? 0
        return Size(width: width, height: Double(lines.count) * metrics.lineHeight)
    }

    override func baselineOffsetFromTop(_ baseline: Baseline) -> Double? {
        let lineCount = baseline == .first || text.isEmpty ? 1 : lines.count
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.firstBaselineOffByDescent), baseline == .first { return metrics.lineHeight }
        #endif
        return Double(lineCount - 1) * metrics.lineHeight + metrics.ascent
    }

    override var typeName: String { "label" }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
