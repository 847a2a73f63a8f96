import ConstraintSystem
import LayoutCase

/// A case's stack views written as plain views and constraints, from UIKit's documented
/// behaviour rather than from `StackView`'s code, for the `stack` oracle: each `stack` view
/// becomes a plain view, its children stay where they are (their autoresizing translation off),
/// and these constraints hold them (`canvas` is the stack, or its margins guide when it arranges
/// inside them):
///
/// - Along the axis (leading/trailing and width in a row, top/bottom and height in a column):
///   the first visible child starts at the canvas's start, the last ends at its end; each next
///   one starts the gap after the previous one's end (the gap is the previous child's
///   `spacingAfter` or the stack's spacing; at least the gap for the equal distributions).
///   `fillEqually`: every length the first one's. `fillProportionally`: every length the first
///   one's times the ratio of their intrinsic lengths (those that have one). `equalSpacing` and
///   `equalCentering`: a hidden spacer view per gap, from the previous child's end (centre) to
///   the next one's start (centre), all spacers the same length. A hidden child: length 0 at the
///   canvas's start.
/// - Across it: `fill` pins both edges; `leading` / `trailing` pin one edge and keep the other
///   inside; `center` centres and keeps the start inside; the baseline alignments (rows only; a
///   column fills) line each visible child's baseline up with the first visible child's, keep
///   every child inside and pull it to the top at priority 24. Unless it fills, the canvas
///   wishes at priority 25 to be no thicker than nothing, so that it hugs its thickest child.
package struct StackLowering {
    /// Each view's intrinsic size now, -1 on an axis without one (for `fillProportionally`).
    let intrinsicSize: (String) -> (width: Double, height: Double)
    private var made: [CaseConstraint] = []
    private var spacers: [CaseView] = []
    private var next = 0

    package init(intrinsicSize: @escaping (String) -> (width: Double, height: Double)) {
        self.intrinsicSize = intrinsicSize
    }

    /// The state with every stack view lowered; spacer views are named `<stack>~gap<k>`.
    package mutating func lower(_ state: Case) -> Case {
        var result = state
        let stacks = state.views.filter { $0.kind == .stack }
        for stack in stacks {
            let children = state.views.filter { $0.parent == stack.id }
            arrange(stack, children)
        }
        let stackIDs = Set(stacks.map(\.id))
        result.views =
            state.views.map { view in
                var plain = view
                if view.kind == .stack {
                    plain.kind = .view
                    (plain.axis, plain.distribution, plain.alignment, plain.spacing, plain.marginsRelative) = (
                        nil, nil, nil, nil, nil
                    )
                }
                if stackIDs.contains(view.parent) {
                    plain.spacingAfter = nil
                    plain.frame = nil
                }
                return plain
            } + spacers
        result.constraints += made
        return result
    }

    private struct Attributes {
        var start: CaseAttribute, end: CaseAttribute, length: CaseAttribute, center: CaseAttribute
    }

    private mutating func add(
        _ item: String, _ attribute: CaseAttribute, _ relation: Relation, _ other: String?,
        _ otherAttribute: CaseAttribute?,
        multiplier: Double? = nil, constant: Double = 0, priority: Double? = nil
    ) {
        made.append(
            CaseConstraint(
                id: "stack~\(next)", first: CaseAnchor(item, attribute), relation: relation,
                second: other.map { CaseAnchor($0, otherAttribute!) }, multiplier: multiplier,
                constant: constant == 0 ? nil : constant, priority: priority))
        next += 1
    }

    private mutating func arrange(_ stack: CaseView, _ children: [CaseView]) {
        let horizontal = (stack.axis ?? .horizontal) == .horizontal
        let along =
            horizontal
            ? Attributes(start: .leading, end: .trailing, length: .width, center: .centerX)
            : Attributes(start: .top, end: .bottom, length: .height, center: .centerY)
        let across =
            horizontal
            ? Attributes(start: .top, end: .bottom, length: .height, center: .centerY)
            : Attributes(start: .leading, end: .trailing, length: .width, center: .centerX)
        let canvas = stack.marginsRelative == true ? "\(stack.id).margins" : stack.id
        let visible = children.filter { $0.hidden != true }
        alongTheAxis(stack, visible, along, canvas, horizontal)
        for child in children where child.hidden == true {
            add(child.id, along.length, .equal, nil, nil)
            add(child.id, along.start, .equal, canvas, along.start)
        }
        var alignment = stack.alignment ?? .fill
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for child in children { acrossTheAxis(child, alignment, leader: visible.first, across, canvas) }
        if alignment != .fill, !children.isEmpty { add(canvas, across.length, .equal, nil, nil, priority: 25) }
    }

    private mutating func alongTheAxis(
        _ stack: CaseView, _ visible: [CaseView], _ along: Attributes, _ canvas: String, _ horizontal: Bool
    ) {
        guard let first = visible.first, let last = visible.last else { return }
        let distribution = stack.distribution ?? .fill
        let equal = distribution == .equalSpacing || distribution == .equalCentering
        add(first.id, along.start, .equal, canvas, along.start)
        var gaps: [String] = []
        for (previous, following) in zip(visible, visible.dropFirst()) {
            let gap = previous.spacingAfter ?? stack.spacing ?? 0
            add(following.id, along.start, equal ? .greaterThanOrEqual : .equal, previous.id, along.end, constant: gap)
            guard equal else { continue }
            let spacer = "\(stack.id)~gap\(gaps.count)"
            var view = CaseView(id: spacer, parent: stack.id)
            view.hidden = true
            spacers.append(view)
            let edges = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
            add(spacer, along.start, .equal, previous.id, edges.0)
            add(spacer, along.end, .equal, following.id, edges.1)
            if let base = gaps.first { add(spacer, along.length, .equal, base, along.length) }
            gaps.append(spacer)
        }
        add(last.id, along.end, .equal, canvas, along.end)
        let intrinsicSize = self.intrinsicSize
        let length: (CaseView) -> Double = { view in
            let size = intrinsicSize(view.id)
            return horizontal ? size.width : size.height
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add(view.id, along.length, .equal, first.id, along.length) }
        case .fillProportionally:
            let base = length(first)
            for view in visible.dropFirst() where base > 0 && length(view) > 0 {
                add(view.id, along.length, .equal, first.id, along.length, multiplier: length(view) / base)
            }
        default:
            break
        }
    }

    private mutating func acrossTheAxis(
        _ child: CaseView, _ alignment: CaseAlignment, leader: CaseView?, _ across: Attributes, _ canvas: String
    ) {
        switch alignment {
        case .fill:
            add(child.id, across.start, .equal, canvas, across.start)
            add(child.id, across.end, .equal, canvas, across.end)
        case .leading:
            add(child.id, across.start, .equal, canvas, across.start)
            add(child.id, across.end, .lessThanOrEqual, canvas, across.end)
        case .trailing:
            add(child.id, across.end, .equal, canvas, across.end)
            add(child.id, across.start, .greaterThanOrEqual, canvas, across.start)
        case .center:
            add(child.id, across.center, .equal, canvas, across.center)
            add(child.id, across.start, .greaterThanOrEqual, canvas, across.start)
        case .firstBaseline, .lastBaseline:
            let baseline: CaseAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let leader, leader.id != child.id, child.hidden != true {
                add(child.id, baseline, .equal, leader.id, baseline)
            }
            add(child.id, across.start, .greaterThanOrEqual, canvas, across.start)
            add(child.id, across.end, .lessThanOrEqual, canvas, across.end)
            add(child.id, across.start, .equal, canvas, across.start, priority: 24)
        }
    }
}
