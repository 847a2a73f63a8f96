import LayoutEngine

/// A view that notes each hook the update cycle calls (in its `log`, if any) and the rectangles it
/// was asked to draw. Its `identifier` is its name, so trace events name it.
class CycleRecordingView: View {
    let log: CycleLog?
    /// The `rect` of every `draw(_:)` call, in order.
    private(set) var drawnRects: [Rect] = []

    init(_ name: String, log: CycleLog? = nil, frame: Rect = .zero) {
        self.log = log
        super.init(frame: frame)
        identifier = name
    }

    override func updateConstraints() {
        log?.append("updateConstraints \(displayName)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log?.append("layoutSubviews \(displayName)")
        super.layoutSubviews()
    }

    override func draw(_ rect: Rect) {
        log?.append("draw \(displayName)")
        drawnRects.append(rect)
        super.draw(rect)
    }
}
