// Layout direction: a view follows its superview unless it forces one; the window's
// `layoutDirection` starts the chain. A flip re-expresses every directional constraint of the
// subtree (leading/trailing trade edges) and the directional margins.

extension View {
    /// The direction leading and trailing follow for this view.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        var current: View? = self
        while let view = current {
            switch view.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified:
                if let window = view as? Window { return window.layoutDirection }
                current = view.superview
            }
        }
        return .leftToRight
    }

    func layoutDirectionMayHaveChanged() {
        guard let window else { return }
        var seen = Set<ObjectIdentifier>()
        window.engine.changeTogether {
            for view in subtree() {
                for node in [view.layoutNode] + view.allGuides.map(\.layoutNode) {
                    for constraint in node.activeConstraints where constraint.isDirectional {
                        if seen.insert(ObjectIdentifier(constraint)).inserted { window.engine.reenter(constraint) }
                    }
                }
                if view.margins.isDirectional { view.updateMarginsGuide() }
                view.setNeedsLayout()
            }
        }
        superview?.setNeedsLayout()
    }
}
