import Cassowary

// How a constraint becomes a linear constraint over the frame variables, each node's minX and
// minY measured from its reference's origin (a view's superview, a guide's owning view).
//
// Positions are measured in the frame of the view the constraint is installed on (its closest
// common ancestor): the item's offset plus those of the nodes above it up to that ancestor, or,
// when the constraint is directional (leading/trailing) and its first item lays out right to left,
// the ancestor's width less that. A constraint between siblings, or to the superview, names only
// their own offsets, so a row of the tableau holds what its constraint mentions.

extension LayoutConstraint {
    /// `first - multiplier × second - constant` (OP 0), over the current tree and direction.
    func solverExpression() -> Expression {
        var flipped = isDirectional && (first.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.leadingNotFlippedInRightToLeft) { flipped = false }
        #endif
        let frame = second == nil ? nil : installedOn?.layoutNode
        var form = LinearForm()
        form.addPosition(of: first, firstAttribute, flipped: flipped, in: frame, times: 1)
        if let second { form.addPosition(of: second, secondAttribute, flipped: flipped, in: frame, times: -multiplier) }
        form.constant -= storedConstant
        return form.expression
    }

    /// True when leading or trailing is involved: the whole constraint then follows the layout
    /// direction of its first item.
    var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    var usesBaselines: Bool { firstAttribute.isBaseline || secondAttribute.isBaseline }
}

extension LayoutNode {
    /// The node whose frame this node's `minX` and `minY` are measured from: a view's
    /// superview, a guide's owning view (nil for the window and for a detached view: absolute).
    var reference: LayoutNode? {
        let node = view != nil ? view?.superviewNode : guide?.owningViewNode
        return node?.view == nil ? nil : node  // nil once that view is gone
    }
}

// The attributes are added to the form being built, term by term, rather than built as forms of
// their own and added: an attribute's terms are distinct variables, so the form, its terms' order
// and every coefficient come out as adding the attribute's own form would make them, without a
// form (an allocation) per attribute and per ancestor walk.
extension LinearForm {
    /// Adds `factor` × x (or y) of `node`'s frame measured from `frame`'s origin: the node's own
    /// offset and those of every node above it up to `frame` (nil: the root). Nothing for `frame`
    /// itself.
    mutating func addOrigin(of node: LayoutNode, _ axis: LayoutAxis, from frame: LayoutNode?, times factor: Double) {
        var current: LayoutNode? = node
        while let step = current, step !== frame {
            add(axis == .horizontal ? step.minX : step.minY, 1 * factor)
            current = step.reference
        }
    }

    /// Adds `factor` × the attribute measured from `frame`'s origin (`rightToLeft`: leading is the
    /// right edge).
    mutating func addAttribute(
        of node: LayoutNode, _ attribute: LayoutAttribute, rightToLeft: Bool, from frame: LayoutNode?,
        times factor: Double
    ) {
        switch attribute {
        case .left: addOrigin(of: node, .horizontal, from: frame, times: factor)
        case .right:
            addOrigin(of: node, .horizontal, from: frame, times: factor)
            add(node.width, 1 * factor)
        case .centerX:
            addOrigin(of: node, .horizontal, from: frame, times: factor)
            add(node.width, 0.5 * factor)
        case .leading:
            addAttribute(of: node, rightToLeft ? .right : .left, rightToLeft: false, from: frame, times: factor)
        case .trailing:
            addAttribute(of: node, rightToLeft ? .left : .right, rightToLeft: false, from: frame, times: factor)
        case .top: addOrigin(of: node, .vertical, from: frame, times: factor)
        case .bottom:
            addOrigin(of: node, .vertical, from: frame, times: factor)
            add(node.height, 1 * factor)
        case .centerY:
            addOrigin(of: node, .vertical, from: frame, times: factor)
            add(node.height, 0.5 * factor)
        case .firstBaseline, .lastBaseline:
            addOrigin(of: node, .vertical, from: frame, times: factor)
            if let offset = node.view?.baselineOffsetFromTop(attribute == .firstBaseline ? .first : .last) {
                constant += offset * factor
            } else {
                add(node.height, 1 * factor)
            }
        case .width: add(node.width, 1 * factor)
        case .height: add(node.height, 1 * factor)
        case .notAnAttribute: break
        }
    }

    /// Adds `factor` × the attribute as a constraint measures it: in the frame of `frame` (nil:
    /// the window), x running from the right edge when `flipped`.
    mutating func addPosition(
        of node: LayoutNode, _ attribute: LayoutAttribute, flipped: Bool, in frame: LayoutNode?, times factor: Double
    ) {
        guard let frame, flipped, attribute.axis == .horizontal else {
            addAttribute(of: node, attribute, rightToLeft: flipped, from: frame, times: factor)
            return
        }
        // `frame.width` less the attribute: made as a form first, since the attribute may name
        // `frame.width` itself (the frame's own leading edge), which then merges before scaling.
        var mirrored = LinearForm()
        mirrored.add(frame.width, 1)
        mirrored.addAttribute(of: node, attribute, rightToLeft: flipped, from: frame, times: -1)
        add(mirrored, times: factor)
    }
}
