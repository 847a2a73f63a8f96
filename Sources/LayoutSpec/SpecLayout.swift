import ConstraintSystem
import LayoutCase

/// UIKit's rules written a second time: a case's state → the constraint system UIKit's
/// documentation implies, with no code of the engine (docs/oracles.md, `spec`, lists each rule
/// and where it comes from).
///
/// Variables are `<item>.minX`, `.minY`, `.width`, `.height`, a view's origin measured from its
/// superview's and a guide's from its view's (UIKit's `frame` and `layoutFrame`), `<item>` being
/// a case id (`window`, `v3`) or a guide (`v3.margins`, `v3.safeArea`): the names the engine's
/// export gives the same items, so that the `spec` oracle can compare frames by name. Stack views
/// are written as plain views and constraints (`StackLowering`, spacer views `<stack>~gap<k>`,
/// whose variables are `<stack>.guide<k>.minX`, ...: `SpecItem.prefix(ofView:)`);
/// visual format strings are expanded by the spec's own reading of the grammar
/// (`FormatExpander`), with the views that were in the window when they were read.
///
/// Safe-area insets below the window depend on the layout (`SpecSafeArea`): they are read off
/// `frames`, the layout being checked, so that a right layout is a fixpoint of the system.
package struct SpecLayout {
    /// A visual format read by an earlier step: the string, and each view in the window then
    /// with its superview.
    package struct FormatCall: Equatable, Sendable {
        package var format: CaseFormat
        package var superviews: [String: String]
        /// The views in the order the window had them.
        package var views: [String]

        package init(format: CaseFormat, views: [(id: String, superview: String)]) {
            self.format = format
            self.views = views.map(\.id)
            superviews = Dictionary(views.map { ($0.id, $0.superview) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The state with its stack views lowered.
    package let lowered: Case
    let tree: SpecTree
    let writer: SpecWriter
    private(set) var safeArea: SpecSafeArea
    /// Every constraint of the state that takes part (active ones, the stacks' and the formats'),
    /// as the case writes it.
    package let constraints: [CaseConstraint]
    /// The guides some constraint names (UIKit makes a guide on first use), in order of first use.
    let guides: [SpecItem]
    /// The layout being checked, each view's frame by id.
    private let frames: [String: SpecRect]

    /// `madeGuides` names guides (`v3.margins`) that exist although no constraint of the state
    /// names them any more (UIKit makes a guide on first use and keeps it): a guide held inside
    /// its view changes no view's frame, so they may be listed to make the system the same as
    /// another that has them.
    /// `semantics`: what the engine judged declares its frames mean (UIKit's by default).
    package init(
        state: Case, formats: [FormatCall] = [], frames: [String: SpecRect], madeGuides: [String] = [],
        semantics: LayoutSemantics = .uikit
    ) {
        var content: [String: SpecContent] = [:]
        for view in state.views { content[view.id] = SpecContent(view) }
        var lowering = StackLowering { content[$0]?.size ?? (-1, -1) }
        lowered = lowering.lower(state)
        tree = SpecTree(lowered)
        writer = SpecWriter(tree: tree, content: content, semantics: semantics)
        safeArea = SpecSafeArea(tree: tree, frames: frames)
        self.frames = frames
        var made = lowered.constraints
        for call in formats {
            let expanded = FormatExpander.expand(call.format, views: call.views) { call.superviews[$0] } ?? []
            made += expanded.map {
                var constraint = $0
                constraint.active = true
                return constraint
            }
        }
        let tree = self.tree
        func inTree(_ text: String) -> Bool { SpecItem(text).map { tree.contains($0.view) } ?? false }
        let named = made.filter { inTree($0.first.item) && ($0.second.map { inTree($0.item) } ?? true) }
        var guides: [SpecItem] = []
        func note(_ text: String) {
            if let item = SpecItem(text), item.guide != nil, tree.contains(item.view), !guides.contains(item) {
                guides.append(item)
            }
        }
        for constraint in named {
            note(constraint.first.item)
            if let second = constraint.second { note(second.item) }
        }
        for text in madeGuides { note(text) }
        self.guides = guides
        constraints = named.filter { $0.active ?? true }
    }

    /// The window's system: every view's own constraints (the window's size, frames that become
    /// constraints, intrinsic sizes), the guides' insets, then every active constraint but the
    /// ones `excluded` names (those the engine broke: which member of a conflicting set breaks
    /// depends on history, docs/layout-engine.md).
    package mutating func system(excluding excluded: Set<String> = []) -> ConstraintSystem {
        var made: [SystemConstraint] = []
        for id in tree.order {
            made += ownConstraints(id, frame: .byTheRules)
        }
        for guide in guides { made += guideConstraints(guide) }
        made += constraints.filter { !excluded.contains($0.id) }.compactMap(writer.constraint)
        return ConstraintSystem(constraints: made)
    }

    /// Each view's safe-area insets (top, left, bottom, right) as the rules read them off
    /// `frames`: two layouts of one case that differ here settled on different fixpoints of a
    /// frame feedback (a view held inside its own safe area), and neither is wrong for it.
    package mutating func safeAreaInsets() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for id in tree.order where id != "window" {
            let insets = safeArea.insets(of: id)
            result[id] = [insets.top, insets.left, insets.bottom, insets.right]
        }
        return result
    }

    /// The constraint with this id as the rules write it, if it takes part.
    package func written(_ id: String) -> SystemConstraint? {
        constraint(id).flatMap(writer.constraint)
    }

    /// The constraint with this id as the case (or the spec's reading of a format) has it.
    package func constraint(_ id: String) -> CaseConstraint? { constraints.first { $0.id == id } }

    /// `systemLayoutSizeFitting` on `view` (UIKit): the constraints among the view's subtree
    /// (installed inside it: every item inside), the subtree's own constraints (its subviews'
    /// frames, every intrinsic size, the guides' insets as they are now; not the view's own
    /// frame), and the target size at the fitting priorities. Nil for a view not in the tree.
    package mutating func fittingSystem(_ fit: CaseFit) -> (system: ConstraintSystem, width: String, height: String)? {
        let root = fit.view
        guard tree.contains(root) else { return nil }
        let tree = self.tree
        let inside = { (id: String) in tree.isInSubtree(id, of: root) }
        var made: [SystemConstraint] = []
        for id in tree.order where inside(id) {
            made += ownConstraints(id, frame: id == root ? .none : .asLaidOut)
        }
        for guide in guides where inside(guide.view) { made += guideConstraints(guide) }
        for constraint in constraints {
            let items = [constraint.first.item, constraint.second?.item].compactMap { $0 }.compactMap(SpecItem.init)
            if items.allSatisfy({ inside($0.view) }), let written = writer.constraint(constraint) {
                made.append(written)
            }
        }
        made.append(SpecForm("\(root).width").constraint(.equal, fit.width, priority: fit.horizontalPriority ?? 50))
        made.append(SpecForm("\(root).height").constraint(.equal, fit.height, priority: fit.verticalPriority ?? 50))
        return (ConstraintSystem(constraints: made), "\(root).width", "\(root).height")
    }

    /// How a view's own frame enters a system: not at all (the view being fitted), as the rules
    /// place it (the window's system: a view its parent places by hand at the parent's bounds as
    /// laid out, inset), or, for a view its parent places by hand, as it is laid out (a fitting
    /// does not run `layoutSubviews`: the frame the last layout gave stays).
    private enum OwnFrame { case none, byTheRules, asLaidOut }

    private func ownConstraints(_ id: String, frame own: OwnFrame) -> [SystemConstraint] {
        guard id != "window" else {
            return own != .none ? writer.frameConstraints(id, (0, 0, tree.window.width, tree.window.height)) : []
        }
        guard let view = tree.view(id) else { return [] }
        var made: [SystemConstraint] = []
        if own != .none, let frame = view.frame {
            made += writer.frameConstraints(id, (frame.x, frame.y, frame.width, frame.height))
        }
        if let inset = view.insetInParent, let parent = tree.parent(of: id) {
            switch own {
            case .none: break
            case .byTheRules:
                // Frame feedback, as with safe areas: the parent's bounds are read off the layout
                // being checked, and a right layout is a fixpoint (its parent's size gives it back).
                if let bounds = frames[parent] {
                    let placed = (inset, inset, bounds.width - 2 * inset, bounds.height - 2 * inset)
                    made += writer.frameConstraints(id, placed)
                }
            case .asLaidOut:
                if let frame = frames[id] {
                    made += writer.frameConstraints(id, (frame.x, frame.y, frame.width, frame.height))
                }
            }
        }
        made += writer.contentConstraints(view)
        made += writer.minimumSizeConstraints(id)
        return made
    }

    /// A guide's insets: the safe area's, or the margins (by the view's direction) plus the safe
    /// area (`insetsLayoutMarginsFromSafeArea`, on by default and in every case).
    private mutating func guideConstraints(_ guide: SpecItem) -> [SystemConstraint] {
        let safe = safeArea.insets(of: guide.view)
        guard guide.guide == .margins else { return writer.guideConstraints(guide, safe) }
        let margins = tree.view(guide.view)?.margins
        let leading = margins?.leading ?? 8
        let trailing = margins?.trailing ?? 8
        let rightToLeft = tree.isRightToLeft(guide.view)
        let own = SpecInsets(
            top: margins?.top ?? 8, left: rightToLeft ? trailing : leading, bottom: margins?.bottom ?? 8,
            right: rightToLeft ? leading : trailing)
        return writer.guideConstraints(guide, own + safe)
    }
}
