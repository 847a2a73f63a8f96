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

    /// The lines as laid out for the intrinsic size (measured once per content: the engine asks
    /// for the size whenever it refreshes a view's content constraints or reads its baselines).
    public var lines: [Substring] { (measured ?? measure()).lines }

    /// The widest line by the number of lines; zero for empty text (as UIKit's label).
    open override var intrinsicContentSize: Size { (measured ?? measure()).size }

    /// The lines and the size of the content as it is; nil once it changes.
    private var measured: (lines: [Substring], size: Size)?

    private func measure() -> (lines: [Substring], size: Size) {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        let lines = metrics.lines(
            of: text, maxWidth: wraps ? preferredMaxLayoutWidth : nil, maxLines: numberOfLines == 1 ? 1 : numberOfLines)
        let width = lines.map { metrics.width(of: $0) }.max() ?? 0
        let size = text.isEmpty ? .zero : Size(width: width, height: Double(lines.count) * metrics.lineHeight)
        measured = (lines, size)
        return (lines, size)
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
        measured = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
