import LayoutEngine

/// A view whose `layoutSubviews()` moves `nudged` one point and asks for another layout, for
/// `remaining` more layouts (`Int.max`: forever): a layout that does not settle.
final class CycleRestlessView: View {
    var nudged: LayoutConstraint?
    var remaining = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        guard remaining > 0, let nudged else { return }
        remaining -= 1
        nudged.constant += 1
        setNeedsLayout()
    }
}
