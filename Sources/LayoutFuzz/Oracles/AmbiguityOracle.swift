import LayoutEngine

/// `ambiguity`: the window's ambiguity report names exactly the views with a frame component the
/// reference solver's ranges leave free, with exactly those components (as the harness maps the
/// exported variables to case ids, independently of the engine). The report is read off the
/// step's reference solution (`ambiguousViews(from:)`), which the other oracles solved anyway;
/// on the initial layout the whole call, solving of its own (`ambiguousViews()`), must agree.
enum AmbiguityOracle {
    static let components = ["minX", "minY", "width", "height"]

    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard seen.reference.status == .ok else { return .skipped("no optimum: the required constraints conflict") }
        let runner = seen.runner
        let ids = Dictionary(uniqueKeysWithValues: runner.viewsInWindow().map { (ObjectIdentifier($0.view), $0.id) })
        var reported: [String: [String]] = [:]
        let report = runner.window.ambiguousViews(from: seen.reference)
        for entry in report { reported[ids[ObjectIdentifier(entry.view)] ?? "?"] = entry.freeComponents }
        var problems: [String] = []
        if seen.step == 0 {
            let own = runner.window.ambiguousViews()
            if own.map(\.freeComponents) != report.map(\.freeComponents) || !zip(own, report).allSatisfy({ $0.view === $1.view }) {
                problems.append("ambiguousViews() solving on its own reports \(own.count) view(s), read off the step's solution \(report.count)")
            }
        }
        for (id, _) in runner.viewsInWindow().dropFirst() {
            let free = components.filter { !seen.determined.contains(id, $0) }
            let said = reported[id] ?? []
            if free != said {
                problems.append("\(id): the reference leaves \(free.isEmpty ? "nothing" : free.joined(separator: ", ")) free, the report says \(said.isEmpty ? "nothing" : said.joined(separator: ", "))")
            }
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
