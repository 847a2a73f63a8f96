import LayoutEngine

/// Which frame components the optimum pins down: `id.minX`, `id.minY`, `id.width`, `id.height`
/// by case id, from the reference solver's ranges.
struct DeterminedFrames {
    /// A view's frame components, one bit each.
    struct Components: OptionSet {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        static let minX = Components(rawValue: 1)
        static let minY = Components(rawValue: 2)
        static let width = Components(rawValue: 4)
        static let height = Components(rawValue: 8)

        /// The component a variable's suffix names (nil for anything else: the export names no
        /// other variables).
        init?(named name: some StringProtocol) {
            switch name {
            case "minX": self = .minX
            case "minY": self = .minY
            case "width": self = .width
            case "height": self = .height
            default: return nil
            }
        }
    }

    /// The components pinned down, by case id: asking about one makes no name.
    private var pinned: [String: Components] = [:]

    /// `exported`: the names the window's export gives its items (`exportedItemNames()`).
    init(_ runner: CaseRunner, exported: [ObjectIdentifier: String], determined: [String]) {
        var caseID: [String: String] = [:]
        for (id, view) in runner.viewsInWindow() {
            if let name = exported[ObjectIdentifier(view)] { caseID[name] = id }
        }
        for variable in determined {
            guard let dot = variable.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }  // by bytes: cheaper
            let component = Substring(variable.utf8[variable.utf8.index(after: dot)...])
            if let id = caseID[String(variable[..<dot])], let bit = Components(named: component) {
                pinned[id, default: []].insert(bit)
            }
        }
    }

    /// The components of `id`'s frame that are pinned down.
    func components(of id: String) -> Components { pinned[id] ?? [] }

    /// The pinned components of `id`'s frame in which `a` and `b` differ by more than
    /// `tolerance`, with both values, in the order `minX`, `minY`, `width`, `height`.
    func differences(of id: String, _ a: Rect, _ b: Rect, tolerance: Double)
        -> [(component: String, a: Double, b: Double)]
    {
        let pinned = components(of: id)
        guard !pinned.isEmpty else { return [] }
        let all: [(Components, String, Double, Double)] = [
            (.minX, "minX", a.minX, b.minX), (.minY, "minY", a.minY, b.minY),
            (.width, "width", a.width, b.width), (.height, "height", a.height, b.height),
        ]
        return all.compactMap { bit, name, x, y in
            pinned.contains(bit) && !(abs(x - y) <= tolerance) ? (name, x, y) : nil
        }
    }

    func contains(_ id: String, _ component: String) -> Bool {
        Components(named: component).map { components(of: id).contains($0) } ?? false
    }
}
