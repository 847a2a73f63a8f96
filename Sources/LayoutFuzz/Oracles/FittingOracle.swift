import ConstraintSystem
import LayoutEngine
import ReferenceSolver

/// `fitting`: a `systemLayoutSizeFitting` call leaves the window exactly as it was (its exported
/// system, every frame, the broken constraints, the update-cycle flags), and the size it gives is
/// the exact reference solver's optimum of the temporary system (anywhere in the optimal range
/// when the optimum does not pin the size down).
enum FittingOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        let records = seen.runner.records.fits.filter { $0.step == seen.step }
        guard !records.isEmpty else { return .absent("no fitting-size call in this step") }
        var problems: [String] = []
        for record in records {
            problems += windowProblems(record)
            let solution = seen.fittingSolution(record.system, width: record.width, height: record.height)
            problems += sizeProblems(
                record, solution: solution, width: record.width, height: record.height, judge: "the reference's optimum"
            )
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }

    static func windowProblems(_ record: FitRecord) -> [String] {
        let (before, after) = (record.before, record.after)
        let call = "fitting \(record.fit.view)"
        if before.system != after.system {
            let added = after.system.constraints.count - before.system.constraints.count
            return [
                "\(call) changed the window's system: \(before.system.constraints.count) constraints before, \(after.system.constraints.count) after"
                    + (added > 0 ? " (a constraint leaked into the window)" : "")
            ]
        }
        if before.frames != after.frames { return ["\(call) moved frames in the window"] }
        if before.broken != after.broken {
            return ["\(call) changed the broken constraints: \(before.broken) before, \(after.broken) after"]
        }
        if before.needsLayout != after.needsLayout { return ["\(call) flagged views of the window for an update"] }
        return []
    }

    /// The fitting size of `record` against the optimal range of a fitting system's `solution`
    /// (with the ranges of the view's `width` and `height` variables), each side as `judge` words
    /// it; nothing when the system's required constraints conflict (the temporary solver leaves
    /// a conflicting constraint out, as the window's engine would break it).
    static func sizeProblems(
        _ record: FitRecord, solution reference: ReferenceSolution, width: String, height: String, judge: String
    ) -> [String] {
        guard reference.status == .ok else { return [] }
        let tolerance = SolverAgreement.tolerance(for: reference)
        var problems: [String] = []
        for (name, value, label) in [(width, record.size.width, "width"), (height, record.size.height, "height")] {
            guard let range = reference.ranges.first(where: { $0.name == name }) else { continue }
            let low = range.lowest?.doubleValue ?? -.infinity
            let high = range.highest?.doubleValue ?? .infinity
            guard !(value >= low - tolerance && value <= high + tolerance) else { continue }
            let optimum =
                range.isDetermined ? NumberText.format(low) : "\(NumberText.format(low))…\(NumberText.format(high))"
            problems.append("fitting \(record.fit.view): \(label) \(NumberText.format(value)), \(judge) \(optimum)")
        }
        return problems
    }
}
