import LayoutEngine

/// A view whose `updateConstraints()` asks for another constraints update, for `remaining` more
/// updates (`Int.max`: forever).
final class CycleSelfFlaggingView: View {
    var remaining = 0

    override func updateConstraints() {
        super.updateConstraints()
        guard remaining > 0 else { return }
        remaining -= 1
        setNeedsUpdateConstraints()
    }
}
