import LayoutEngine

/// Which frame components the optimum pins down: `id.minX`, `id.minY`, `id.width`, `id.height`
/// by case id, from the reference solver's ranges.
struct DeterminedFrames {
    /// The components pinned down, by case id: one bit each (`bit(of:)`), so that asking about a
    /// component makes no name.
    private var pinned: [String: UInt8] = [:]

    /// `exported`: the names the window's export gives its items (`exportedItemNames()`).
    init(_ runner: CaseRunner, exported: [ObjectIdentifier: String], determined: [String]) {
        var caseID: [String: String] = [:]
        for (id, view) in runner.viewsInWindow() {
            if let name = exported[ObjectIdentifier(view)] { caseID[name] = id }
        }
        for variable in determined {
            guard let dot = variable.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }  // by bytes: cheaper
            let component = Substring(variable.utf8[variable.utf8.index(after: dot)...])
            if let id = caseID[String(variable[..<dot])], let bit = DeterminedFrames.bit(of: component) {
                pinned[id, default: 0] |= bit
            }
        }
    }

    func contains(_ id: String, _ component: String) -> Bool {
        guard let bit = DeterminedFrames.bit(of: component[...]) else { return false }
        return (pinned[id] ?? 0) & bit != 0
    }

    /// A frame component's bit (nil for anything else: the export names no other variables).
    private static func bit(of component: Substring) -> UInt8? {
        switch component {
        case "minX": 1
        case "minY": 2
        case "width": 4
        case "height": 8
        default: nil
        }
    }
}
