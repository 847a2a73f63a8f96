import Cassowary

/// The engine's side of a layout item: its frame as four variables (`minX`, `minY`, `width`,
/// `height`), the origin measured from its reference's (a view's superview, a guide's owning
/// view; the window's is absolute), so that a constraint names only the offsets between its items
/// and the view it is installed on; every attribute is linear in them.
///
/// A node belongs to exactly one view: the view itself, or the view a guide was added to.
public final class LayoutNode {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The view, for a view's node.
    weak var view: View?
    /// The guide, for a guide's node.
    weak var guide: LayoutGuide?
    /// The active app constraints that name this node (for removal of a subtree and for the
    /// baseline constraints whose constants follow a label's text).
    var activeConstraints: [LayoutConstraint] = []

    private init() {
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }

    convenience init(view: View) {
        self.init()
        self.view = view
    }

    convenience init(guide: LayoutGuide) {
        self.init()
        self.guide = guide
    }

    /// The view whose coordinate space and hierarchy the node lives in: the view itself, or the
    /// view that owns the guide (nil for a guide that was never added to a view).
    var owningView: View? { view ?? guide?.owningView }

    /// The item object: the view or the guide (nil once it is gone: constraints do not keep
    /// their items alive, as in UIKit).
    var item: AnyObject? { view ?? guide }

    /// The four variables, in the order exports list them.
    var variables: [Variable] { [minX, minY, width, height] }

    /// What `description` and logs call the item.
    var displayName: String { view?.displayName ?? guide?.displayName ?? "(released item)" }
}
