import LayoutEngine

/// A three-level tree of recording views, each placed by constraints:
///
///     window
///       root   (0, 0, 300, 300)
///         a    (10, 10, 100, 100)
///           a1 (5, 5, 20, 20)
///           a2 (30, 5, 20, 20)
///         b    (150, 10, 100, 100)
///           b1 (5, 5, 20, 20)
///
/// Built parents before children and siblings in order.
struct CycleTree {
    let root: CycleRecordingView
    let a: CycleRecordingView
    let a1: CycleRecordingView
    let a2: CycleRecordingView
    let b: CycleRecordingView
    let b1: CycleRecordingView
    let placements: [String: CyclePlacement]

    init(in window: Window, log: CycleLog? = nil) throws {
        root = CycleRecordingView("root", log: log)
        a = CycleRecordingView("a", log: log)
        a1 = CycleRecordingView("a1", log: log)
        a2 = CycleRecordingView("a2", log: log)
        b = CycleRecordingView("b", log: log)
        b1 = CycleRecordingView("b1", log: log)
        var placements: [String: CyclePlacement] = [:]
        placements["root"] = try CycleFixture.place(root, in: window, x: 0, y: 0, width: 300, height: 300)
        placements["a"] = try CycleFixture.place(a, in: root, x: 10, y: 10, width: 100, height: 100)
        placements["a1"] = try CycleFixture.place(a1, in: a, x: 5, y: 5, width: 20, height: 20)
        placements["a2"] = try CycleFixture.place(a2, in: a, x: 30, y: 5, width: 20, height: 20)
        placements["b"] = try CycleFixture.place(b, in: root, x: 150, y: 10, width: 100, height: 100)
        placements["b1"] = try CycleFixture.place(b1, in: b, x: 5, y: 5, width: 20, height: 20)
        self.placements = placements
    }

    /// Every view, parents before children, siblings in order.
    var all: [CycleRecordingView] { [root, a, a1, a2, b, b1] }

    func counters() -> [PassCounters] { all.map(\.counters) }
}
