import ConstraintSystem

// Intrinsic content size: per axis with a metric, two optional constraints (UIKit's content-size
// constraints): `size <= intrinsic @ hugging` (default 250) and `size >= intrinsic @
// compression resistance` (default 750). `invalidateIntrinsicContentSize()` defers the update to
// the constraints pass, as UIKit does; the constants then change in place.

/// The four content-size constraints of a view, each present while its axis has a metric.
struct ContentSizeConstraints {
    var widthHugging: LayoutConstraint?
    var widthCompression: LayoutConstraint?
    var heightHugging: LayoutConstraint?
    var heightCompression: LayoutConstraint?

    var all: [LayoutConstraint] {
        [widthHugging, widthCompression, heightHugging, heightCompression].compactMap { $0 }
    }
}

extension View {
    /// `intrinsicContentSize` for an axis that has no natural size.
    public static let noIntrinsicMetric: Double = -1

    /// Marks the intrinsic size stale: the next constraints pass reads it again.
    public func invalidateIntrinsicContentSize() {
        intrinsicSizeIsStale = true
        setNeedsUpdateConstraints()
        superview?.subviewContentSizeChanged(self)
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// How strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        precondition(priority.isValid, "content hugging priority \(priority) is outside 1…1000")
        let slots = contentSizeConstraints
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        (axis == .horizontal ? slots.widthHugging : slots.heightHugging)?.setEnginePriority(priority)
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        precondition(priority.isValid, "compression resistance priority \(priority) is outside 1…1000")
        let slots = contentSizeConstraints
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        (axis == .horizontal ? slots.widthCompression : slots.heightCompression)?.setEnginePriority(priority)
    }

    /// Brings the content-size constraints (and a label's baselines) in line with the content.
    func refreshContentSize(in window: Window) {
        intrinsicSizeIsStale = false
        let size = intrinsicContentSize
        var slots = contentSizeConstraints  // one copy: two inout members of a class's property would overlap
        window.engine.changeTogether {
            refreshAxis(.width, size.width, &slots.widthHugging, &slots.widthCompression, in: window)
            refreshAxis(.height, size.height, &slots.heightHugging, &slots.heightCompression, in: window)
            for constraint in layoutNode.activeConstraints where constraint.usesBaselines {
                window.engine.constantChanged(constraint)
            }
        }
        contentSizeConstraints = slots
    }

    private func refreshAxis(
        _ attribute: LayoutAttribute, _ value: Double, _ hugging: inout LayoutConstraint?,
        _ compression: inout LayoutConstraint?, in window: Window
    ) {
        guard value >= 0 else {
            window.removeEngineConstraint(&hugging)
            window.removeEngineConstraint(&compression)
            return
        }
        if let hugging, let compression {
            hugging.setEngineConstant(value)
            compression.setEngineConstant(value)
            return
        }
        let axis: LayoutAxis = attribute == .width ? .horizontal : .vertical
        func make(_ relation: LayoutRelation, _ priority: Priority, _ origin: LayoutConstraint.Origin)
            -> LayoutConstraint
        {
            LayoutConstraint(
                first: layoutNode, firstAttribute: attribute, relation: relation, second: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: value, priority: priority, origin: origin)
        }
        var priorities = (
            hugging: contentHuggingPriority(for: axis), compression: contentCompressionResistancePriority(for: axis)
        )
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.huggingAndCompressionSwapped) {
                priorities = (priorities.compression, priorities.hugging)
            }
        #endif
        let made = (
            make(.lessThanOrEqual, priorities.hugging, .contentHugging),
            make(.greaterThanOrEqual, priorities.compression, .compressionResistance)
        )
        hugging = made.0
        compression = made.1
        window.installEngineConstraint(made.0, on: self)
        window.installEngineConstraint(made.1, on: self)
    }
}
