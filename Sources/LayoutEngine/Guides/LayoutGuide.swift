/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`): space
/// between views, a region to centre in. Add it to a view before constraining it; its
/// `layoutFrame` is in that view's coordinates.
///
/// Views also own two guides the engine keeps in place: `layoutMarginsGuide` and
/// `safeAreaLayoutGuide`.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    public var identifier: String?
    /// Made with the guide (not on first use: it is read all through layout).
    public let layoutNode = LayoutNode()
    /// The view the guide was added to (held by its node, which does not keep it alive).
    public internal(set) var owningView: View? {
        get { owningViewNode?.view }
        set { owningViewNode = newValue?.layoutNode }
    }
    private(set) var owningViewNode: LayoutNode?
    let role: Role
    /// For the margins and safe-area guides: their edges, required constraints to the owning view.
    var edgeConstraints: [LayoutConstraint] = []

    enum Role: Equatable {
        case custom
        case margins
        case safeArea
    }

    public init() {
        role = .custom
        layoutNode.guide = self
    }

    deinit { layoutNode.guide = nil }  // references to the guide read nil from here on

    init(role: Role, owner: View) {
        self.role = role
        layoutNode.guide = self
        owningView = owner
    }

    /// The guide's rectangle in the owning view's coordinates, as the model holds it.
    public var layoutFrame: Rect {
        guard let view = owningView, let engine = view.window?.engine else { return .zero }
        let node = layoutNode
        return Rect(
            x: engine.value(node.minX), y: engine.value(node.minY), width: engine.value(node.width),
            height: engine.value(node.height))
    }

    /// The name in logs and exports: `owner.margins`, `owner.safeArea`, or `owner.<identifier>`
    /// (`owner.guide<n>` without one).
    public var displayName: String { "\(owningView?.displayName ?? "unowned").\(nameInOwner)" }

    /// The name after the owner's: `margins`, `safeArea`, the identifier or `guide<n>`.
    var nameInOwner: String {
        switch role {
        case .margins: return "margins"
        case .safeArea: return "safeArea"
        case .custom:
            let index = owningView?.layoutGuides.firstIndex { $0 === self } ?? 0
            return identifier ?? "guide\(index)"
        }
    }

    public var description: String { "\(displayName) \(layoutFrame)" }

    /// Required constraints holding the guide `insets` inside its owning view.
    static func insetConstraints(of guide: LayoutGuide, in view: View, origin: LayoutConstraint.Origin)
        -> [LayoutConstraint]
    {
        func edge(_ attribute: LayoutAttribute) -> LayoutConstraint {
            LayoutConstraint(
                first: guide.layoutNode, firstAttribute: attribute, relation: .equal, second: view.layoutNode,
                secondAttribute: attribute, multiplier: 1, constant: 0, origin: origin)
        }
        return [edge(.left), edge(.top), edge(.right), edge(.bottom)]
    }

    /// Sets the inset constraints' constants (left, top, right, bottom) to `insets`.
    func setInsets(_ insets: EdgeInsets) {
        guard edgeConstraints.count == 4 else { return }
        var values = [insets.left, insets.top, -insets.right, -insets.bottom]
        #if PLUMB_FAULTS
            if PlantedViewFaults.isActive(.safeAreaInsetWrongSign), role == .safeArea { values[1] = -insets.top }
        #endif
        let change = {
            for (constraint, value) in zip(self.edgeConstraints, values) {
                constraint.setEngineConstant(value)
            }
        }
        if let view = owningView { view.changingTogether(change) } else { change() }
    }
}

extension View {
    /// Adds a custom guide to this view (a view's margins and safe-area guides stay its own).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.role == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        window?.engine.register(guide.layoutNode)
    }

    /// Removes a custom guide, deactivating the constraints that use it. The margins and
    /// safe-area guides cannot be removed: the view keeps them (and their constraints) in place.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.role == .custom, guide.owningView === self else { return }
        for constraint in guide.layoutNode.activeConstraints { constraint.deactivate() }
        window?.engine.unregister(guide.layoutNode)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Every guide of the view: custom ones, then margins and safe area when made.
    var allGuides: [LayoutGuide] {
        var all = layoutGuides  // most views have none: no array is made for them
        if let marginsGuide { all.append(marginsGuide) }
        if let safeAreaGuide { all.append(safeAreaGuide) }
        return all
    }

    /// The guides in use: the custom ones, then the margins and safe-area guides once made
    /// (reading `layoutMarginsGuide` makes it; this does not).
    public var guidesInUse: [LayoutGuide] { allGuides }
}
