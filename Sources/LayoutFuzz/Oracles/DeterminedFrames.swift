import LayoutEngine

/// Which frame components the optimum pins down: `id.minX`, `id.minY`, `id.width`, `id.height`
/// by case id, from the reference solver's ranges.
struct DeterminedFrames {
    private var names: Set<String>

    /// `exported`: the names the window's export gives its items (`exportedItemNames()`).
    init(_ runner: CaseRunner, exported: [ObjectIdentifier: String], determined: [String]) {
        var caseID: [String: String] = [:]
        for (id, view) in runner.viewsInWindow() {
            if let name = exported[ObjectIdentifier(view)] { caseID[name] = id }
        }
        names = []
        for variable in determined {
            guard let dot = variable.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }  // by bytes: cheaper
            if let id = caseID[String(variable[..<dot])] { names.insert(id + variable[dot...]) }
        }
    }

    func contains(_ id: String, _ component: String) -> Bool { names.contains("\(id).\(component)") }
}
