import ConstraintSystem
import LayoutCase
import LayoutEngine

// Playing the steps that use the view layer's newer parts: stack settings, visual formats,
// animations (with a sample of every animated view after every tick) and fitting-size calls,
// each recorded in `records` for its oracle.

extension CaseRunner {
    static func configure(_ stack: StackView, _ settings: CaseStackSettings) {
        if let axis = settings.axis { stack.axis = axis == .horizontal ? .horizontal : .vertical }
        if let distribution = settings.distribution {
            stack.distribution = StackView.Distribution(rawValue: distribution.rawValue)!
        }
        if let alignment = settings.alignment { stack.alignment = StackView.Alignment(rawValue: alignment.rawValue)! }
        if let spacing = settings.spacing { stack.spacing = spacing }
    }

    // MARK: Ticks

    /// Runs the loop frame by frame, sampling every view an animation moves until its last tick.
    func tick(_ frames: Int) {
        for _ in 0..<frames {
            runLoop.tick()
            sampleAnimations()
        }
    }

    private func sampleAnimations() {
        let now = runLoop.frame
        for (index, animation) in records.animations.enumerated()
        where animation.lastTick >= now && animation.calledAt < now {
            for move in animation.moves where move.takenOverAt.map({ $0 >= now }) ?? true {
                guard let view = views[move.id], view.window === window else { continue }
                records.samples.append(
                    AnimationSample(
                        frame: now, animation: index, id: move.id, shown: runLoop.presentationFrame(of: view),
                        model: view.frame))
            }
        }
    }

    // MARK: Animations

    /// The block takes the steps and lays out inside `animate`; the moves are found by comparing
    /// model frames before and after, from the frame each view showed before.
    func animate(_ animation: CaseAnimation, at path: String) throws(CaseRunError) {
        let before = viewsInWindow().map {
            (id: $0.id, view: $0.view, model: $0.view.frame, shown: runLoop.presentationFrame(of: $0.view))
        }
        let index = records.animations.count
        let fps = Double(runLoop.framesPerSecond)
        var failure: CaseRunError?
        runLoop.animate(
            withDuration: animation.duration, delay: animation.delay ?? 0, curve: CaseRunner.curve(animation.curve)
        ) {
            do throws(CaseRunError) {
                for (k, inner) in animation.steps.enumerated() { try apply(inner, at: "\(path).steps[\(k)]") }
            } catch {
                failure = error
            }
            window.layoutIfNeeded()
        } completion: { [weak self] finished in
            guard let self else { return }
            records.animations[index].completions.append((runLoop.frame, finished))
        }
        if let failure { throw failure }
        let moves = before.filter { $0.view.frame != $0.model }.map {
            AnimationRecord.Move(id: $0.id, from: $0.shown, to: $0.view.frame)
        }
        let now = runLoop.frame
        for earlier in records.animations.indices where records.animations[earlier].lastTick > now {
            for k in records.animations[earlier].moves.indices
            where records.animations[earlier].moves[k].takenOverAt == nil
                && moves.contains(where: { $0.id == records.animations[earlier].moves[k].id })
            {
                records.animations[earlier].moves[k].takenOverAt = now
            }
        }
        records.animations.append(
            AnimationRecord(
                step: stepsTaken + 1, curve: animation.curve, calledAt: now, delay: (animation.delay ?? 0) * fps,
                frames: animation.duration * fps,
                moves: moves))
    }

    static func curve(_ curve: CaseCurve) -> AnimationCurve {
        switch curve {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .spring: .spring(dampingRatio: 0.5, initialVelocity: 0)
        }
    }

    // MARK: Visual formats

    /// Reads the format with every view in the window by its id; activates what it makes, named
    /// `<id>-0`, `<id>-1`, …; a refused string makes nothing.
    func addFormat(_ format: CaseFormat, at path: String) throws(CaseRunError) {
        let inWindow = viewsInWindow()
        var named: [String: View] = [:]
        for (id, view) in inWindow where id != "window" { named[id] = view }
        var options = LayoutFormatOptions()
        for name in format.options ?? [] { options.formUnion(CaseRunner.formatOption(name)) }
        let metrics = format.metrics ?? [:]
        var record = FormatRecord(
            step: stepsTaken + 1, format: format, views: named, options: options, metrics: metrics,
            outcome: .success([]))
        defer { records.formats.append(record) }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: format.format, options: options, metrics: metrics, views: named)
        } catch {
            record.outcome = .failure(error)
            return
        }
        record.outcome = .success(made)
        let ids = Dictionary(uniqueKeysWithValues: inWindow.map { (ObjectIdentifier($0.view), $0.id) })
        for (k, constraint) in made.enumerated() {
            let id = format.constraintID(k)
            constraint.identifier = id
            try engine("\(path).format") { () throws(LayoutError) in try constraint.activate() }
            constraints[id] = constraint
            constraintOrder.append((id, constraint))
            formatConstraints.append(CaseRunner.caseConstraint(constraint, id: id, names: ids))
        }
    }

    static func formatOption(_ name: String) -> LayoutFormatOptions {
        switch name {
        case "alignAllLeft": .alignAllLeft
        case "alignAllRight": .alignAllRight
        case "alignAllTop": .alignAllTop
        case "alignAllBottom": .alignAllBottom
        case "alignAllLeading": .alignAllLeading
        case "alignAllTrailing": .alignAllTrailing
        case "alignAllCenterX": .alignAllCenterX
        case "alignAllCenterY": .alignAllCenterY
        case "alignAllLastBaseline": .alignAllLastBaseline
        case "alignAllFirstBaseline": .alignAllFirstBaseline
        case "directionLeftToRight": .directionLeftToRight
        case "directionRightToLeft": .directionRightToLeft
        default: .directionLeadingToTrailing
        }
    }

    /// A format's constraint between views of the window as a constraint of the case.
    static func caseConstraint(_ constraint: LayoutConstraint, id: String, names: [ObjectIdentifier: String])
        -> CaseConstraint
    {
        func anchor(_ item: AnyObject?, _ attribute: LayoutAttribute) -> CaseAnchor? {
            guard let item, let attribute = CaseAttribute(attribute) else { return nil }
            return CaseAnchor(names[ObjectIdentifier(item)] ?? "?", attribute)
        }
        let priority = constraint.priority.value
        return CaseConstraint(
            id: id, first: anchor(constraint.firstItem, constraint.firstAttribute)!, relation: constraint.relation,
            second: anchor(constraint.secondItem, constraint.secondAttribute),
            multiplier: constraint.multiplier == 1 ? nil : constraint.multiplier,
            constant: constraint.constant == 0 ? nil : constraint.constant, priority: priority >= 1000 ? nil : priority)
    }

    // MARK: Fitting size

    func fitSize(_ fit: CaseFit) {
        let view = views[fit.view]!
        let target = Size(width: fit.width, height: fit.height)
        let horizontal = Priority(fit.horizontalPriority ?? Priority.fittingSize.value)
        let vertical = Priority(fit.verticalPriority ?? Priority.fittingSize.value)
        let exported = view.fittingSystem(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        let before = windowState()
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        records.fits.append(
            FitRecord(
                step: stepsTaken + 1, fit: fit, size: size, system: exported.system, width: exported.width,
                height: exported.height, before: before,
                after: windowState()))
    }

    func windowState() -> WindowState {
        let all = window.subtree()
        return WindowState(
            system: window.constraintSystem(), frames: all.map(\.frame), broken: window.brokenConstraints.count,
            needsLayout: all.map { $0.needsLayout || $0.needsUpdateConstraints })
    }
}
