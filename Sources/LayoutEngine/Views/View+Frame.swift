// Frames. A view with `translatesAutoresizingMaskIntoConstraints` has its frame held by four
// required constraints (UIKit's autoresizing-mask constraints, for a mask of none): setting the
// frame changes their constants in place. Without it, a frame set by hand lasts only until the
// next layout pass of its superview copies the model's frame back (UIKit's behaviour).

extension View {
    /// The frame in the superview's coordinates.
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints { updateAutoresizingConstants() }
        }
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: storedFrame.size) }

    /// The frame's centre in the superview's coordinates.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            var moved = storedFrame
            moved.origin = Point(x: newValue.x - moved.width / 2, y: newValue.y - moved.height / 2)
            frame = moved
        }
    }

    /// The frame the model holds, in the superview's coordinates.
    var modelFrame: Rect {
        guard let engine = window?.engine else { return storedFrame }
        return engine.frame(of: layoutNode)
    }

    // MARK: Autoresizing constraints

    func makeAutoresizingConstraints() -> [LayoutConstraint] {
        let node = layoutNode
        var parent = superview?.layoutNode
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.autoresizingFromWrongSuperview), let grandparent = superview?.superview {
                parent = grandparent.layoutNode
            }
        #endif
        func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
            let relative = parent != nil && attribute.axis != .dimension
            return LayoutConstraint(
                first: node, firstAttribute: attribute, relation: .equal, second: relative ? parent : nil,
                secondAttribute: relative ? attribute : .notAnAttribute, multiplier: 1, constant: constant,
                origin: .autoresizing)
        }
        let frame = storedFrame
        return [pin(.left, frame.minX), pin(.top, frame.minY), pin(.width, frame.width), pin(.height, frame.height)]
    }

    private func updateAutoresizingConstants() {
        guard autoresizingConstraints.count == 4 else { return }
        let frame = storedFrame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        changingTogether {
            for (constraint, value) in zip(autoresizingConstraints, values) {
                constraint.setEngineConstant(value)
            }
        }
    }

    /// Runs `changes` as one change of the window's engine (`Engine.changeTogether`), or just
    /// runs them outside a window.
    func changingTogether(_ changes: () -> Void) {
        if let window { window.engine.changeTogether(changes) } else { changes() }
    }

    func autoresizingSettingChanged() {
        guard let window else { return }
        if translatesAutoresizingMaskIntoConstraints {
            window.installAutoresizingConstraints(of: self)
        } else {
            window.removeEngineConstraints(&autoresizingConstraints)
        }
    }
}
