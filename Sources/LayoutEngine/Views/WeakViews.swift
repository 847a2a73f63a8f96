/// A list of views held weakly, in order: the window's pass queues and its views with inset
/// guides. A window must not keep itself alive through its own lists, and a view released while
/// listed just drops out. The list holds the views' nodes, which read nil once their view is gone
/// (see `LayoutNode`: no weak references).
struct WeakViews {
    private var nodes: [LayoutNode] = []

    init(_ views: [View] = []) { nodes = views.map(\.layoutNode) }

    mutating func append(_ view: View) { nodes.append(view.layoutNode) }

    mutating func remove(_ view: View) { nodes.removeAll { $0.view === view || $0.view == nil } }

    func contains(_ view: View) -> Bool { nodes.contains { $0.view === view } }

    /// The listed views still alive.
    var views: [View] { nodes.compactMap(\.view) }
}
