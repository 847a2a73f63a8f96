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
        form.add(first.position(firstAttribute, flipped: flipped, in: frame), times: 1)
        if let second {
            form.add(second.position(secondAttribute, flipped: flipped, in: frame), times: -multiplier)
        }
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
        if let view { return view.superview?.layoutNode }
        return guide?.owningView?.layoutNode
    }

    /// x (or y) of this node's frame measured from `frame`'s origin: the node's own offset and
    /// those of every node above it up to `frame` (nil: the root). Nothing for `frame` itself.
    func origin(_ axis: LayoutAxis, from frame: LayoutNode?) -> LinearForm {
        var form = LinearForm()
        var node: LayoutNode? = self
        while let current = node, current !== frame {
            form.add(axis == .horizontal ? current.minX : current.minY, 1)
            node = current.reference
        }
        return form
    }

    /// The attribute measured from `frame`'s origin (`rightToLeft`: leading is the right edge).
    func attribute(_ attribute: LayoutAttribute, rightToLeft: Bool, from frame: LayoutNode?) -> LinearForm {
        switch attribute {
        case .left: return origin(.horizontal, from: frame)
        case .right:
            var form = origin(.horizontal, from: frame)
            form.add(width, 1)
            return form
        case .centerX:
            var form = origin(.horizontal, from: frame)
            form.add(width, 0.5)
            return form
        case .leading: return self.attribute(rightToLeft ? .right : .left, rightToLeft: false, from: frame)
        case .trailing: return self.attribute(rightToLeft ? .left : .right, rightToLeft: false, from: frame)
        case .top: return origin(.vertical, from: frame)
        case .bottom:
            var form = origin(.vertical, from: frame)
            form.add(height, 1)
            return form
        case .centerY:
            var form = origin(.vertical, from: frame)
            form.add(height, 0.5)
            return form
        case .firstBaseline, .lastBaseline:
            var form = origin(.vertical, from: frame)
            if let offset = view?.baselineOffsetFromTop(attribute == .firstBaseline ? .first : .last) {
                form.constant = offset
            } else {
                form.add(height, 1)
            }
            return form
        case .width:
            var form = LinearForm()
            form.add(width, 1)
            return form
        case .height:
            var form = LinearForm()
            form.add(height, 1)
            return form
        case .notAnAttribute: return LinearForm()
        }
    }

    /// The attribute as a constraint measures it: in the frame of `frame` (nil: the window), x
    /// running from the right edge when `flipped`.
    func position(_ attribute: LayoutAttribute, flipped: Bool, in frame: LayoutNode?) -> LinearForm {
        let form = self.attribute(attribute, rightToLeft: flipped, from: frame)
        guard let frame, flipped, attribute.axis == .horizontal else { return form }
        var mirrored = LinearForm()
        mirrored.add(frame.width, 1)
        mirrored.add(form, times: -1)
        return mirrored
    }
}
