import LayoutEngine

/// Seed 002's root view: its `updateConstraints()` copies the square's hand-set x into the
/// square's left constraint, so the next layout pass keeps the frame instead of undoing it.
final class CycleFrameFollowingView: View {
    var square: View?
    var leftConstraint: LayoutConstraint?

    override func updateConstraints() {
        if let square, let leftConstraint { leftConstraint.constant = square.frame.origin.x }
        super.updateConstraints()
    }
}
