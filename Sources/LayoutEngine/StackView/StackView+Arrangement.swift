import ConstraintSystem

// The constraints a stack view makes, by the same plan as UIKit's (its UISV-* constraints):
//
// - Along the axis: the first visible view's start and the last one's end on the canvas (the
//   stack, or its layout margins); each next view after the previous one plus the gap (`==` for
//   the fill distributions, `>=` for the equal ones); `fillEqually` makes every length the first
//   one's, `fillProportionally` every length the first one's times the ratio of their intrinsic
//   lengths; `equalSpacing` puts a layout guide in each gap and makes them one length,
//   `equalCentering` does the same from centre to centre. A hidden view gets length 0 at the
//   canvas's start and takes no part in the rest.
// - Across the axis, by alignment: `fill` pins both edges; `leading`/`trailing` one edge and
//   keeps the other inside; `center` the centres, inside; the baselines line up with the first
//   visible view's, every view inside, pulled towards the top. Unless it fills, the stack wishes
//   (priority 25) to be no thicker than its thickest view, so it hugs them when nothing else sets
//   its thickness.

extension StackView {
    /// Every constraint of the arrangement carries this identifier prefix.
    static let identifierPrefix = "SV-"

    func rebuildArrangement() {
        arrangementIsStale = false
        LayoutConstraint.deactivate(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        arrangedSubviewsStillHere()
        var plan = ArrangementPlan(stack: self)
        plan.make()
        arrangement = (plan.constraints, plan.guides)
        for constraint in plan.constraints { try? constraint.activate() }
    }

    /// An arranged view taken away from the stack leaves the arrangement (as in UIKit).
    private func arrangedSubviewsStillHere() {
        arrangedSubviews.removeAll { $0.superview !== self }
    }
}

/// The constraints and guides of one arrangement, made in a fixed order.
struct ArrangementPlan {
    let stack: StackView
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []

    init(stack: StackView) { self.stack = stack }

    private var canvas: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }

    /// start, end, length and centre along the axis; the same across it.
    private var along: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)
    {
        stack.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }
    private var across: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)
    {
        stack.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private mutating func add(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required, _ name: String
    ) {
        let constraint = LayoutConstraint(
            first: item.layoutNode, firstAttribute: attribute, relation: relation, second: other?.layoutNode,
            secondAttribute: other == nil ? .notAnAttribute : otherAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
        constraint.identifier = StackView.identifierPrefix + name
        constraints.append(constraint)
    }

    mutating func make() {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        alongTheAxis(visible)
        for view in arranged where view.isHidden {
            add(view, along.length, .equal, nil, .notAnAttribute, "hiding")
            add(view, along.start, .equal, canvas, along.start, "hiding-start")
        }
        acrossTheAxis(arranged, visible)
    }

    private mutating func alongTheAxis(_ visible: [View]) {
        guard let first = visible.first, let last = visible.last else { return }
        let along = self.along
        add(first, along.start, .equal, canvas, along.start, "canvas-start")
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = stack.gap(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(next, along.start, .equal, previous, along.end, constant: gap, "spacing")
            case .equalSpacing, .equalCentering:
                add(next, along.start, .greaterThanOrEqual, previous, along.end, constant: gap, "spacing")
                let guide = LayoutGuide()
                stack.addLayoutGuide(guide)
                guides.append(guide)
                let edges =
                    stack.distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
                add(guide, along.start, .equal, previous, edges.0, "distributing-start")
                add(guide, along.end, .equal, next, edges.1, "distributing-end")
                if guides.count > 1 { add(guide, along.length, .equal, guides[0], along.length, "distributing-equal") }
            }
        }
        add(last, along.end, .equal, canvas, along.end, "canvas-end")
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add(view, along.length, .equal, first, along.length, "fill-equally") }
        case .fillProportionally:
            let base = intrinsicLength(first)
            for view in visible.dropFirst() where base > 0 {
                let length = intrinsicLength(view)
                if length > 0 {
                    add(
                        view, along.length, .equal, first, along.length, multiplier: length / base,
                        "fill-proportionally")
                }
            }
        default: break
        }
    }

    private func intrinsicLength(_ view: View) -> Double {
        let size = view.intrinsicContentSize
        return stack.axis == .horizontal ? size.width : size.height
    }

    private mutating func acrossTheAxis(_ arranged: [View], _ visible: [View]) {
        let across = self.across
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        for view in arranged {
            switch alignment {
            case .fill:
                add(view, across.start, .equal, canvas, across.start, "alignment-start")
                add(view, across.end, .equal, canvas, across.end, "alignment-end")
            case .leading:
                add(view, across.start, .equal, canvas, across.start, "alignment-start")
                add(view, across.end, .lessThanOrEqual, canvas, across.end, "spanning-end")
            case .trailing:
                add(view, across.end, .equal, canvas, across.end, "alignment-end")
                add(view, across.start, .greaterThanOrEqual, canvas, across.start, "spanning-start")
            case .center:
                add(view, across.center, .equal, canvas, across.center, "alignment-center")
                add(view, across.start, .greaterThanOrEqual, canvas, across.start, "spanning-start")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let leader = visible.first, leader !== view, !view.isHidden {
                    add(view, baseline, .equal, leader, baseline, "alignment-baseline")
                }
                add(view, across.start, .greaterThanOrEqual, canvas, across.start, "spanning-start")
                add(view, across.end, .lessThanOrEqual, canvas, across.end, "spanning-end")
                add(view, across.start, .equal, canvas, across.start, priority: 24, "baseline-top")
            }
        }
        if alignment != .fill && !arranged.isEmpty {
            add(canvas, across.length, .equal, nil, .notAnAttribute, priority: 25, "canvas-fit")
        }
    }
}
