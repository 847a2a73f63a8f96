import Cassowary

/// The engine's side of a layout item: its frame as four variables (`minX`, `minY`, `width`,
/// `height`), the origin measured from its reference's (a view's superview, a guide's owning
/// view; the window's is absolute), so that a constraint names only the offsets between its items
/// and the view it is installed on; every attribute is linear in them.
///
/// A node belongs to exactly one view: the view itself, or the view a guide was added to.
///
/// The node is also how the engine refers to its item without keeping it alive: the superview,
/// the window, a guide's owning view, a constraint's view and the window's queues hold the
/// item's node and read the item through it. The item clears `view` (or `guide`) first thing in
/// its `deinit`, so such a reference reads nil from then on, as a weak one would. Weak references
/// are not used because the first one to an object gives it a side table, after which every
/// retain and release of it takes the runtime's slow path: views are retained and released all
/// through layout (issue 25: ARC's slow paths were about 40% of a first layout).
public final class LayoutNode {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The view, for a view's node (nil once the view is gone: its `deinit` clears it).
    unowned(unsafe) var view: View?
    /// The guide, for a guide's node (nil once the guide is gone: its `deinit` clears it).
    unowned(unsafe) var guide: LayoutGuide?
    /// The active app constraints that name this node (for removal of a subtree and for the
    /// baseline constraints whose constants follow a label's text).
    var activeConstraints: [LayoutConstraint] = []

    /// A node for a view or guide that sets itself as its `view` or `guide` once made.
    init() {
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width")
        height = Variable("height")
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
