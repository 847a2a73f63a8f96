import Cassowary

// How a constraint becomes a linear constraint over the window-coordinate frame variables.
//
// Each attribute is a linear form in its node's variables (minX, minY, width, height). Positions
// are measured in the frame of the view the constraint is installed on (its closest common
// ancestor): x - ancestor.minX, or, when the constraint is directional (leading/trailing) and its
// first item lays out right to left, ancestor.maxX - x. With a multiplier of 1 the ancestor's terms
// cancel; with another multiplier they give UIKit's meaning of `centerX == 0.5 × superview.trailing`.

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
    /// The attribute in window coordinates.
    func absolute(_ attribute: LayoutAttribute, rightToLeft: Bool) -> LinearForm {
        var form = LinearForm()
        switch attribute {
        case .left: form.add(minX, 1)
        case .right:
            form.add(minX, 1)
            form.add(width, 1)
        case .centerX:
            form.add(minX, 1)
            form.add(width, 0.5)
        case .leading: return absolute(rightToLeft ? .right : .left, rightToLeft: false)
        case .trailing: return absolute(rightToLeft ? .left : .right, rightToLeft: false)
        case .top: form.add(minY, 1)
        case .bottom:
            form.add(minY, 1)
            form.add(height, 1)
        case .centerY:
            form.add(minY, 1)
            form.add(height, 0.5)
        case .firstBaseline, .lastBaseline:
            form.add(minY, 1)
            if let offset = view?.baselineOffsetFromTop(attribute == .firstBaseline ? .first : .last) {
                form.constant = offset
            } else {
                form.add(height, 1)
            }
        case .width: form.add(width, 1)
        case .height: form.add(height, 1)
        case .notAnAttribute: break
        }
        return form
    }

    /// The attribute as a constraint measures it: in the frame of `frame` (nil: the window), x
    /// running from the right edge when `flipped`.
    func position(_ attribute: LayoutAttribute, flipped: Bool, in frame: LayoutNode?) -> LinearForm {
        var form = absolute(attribute, rightToLeft: flipped)
        guard let frame else { return form }
        switch attribute.axis {
        case .horizontal:
            if flipped {
                var mirrored = LinearForm()
                mirrored.add(frame.minX, 1)
                mirrored.add(frame.width, 1)
                mirrored.add(form, times: -1)
                return mirrored
            }
            form.add(frame.minX, -1)
        case .vertical:
            form.add(frame.minY, -1)
        case .dimension, .none:
            break
        }
        return form
    }
}
