import LayoutCase

/// A case's view tree as UIKit's documentation reads it: each view's superview, its effective
/// layout direction (its own when forced, else its superview's, the window's at the root:
/// `effectiveUserInterfaceLayoutDirection`), and the closest common ancestor of two items (the
/// view a constraint is installed on, whose frame it measures positions in).
struct SpecTree {
    let window: CaseWindow
    private(set) var views: [String: CaseView] = [:]
    /// Ids in the case's order, the window first.
    private(set) var order: [String] = ["window"]
    /// Each view's superview and the direction it declares, by id: what the tree's walks read,
    /// kept apart from the views (reading a view out of `views` copies all of it).
    private var parents: [String: String] = [:]
    private var directions: [String: CaseDirection] = [:]
    /// Each view's chain and effective direction, walked once here: every constraint the rules
    /// write asks for them.
    private var chains: [String: [String]] = [:]
    private var rightToLeft: [String: Bool] = [:]

    init(_ state: Case) {
        window = state.window
        views.reserveCapacity(state.views.count)
        parents.reserveCapacity(state.views.count)
        for view in state.views {
            views[view.id] = view
            order.append(view.id)
            parents[view.id] = view.parent
            if let direction = view.direction { directions[view.id] = direction }
        }
        chains.reserveCapacity(order.count)
        rightToLeft.reserveCapacity(order.count)
        for id in order {
            chains[id] = walk(from: id)
            rightToLeft[id] = effectivelyRightToLeft(id)
        }
    }

    func contains(_ id: String) -> Bool { id == "window" || parents[id] != nil }

    func parent(of id: String) -> String? { id == "window" ? nil : parents[id] }

    /// The view and its ancestors, the view first, the window last.
    func chain(from id: String) -> [String] { chains[id] ?? walk(from: id) }

    private func walk(from id: String) -> [String] {
        var result: [String] = []
        var current: String? = id
        while let view = current, !result.contains(view) {  // a cycle cannot be declared, but never loop
            result.append(view)
            current = parent(of: view)
        }
        return result
    }

    func isRightToLeft(_ id: String) -> Bool { rightToLeft[id] ?? effectivelyRightToLeft(id) }

    private func effectivelyRightToLeft(_ id: String) -> Bool {
        for view in chain(from: id) {
            if view == "window" { return window.direction == .rtl }
            switch directions[view] ?? .inherit {
            case .ltr: return false
            case .rtl: return true
            case .inherit: continue
            }
        }
        return window.direction == .rtl
    }

    /// The closest common ancestor of two views (either may be the other).
    func commonAncestor(_ a: String, _ b: String) -> String? {
        let above = chain(from: b)
        return chain(from: a).first { above.contains($0) }
    }

    /// Whether `id` is `root` or inside its subtree.
    func isInSubtree(_ id: String, of root: String) -> Bool { chain(from: id).contains(root) }
}

/// An item a constraint names: a view, or one of its two guides.
struct SpecItem: Equatable {
    typealias Guide = CaseItem.Guide

    var view: String
    var guide: Guide?

    /// `window`, `<view>`, `<view>.margins`, `<view>.safeArea`: the case format's grammar, read
    /// by `CaseItem` (the format, not the engine: the rules stay independent of the engine).
    init?(_ text: String) {
        guard let item = CaseItem(text) else { return nil }
        view = item.view
        guide = item.guide
    }

    init(view: String, guide: Guide? = nil) {
        self.view = view
        self.guide = guide
    }

    /// The prefix of its variables: `<view>.minX`, `<view>.margins.minX`, ...
    var name: String { guide.map { "\(view).\($0.rawValue)" } ?? SpecItem.prefix(ofView: view) }

    /// The prefix of a view's variables: its id, but `<stack>.guide<k>` for the spacer
    /// `<stack>~gap<k>` (`StackLowering`): the name an export gives a stack's k-th spacer guide, so
    /// that the rules' system of a right layout is the engine's to the letter and one exact solve
    /// serves both (a system is shared only when equal: a name decides nothing else). A case id
    /// holds no `~`, so only spacers are renamed.
    static func prefix(ofView id: String) -> String {
        guard let tilde = id.utf8.firstIndex(of: UInt8(ascii: "~")) else { return id }
        let rest = Substring(id.utf8[tilde...])
        guard rest.hasPrefix("~gap") else { return id }
        return "\(Substring(id.utf8[..<tilde])).guide\(rest.dropFirst(4))"
    }
}

extension SpecTree {
    func view(_ id: String) -> CaseView? { views[id] }
}
