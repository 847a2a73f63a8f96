import LayoutEngine

/// A fixed-size item of seed 000's bar: its size is its intrinsic content size.
final class CycleItem: View {
    let size: Size

    init(_ name: String, size: Size) {
        self.size = size
        super.init()
        identifier = name
    }

    override var intrinsicContentSize: Size { size }
}
