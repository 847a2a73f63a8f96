/// A list of views held weakly, in order: the window's pass queues and its views with inset
/// guides. A window must not keep itself alive through its own lists, and a view released while
/// listed just drops out.
struct WeakViews {
    private struct Entry { weak var view: View? }
    private var entries: [Entry] = []

    init(_ views: [View] = []) { entries = views.map { Entry(view: $0) } }

    mutating func append(_ view: View) { entries.append(Entry(view: view)) }

    mutating func remove(_ view: View) { entries.removeAll { $0.view === view || $0.view == nil } }

    func contains(_ view: View) -> Bool { entries.contains { $0.view === view } }

    /// The listed views still alive.
    var views: [View] { entries.compactMap(\.view) }
}
