import ConstraintSystem

/// A view that lays out its arranged subviews in a row or a column with constraints of its own,
/// as UIKit's `UIStackView` does: `axis`, `distribution`, `alignment`, `spacing` (and a custom
/// spacing after any view), optionally inside its layout margins. Hidden arranged views collapse
/// (no size, no spacing along the axis) and come back when shown. The stack remakes its
/// constraints in its `updateConstraints()` whenever any of this changes
/// (StackView+Arrangement.swift says which constraints).
open class StackView: View {
    /// How the arranged views share the length of the axis.
    public enum Distribution: String, CaseIterable, Sendable {
        /// Views keep their sizes; the one that hugs least takes the extra length (or is
        /// compressed, by compression resistance).
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views at their sizes; the extra length divided equally between the gaps.
        case equalSpacing
        /// Views at their sizes; their centres equally far apart.
        case equalCentering
    }

    /// Where the arranged views sit across the axis.
    public enum Alignment: String, CaseIterable, Sendable {
        /// Stretched to the stack's width (column) or height (row).
        case fill
        /// At the leading edge (column) or the top (row).
        case leading
        /// Centred.
        case center
        /// At the trailing edge (column) or the bottom (row).
        case trailing
        /// Rows only: the first baselines in line (a column treats it as `fill`).
        case firstBaseline
        /// Rows only: the last baselines in line (a column treats it as `fill`).
        case lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `customSpacing(after:)` of a view without one.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    public internal(set) var arrangedSubviews: [View] = []
    public var axis: LayoutAxis = .horizontal { didSet { if oldValue != axis { invalidateArrangement() } } }
    public var distribution: Distribution = .fill { didSet { if oldValue != distribution { invalidateArrangement() } } }
    public var alignment: Alignment = .fill { didSet { if oldValue != alignment { invalidateArrangement() } } }
    /// The gap between neighbours (the least gap for `equalSpacing` and `equalCentering`).
    public var spacing: Double = 0 { didSet { if oldValue != spacing { invalidateArrangement() } } }
    /// Lays the views out inside the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { invalidateArrangement() } }
    }

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and guides the stack made for the current arrangement.
    var arrangement: (constraints: [LayoutConstraint], guides: [LayoutGuide]) = ([], [])
    var arrangementIsStale = true

    public init(arrangedSubviews views: [View] = [], frame: Rect = .zero) {
        super.init(frame: frame)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as the last subview when it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` of the arrangement (moving it there when it is already arranged),
    /// adding it as a subview when it is not one. Its autoresizing translation is turned off.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        invalidateArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from the
    /// superview to take it away).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        invalidateArrangement()
    }

    /// A gap after `view` other than `spacing` (`spacingUseDefault` goes back to `spacing`).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        if spacing == StackView.spacingUseDefault {
            customSpacings[ObjectIdentifier(view)] = nil
        } else {
            customSpacings[ObjectIdentifier(view)] = spacing
        }
        invalidateArrangement()
    }

    /// The gap after `view`, or `spacingUseDefault` when it has no custom one.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    func gap(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// The arrangement is remade in the next constraints pass.
    func invalidateArrangement() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    override func subviewVisibilityChanged(_ view: View) {
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.stackDropsHiddenSlot), view.superview === self {
                // The slot goes with the hiding; showing the view again appends it.
                if view.isHidden {
                    arrangedSubviews.removeAll { $0 === view }
                } else if !arrangedSubviews.contains(where: { $0 === view }) {
                    arrangedSubviews.append(view)
                }
                invalidateArrangement()
                return
            }
        #endif
        if arrangedSubviews.contains(where: { $0 === view }) { invalidateArrangement() }
    }

    /// UIKit: a view removed from the stack leaves the arrangement, and the rest close up.
    override func subviewWillBeRemoved(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        invalidateArrangement()
    }

    /// Proportional lengths follow the intrinsic lengths they were made from.
    override func subviewContentSizeChanged(_ view: View) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
            invalidateArrangement()
        }
    }

    override var typeName: String { "stack" }
}
