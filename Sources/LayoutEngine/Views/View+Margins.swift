// Layout margins (UIKit's `layoutMargins` / `directionalLayoutMargins`, default 8 on every side)
// and the guide that follows them. The margins remember the form they were last set in: set by
// leading/trailing they swap sides when the layout direction flips; set by left/right they stay.
// As in UIKit (`insetsLayoutMarginsFromSafeArea`, on by default) the margins guide is also
// inset by the view's safe area.

/// The margins as last set.
struct Margins {
    enum Form {
        case absolute(EdgeInsets)
        case directional(DirectionalEdgeInsets)
    }
    var form = Form.directional(DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    var insetsFromSafeArea = true

    func absolute(in direction: LayoutDirection) -> EdgeInsets {
        switch form {
        case let .absolute(insets): insets
        case let .directional(insets): insets.absolute(in: direction)
        }
    }

    var isDirectional: Bool { if case .directional = form { true } else { false } }
}

extension View {
    /// The margins by absolute side.
    public var layoutMargins: EdgeInsets {
        get { margins.absolute(in: effectiveUserInterfaceLayoutDirection) }
        set {
            margins.form = .absolute(newValue)
            updateMarginsGuide()
        }
    }

    /// The margins by leading and trailing edge.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            margins.form = .directional(newValue)
            updateMarginsGuide()
        }
    }

    /// Whether the margins guide is also inset by the safe area (default true, as in UIKit).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { margins.insetsFromSafeArea }
        set {
            margins.insetsFromSafeArea = newValue
            updateMarginsGuide()
        }
    }

    /// The view's bounds inset by its margins (and by its safe area, see
    /// `insetsLayoutMarginsFromSafeArea`). Made on first use.
    public var layoutMarginsGuide: LayoutGuide {
        marginsGuide ?? makeInsetGuide(.margins, origin: .margins)
    }

    /// A margins or safe-area guide for this view, its edge constraints made and, in a window,
    /// entered.
    func makeInsetGuide(_ role: LayoutGuide.Role, origin: LayoutConstraint.Origin) -> LayoutGuide {
        let guide = LayoutGuide(role: role, owner: self)
        guide.edgeConstraints = LayoutGuide.insetConstraints(of: guide, in: self, origin: origin)
        if role == .margins { marginsGuide = guide } else { safeAreaGuide = guide }
        if let window { window.installGuide(guide, of: self) }
        return guide
    }

    /// The insets the margins guide keeps from the view's edges.
    var marginsGuideInsets: EdgeInsets {
        var insets = layoutMargins
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.marginsAppliedTwice) {
                let twice = layoutMargins
                insets = EdgeInsets(
                    top: 2 * twice.top, left: 2 * twice.left, bottom: 2 * twice.bottom, right: 2 * twice.right)
            }
        #endif
        if margins.insetsFromSafeArea {
            let safe = storedSafeAreaInsets
            insets = EdgeInsets(
                top: insets.top + safe.top, left: insets.left + safe.left,
                bottom: insets.bottom + safe.bottom, right: insets.right + safe.right)
        }
        return insets
    }

    func updateMarginsGuide() {
        marginsGuide?.setInsets(marginsGuideInsets)
        setNeedsLayout()
    }
}
