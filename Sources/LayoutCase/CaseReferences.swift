/// The checks a case needs beyond its JSON shape, so that every case that reads is one the
/// engine can play: ids are unique; a view's parent is the window or a view declared before it;
/// every constraint and step names items, views and constraints that exist by then (declared
/// earlier or added by an earlier step) and are still in the window where that matters (a removed
/// view takes its subtree out: nothing may be added under it, related to it or activated with
/// it); content goes to views of the right kind; `setPriority` moves only optional priorities.
enum CaseReferences {
    private struct Views {
        var kind: [String: CaseView.Kind] = ["window": .view]
        var parent: [String: String] = [:]
        var removed: Set<String> = []

        func isKnown(_ id: String) -> Bool { kind[id] != nil }

        mutating func remove(_ id: String) {
            removed.insert(id)
            var grew = true
            while grew {  // the subtree, whatever the order of declaration
                grew = false
                for (child, parent) in parent where removed.contains(parent) && !removed.contains(child) {
                    removed.insert(child)
                    grew = true
                }
            }
        }
    }

    private struct Constraints {
        var views: [String: [String]] = [:]
        var isRequired: [String: Bool] = [:]
        var formats: Set<String> = []
    }

    static func check(_ value: Case) throws(CaseError) {
        var views = Views()
        var constraints = Constraints()
        for (index, view) in value.views.enumerated() {
            try declare(view, at: "views[\(index)]", in: &views)
        }
        for (index, constraint) in value.constraints.enumerated() {
            try declare(constraint, at: "constraints[\(index)]", views: views, in: &constraints)
        }
        for (index, step) in value.steps.enumerated() {
            try check(step, at: "steps[\(index)]", views: &views, constraints: &constraints)
        }
    }

    private static func check(_ step: CaseStep, at path: String, views: inout Views, constraints: inout Constraints)
        throws(CaseError)
    {
        switch step {
        case let .setConstant(id, _), let .deactivate(id):
            try known(id, at: "\(path).constraint", constraints)
        case let .setPriority(id, _):
            try known(id, at: "\(path).constraint", constraints)
            guard constraints.isRequired[id] == false else {
                throw CaseError(
                    path: "\(path).constraint",
                    message:
                        "'\(id)' is required; setPriority moves only optional priorities (UIKit forbids crossing 1000)")
            }
        case let .activate(id):
            try known(id, at: "\(path).constraint", constraints)
            if let gone = constraints.views[id]!.first(where: { views.removed.contains($0) }) {
                throw CaseError(
                    path: "\(path).constraint", message: "'\(id)' relates view '\(gone)', removed by an earlier step")
            }
        case let .addConstraint(constraint):
            try declare(constraint, at: "\(path).constraint", views: views, in: &constraints)
        case let .addView(view):
            try declare(view, at: "\(path).view", in: &views)
        case let .removeView(id):
            try present(id, at: "\(path).view", views)
            views.remove(id)
        case let .setIntrinsicSize(id, _, _):
            try present(id, at: "\(path).view", views)
            guard views.kind[id] == .view else {
                throw CaseError(
                    path: "\(path).view",
                    message: "'\(id)' is a \(views.kind[id]!.rawValue); setIntrinsicSize is for plain views")
            }
        case let .setText(id, _):
            try present(id, at: "\(path).view", views)
            guard views.kind[id] == .label else {
                throw CaseError(
                    path: "\(path).view", message: "'\(id)' is a \(views.kind[id]!.rawValue); setText is for labels")
            }
        case let .setDirection(id?, _):
            try present(id, at: "\(path).view", views)
        case .setDirection(nil, _), .setWindowSize, .setSafeArea, .tick:
            break
        case let .setHidden(id, _):
            try present(id, at: "\(path).view", views)
        case let .setStack(id, _):
            try present(id, at: "\(path).view", views)
            guard views.kind[id] == .stack else {
                throw CaseError(
                    path: "\(path).view",
                    message: "'\(id)' is a \(views.kind[id]!.rawValue); setStack is for stack views")
            }
        case let .addFormat(format):
            guard !format.id.isEmpty, !constraints.formats.contains(format.id) else {
                throw CaseError(
                    path: "\(path).id",
                    message: format.id.isEmpty ? "a format needs an id" : "duplicate format id '\(format.id)'")
            }
            if let taken = constraints.views.keys.sorted().first(where: { format.names($0) }) {
                throw CaseError(
                    path: "\(path).id",
                    message: "format '\(format.id)' would name its constraints like '\(taken)', a constraint already")
            }
            constraints.formats.insert(format.id)
        case let .animate(animation):
            for (index, inner) in animation.steps.enumerated() {
                guard CaseAnimation.allowedOps.contains(inner.op) else {
                    throw CaseError(
                        path: "\(path).steps[\(index)].op",
                        message:
                            "\(inner.op) cannot be animated; an animation takes \(CaseAnimation.allowedOps.sorted().joined(separator: ", "))"
                    )
                }
                try check(inner, at: "\(path).steps[\(index)]", views: &views, constraints: &constraints)
            }
        case let .fit(fit):
            try present(fit.view, at: "\(path).view", views)
        }
    }

    private static func known(_ id: String, at path: String, _ constraints: Constraints) throws(CaseError) {
        guard constraints.views[id] != nil else { throw CaseError(path: path, message: "unknown constraint '\(id)'") }
    }

    /// A view (not the window) declared and not removed.
    private static func present(_ id: String, at path: String, _ views: Views) throws(CaseError) {
        guard id != "window", views.isKnown(id) else { throw CaseError(path: path, message: "unknown view '\(id)'") }
        guard !views.removed.contains(id) else {
            throw CaseError(path: path, message: "view '\(id)' was removed by an earlier step")
        }
    }

    private static func declare(_ view: CaseView, at path: String, in views: inout Views) throws(CaseError) {
        // By bytes: a dot joined by a combining mark is one character, but still a dot to whatever
        // splits `v3.margins` or `v3.minX` by bytes.
        let bytes = view.id.utf8
        guard !view.id.isEmpty, !bytes.contains(UInt8(ascii: ".")), !bytes.contains(UInt8(ascii: "~")),
            view.id != "window"
        else {
            throw CaseError(
                path: "\(path).id",
                message: "'\(view.id)' cannot name a view: use a non-empty id without '.' or '~', other than 'window'")
        }
        guard !views.isKnown(view.id) else {
            throw CaseError(path: "\(path).id", message: "duplicate view id '\(view.id)'")
        }
        guard views.isKnown(view.parent) else {
            throw CaseError(
                path: "\(path).parent",
                message: "unknown view '\(view.parent)' (a parent is 'window' or a view declared before)")
        }
        guard !views.removed.contains(view.parent) else {
            throw CaseError(path: "\(path).parent", message: "view '\(view.parent)' was removed by an earlier step")
        }
        if view.spacingAfter != nil, views.kind[view.parent] != .stack {
            throw CaseError(
                path: "\(path).spacingAfter",
                message: "only an arranged view (a child of a stack view) has a spacing after it")
        }
        if view.insetInParent != nil, view.parent == "window" || views.kind[view.parent] != .view {
            throw CaseError(
                path: "\(path).insetInParent",
                message: "only a plain view (kind view, not the window) places a subview in its layoutSubviews")
        }
        views.kind[view.id] = view.kind
        views.parent[view.id] = view.parent
    }

    private static func declare(
        _ constraint: CaseConstraint, at path: String, views: Views, in constraints: inout Constraints
    ) throws(CaseError) {
        guard !constraint.id.isEmpty, constraints.views[constraint.id] == nil, !constraint.id.contains("~") else {
            throw CaseError(
                path: "\(path).id",
                message: constraint.id.isEmpty
                    ? "a constraint needs an id"
                    : constraint.id.contains("~")
                        ? "'~' is reserved in ids ('\(constraint.id)')" : "duplicate constraint id '\(constraint.id)'")
        }
        if let format = constraints.formats.sorted().first(where: {
            CaseFormat(id: $0, format: "").names(constraint.id)
        }) {
            throw CaseError(
                path: "\(path).id", message: "'\(constraint.id)' is the name of a constraint of format '\(format)'")
        }
        var related = [try checkItem(constraint.first.item, at: "\(path).first.item", views: views)]
        if let second = constraint.second {
            related.append(try checkItem(second.item, at: "\(path).second.item", views: views))
        }
        constraints.views[constraint.id] = related
        constraints.isRequired[constraint.id] = (constraint.priority ?? 1000) >= 1000
    }

    /// `window`, a view id, or either followed by `.margins` or `.safeArea`; returns the view.
    private static func checkItem(_ item: String, at path: String, views: Views) throws(CaseError) -> String {
        guard let view = CaseItem(item)?.view else {
            throw CaseError(
                path: path,
                message:
                    "'\(item)' is not an item: use a view id or 'window', optionally followed by .margins or .safeArea")
        }
        guard views.isKnown(view) else { throw CaseError(path: path, message: "unknown view '\(view)'") }
        guard !views.removed.contains(view) else {
            throw CaseError(path: path, message: "view '\(view)' was removed by an earlier step")
        }
        return view
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
