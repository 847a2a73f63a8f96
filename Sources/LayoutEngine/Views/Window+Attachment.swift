// A subtree joining or leaving the window: its nodes are registered with the engine, the
// engine's own constraints (autoresizing, content size, guides) made, the app's constraints
// installed in the subtree entered; leaving undoes all of it.

extension Window {
    func attach(_ root: View, depth: Int) {
        let views = root.subtree()
        for view in views {
            view.window = self
            view.depth = view === root ? depth : view.superview!.depth + 1
            view.serial = takeSerial()
            // The round counters belong to the window the view was last in; this one's start over.
            view.movedInRound = 0
            view.safeAreaVisit = 0
            engine.register(view.layoutNode)
            for guide in view.allGuides { engine.register(guide.layoutNode) }
        }
        for view in views { installEngineConstraints(of: view) }
        for view in views {
            for constraint in view.constraints { engine.add(constraint) }
        }
        for view in views {
            view.needsUpdateConstraintsFlag = false
            view.needsLayoutFlag = false
            view.needsDisplayFlag = false
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
        }
    }

    func detach(_ root: View) {
        for view in root.subtree() {
            for constraint in view.constraints { engine.remove(constraint) }
            removeEngineConstraints(&view.autoresizingConstraints)
            var contentSize = view.contentSizeConstraints.all
            removeEngineConstraints(&contentSize)
            view.contentSizeConstraints = ContentSizeConstraints()
            for guide in view.allGuides {
                for constraint in guide.edgeConstraints { removeEngineConstraint(constraint) }
                engine.unregister(guide.layoutNode)
            }
            engine.unregister(view.layoutNode)
            if view.isListedWithInsetGuides {
                insetGuideViews.remove(view)
                view.isListedWithInsetGuides = false
            }
            view.window = nil
        }
    }

    /// The engine's own constraints of a view that has just joined.
    func installEngineConstraints(of view: View) {
        if view.translatesAutoresizingMaskIntoConstraints { installAutoresizingConstraints(of: view) }
        view.refreshContentSize(in: self)
        for guide in [view.marginsGuide, view.safeAreaGuide].compactMap({ $0 }) { installGuide(guide, of: view) }
    }

    func installAutoresizingConstraints(of view: View) {
        removeEngineConstraints(&view.autoresizingConstraints)
        view.autoresizingConstraints = view.makeAutoresizingConstraints()
        for constraint in view.autoresizingConstraints {
            installEngineConstraint(constraint, on: view.superview ?? view)
        }
    }

    func installGuide(_ guide: LayoutGuide, of view: View) {
        engine.register(guide.layoutNode)
        if !view.isListedWithInsetGuides {
            insetGuideViews.append(view)
            view.isListedWithInsetGuides = true
        }
        _ = view.refreshSafeAreaInsets(in: self)
        if view.safeAreaGuide === guide {
            guide.setInsets(view.storedSafeAreaInsets)
        } else {
            guide.setInsets(view.marginsGuideInsets)
        }
        for constraint in guide.edgeConstraints { installEngineConstraint(constraint, on: view) }
    }

    func installEngineConstraint(_ constraint: LayoutConstraint, on view: View) {
        constraint.isInstalled = true
        constraint.installedOn = view
        engine.add(constraint)
    }

    func removeEngineConstraint(_ constraint: LayoutConstraint) {
        engine.remove(constraint)
        constraint.isInstalled = false
        constraint.installedOn = nil
    }

    func removeEngineConstraint(_ slot: inout LayoutConstraint?) {
        if let constraint = slot { removeEngineConstraint(constraint) }
        slot = nil
    }

    func removeEngineConstraints(_ list: inout [LayoutConstraint]) {
        for constraint in list { removeEngineConstraint(constraint) }
        list = []
    }
}
