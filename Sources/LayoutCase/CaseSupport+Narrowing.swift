/// A case narrowed to what an engine declared it can play (`CaseSupport`): the generator's case,
/// less what the engine would have to refuse. Views of an unsupported kind become plain views
/// without their content; views deeper than `maxDepth` move up to their deepest ancestor allowed;
/// unsupported view settings, constraints (an attribute or a guide not declared) and steps (an op
/// not declared, or one that names something narrowed away) are left out. The result is a case
/// the engine supports whole, and narrowing it again changes nothing.
extension CaseSupport {
    package func narrowed(_ value: Case) -> Case {
        var narrowing = Narrowing(support: self)
        var result = value
        if !directions.contains(value.window.direction ?? .ltr) { result.window.direction = nil }
        if !safeArea { result.window.safeArea = nil }
        result.views = value.views.map { narrowing.view($0) }
        result.constraints = value.constraints.filter { narrowing.keeps($0) }
        result.steps = value.steps.compactMap { narrowing.step($0) }
        return result
    }
}

/// The narrowing of one case, step by step: which views it has made and how deep they sit, and
/// which constraints it kept.
private struct Narrowing {
    let support: CaseSupport
    /// Each view's parent after narrowing and its depth below the window.
    var parents: [String: String] = [:]
    var depths: [String: Int] = ["window": 0]
    var kinds: [String: CaseView.Kind] = [:]
    var kept: Set<String> = []

    init(support: CaseSupport) { self.support = support }

    mutating func view(_ original: CaseView) -> CaseView {
        var view = original
        if !support.kinds.contains(view.kind) {
            view = CaseView(id: original.id, parent: original.parent, kind: .view)
            (view.hugging, view.compression, view.margins) = (original.hugging, original.compression, original.margins)
            (view.direction, view.hidden, view.frame) = (original.direction, original.hidden, original.frame)
        }
        var parent = view.parent
        while (depths[parent] ?? 0) >= support.maxDepth, let above = parents[parent] { parent = above }
        if parent != view.parent { view.frame = nil }  // a frame is in the old parent's coordinates
        view.parent = parent
        if kinds[parent] != .stack { view.spacingAfter = nil }
        if !support.frames { view.frame = nil }
        if !support.handPlaced || parent == "window" || kinds[parent] != .view { view.insetInParent = nil }
        if !support.intrinsicSize { (view.intrinsicWidth, view.intrinsicHeight) = (nil, nil) }
        if !support.contentPriorities { (view.hugging, view.compression) = (nil, nil) }
        if !support.margins { view.margins = nil }
        if !support.hidden { view.hidden = nil }
        if !support.viewDirections { view.direction = nil }
        parents[view.id] = parent
        depths[view.id] = (depths[parent] ?? 0) + 1
        kinds[view.id] = view.kind
        return view
    }

    mutating func keeps(_ constraint: CaseConstraint) -> Bool {
        let anchors = [constraint.first, constraint.second].compactMap { $0 }
        let fits = anchors.allSatisfy { anchor in
            guard let item = CaseItem(anchor.item) else { return false }
            let guideFits = item.guide.map { support.guides.contains($0.rawValue) } ?? true
            return guideFits && support.attributes.contains(anchor.attribute)
        }
        if fits { kept.insert(constraint.id) }
        return fits
    }

    mutating func step(_ step: CaseStep) -> CaseStep? {
        guard support.steps.contains(step.op) else { return nil }
        switch step {
        case let .setConstant(id, _), let .setPriority(id, _), let .activate(id), let .deactivate(id):
            return kept.contains(id) ? step : nil
        case let .addConstraint(constraint):
            return keeps(constraint) ? step : nil
        case let .addView(view):
            return .addView(self.view(view))
        case let .setText(id, _):
            return kinds[id] == .label ? step : nil
        case let .setIntrinsicSize(id, _, _):
            return kinds[id] == .view && support.intrinsicSize ? step : nil
        case let .setStack(id, _):
            return kinds[id] == .stack ? step : nil
        case .setHidden:
            return support.hidden ? step : nil
        case .setSafeArea:
            return support.safeArea ? step : nil
        case let .setDirection(id, direction):
            if id != nil { return support.viewDirections ? step : nil }
            return support.directions.contains(direction) ? step : nil
        case var .animate(animation):
            animation.steps = animation.steps.compactMap { self.step($0) }
            return animation.steps.isEmpty ? nil : .animate(animation)
        case .removeView, .setWindowSize, .tick, .addFormat, .fit:
            return step
        }
    }
}
