/// The checks a case needs beyond its JSON shape: ids are unique, a view's parent is the window
/// or a view declared before it, and every constraint and step names items, views and
/// constraints that exist by then (declared earlier in the case or added by an earlier step).
enum CaseReferences {
    static func check(_ value: Case) throws(CaseError) {
        var views: Set<String> = ["window"]
        var constraints = Set<String>()
        for (index, view) in value.views.enumerated() {
            try declare(view, at: "views[\(index)]", in: &views)
        }
        for (index, constraint) in value.constraints.enumerated() {
            try declare(constraint, at: "constraints[\(index)]", views: views, in: &constraints)
        }
        for (index, step) in value.steps.enumerated() {
            let at = "steps[\(index)]"
            switch step {
            case let .setConstant(id, _), let .setPriority(id, _), let .activate(id), let .deactivate(id):
                guard constraints.contains(id) else { throw CaseError(path: "\(at).constraint", message: "unknown constraint '\(id)'") }
            case let .addConstraint(constraint):
                try declare(constraint, at: "\(at).constraint", views: views, in: &constraints)
            case let .addView(view):
                try declare(view, at: "\(at).view", in: &views)
            case let .removeView(id), let .setIntrinsicSize(id, _, _), let .setText(id, _):
                guard id != "window", views.contains(id) else { throw CaseError(path: "\(at).view", message: "unknown view '\(id)'") }
            case let .setDirection(id?, _):
                guard views.contains(id) else { throw CaseError(path: "\(at).view", message: "unknown view '\(id)'") }
            case .setDirection(nil, _), .setWindowSize, .setSafeArea, .tick:
                break
            }
        }
    }

    private static func declare(_ view: CaseView, at path: String, in views: inout Set<String>) throws(CaseError) {
        guard !view.id.isEmpty, !view.id.contains("."), view.id != "window" else {
            throw CaseError(path: "\(path).id", message: "'\(view.id)' cannot name a view: use a non-empty id without '.', other than 'window'")
        }
        guard !views.contains(view.id) else { throw CaseError(path: "\(path).id", message: "duplicate view id '\(view.id)'") }
        guard views.contains(view.parent) else {
            throw CaseError(path: "\(path).parent", message: "unknown view '\(view.parent)' (a parent is 'window' or a view declared before)")
        }
        views.insert(view.id)
    }

    private static func declare(
        _ constraint: CaseConstraint, at path: String, views: Set<String>, in constraints: inout Set<String>
    ) throws(CaseError) {
        guard !constraint.id.isEmpty, !constraints.contains(constraint.id) else {
            throw CaseError(path: "\(path).id", message: constraint.id.isEmpty ? "a constraint needs an id" : "duplicate constraint id '\(constraint.id)'")
        }
        try checkItem(constraint.first.item, at: "\(path).first.item", views: views)
        if let second = constraint.second { try checkItem(second.item, at: "\(path).second.item", views: views) }
        constraints.insert(constraint.id)
    }

    /// `window`, a view id, or either followed by `.margins` or `.safeArea`.
    private static func checkItem(_ item: String, at path: String, views: Set<String>) throws(CaseError) {
        let parts = item.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.count == 1 || ["margins", "safeArea"].contains(parts[1]) else {
            throw CaseError(path: path, message: "'\(item)' is not an item: use a view id or 'window', optionally followed by .margins or .safeArea")
        }
        guard views.contains(parts[0]) else { throw CaseError(path: path, message: "unknown view '\(parts[0])'") }
    }
}
