import LayoutEngine

/// `ambiguity`: the window's ambiguity report (`ambiguousViews()`, which the engine reads off its
/// own incremental solver) names exactly the views with a frame component that UIKit's rules
/// (`SpecAnswer`: the `spec` system, solved exactly with ranges) leave free, with exactly those
/// components. Neither the rules nor the reference share code with the engine's answer. A range
/// no wider than the tolerance (two wishes at one priority 1e-6 apart) may be reported either
/// way: a floating-point solver cannot tell it from a point.
enum AmbiguityOracle {
    static let components = ["minX", "minY", "width", "height"]

    static func check(_ seen: StepObservation) -> OracleOutcome {
        let spec = seen.spec
        guard let solution = spec.solution else {
            return .skipped("the engine broke a constraint the rules do not write")
        }
        guard solution.status == .ok else {
            return .skipped("no optimum: UIKit's rules make the required constraints conflict")
        }
        let tolerance = SolverAgreement.tolerance(for: solution)
        let runner = seen.runner
        let ids = Dictionary(uniqueKeysWithValues: runner.viewsInWindow().map { (ObjectIdentifier($0.view), $0.id) })
        var reported: [String: [String]] = [:]
        for entry in runner.window.ambiguousViews() {
            reported[ids[ObjectIdentifier(entry.view)] ?? "?"] = entry.freeComponents
        }
        var problems: [String] = []
        for (id, _) in runner.viewsInWindow().dropFirst() {
            var free: [String] = []
            // Within the tolerance of a point, a range may be read either way.
            var clearlyFree: [String] = []
            for component in components {
                let name = id + "." + component
                if !spec.determines(name) { free.append(component) }
                if spec.leavesFree(name, beyond: tolerance) { clearlyFree.append(component) }
            }
            let said = reported[id] ?? []
            // At most four components a side: containment by search, no sets.
            if !(clearlyFree.allSatisfy(said.contains) && said.allSatisfy(free.contains)) {
                problems.append(
                    "\(id): the reference leaves \(free.isEmpty ? "nothing" : free.joined(separator: ", ")) free, the engine's report says \(said.isEmpty ? "nothing" : said.joined(separator: ", "))"
                )
            }
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }
}
