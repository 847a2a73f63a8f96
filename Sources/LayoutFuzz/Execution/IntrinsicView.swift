import ConstraintSystem
import LayoutEngine

/// A plain view whose intrinsic size a case sets, and which places the subviews the case says it
/// places by hand (`CaseView.insetInParent`): after the default layout its `layoutSubviews` sets
/// each one's frame to its own bounds inset on every side, as apps do. Its subviews' own layout
/// then depends on this one having run first (UIKit lays out top-down).
final class IntrinsicView: View {
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if oldValue != size { invalidateIntrinsicContentSize() } }
    }

    /// The subviews placed by hand, in the order they came, with their insets.
    private var placed: [(view: View, inset: Double)] = []

    override var intrinsicContentSize: Size { size }

    /// Makes `subview` (one with autoresizing constraints) a subview placed by hand at `inset`.
    func place(_ subview: View, inset: Double) {
        placed.append((subview, inset))
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (subview, inset) in placed where subview.superview === self {
            let frame = Rect(x: inset, y: inset, width: bounds.width - 2 * inset, height: bounds.height - 2 * inset)
            if subview.frame != frame { subview.frame = frame }
        }
    }
}
