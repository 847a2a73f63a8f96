import ConstraintSystem
import LayoutEngine

/// A plain view whose intrinsic size a case sets.
final class IntrinsicView: View {
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { if oldValue != size { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: Size { size }
}
