import ConstraintSystem
import LayoutEngine
import ReferenceSolver

/// The `reference` oracle on a laid-out window: the frames the engine gave its views against
/// the reference solver's answer for `window.constraintSystem()`, solved from scratch.
///
/// They agree when the exported system (broken constraints left out) is satisfiable; every
/// required constraint holds at the frames (each view's in its superview's coordinates, each
/// guide's layout frame in its owning view's: the export's variables); each optional priority's total error
/// at the frames equals the reference's optimum; and every variable the optimum determines has
/// the frame's value. All within `SolverAgreement.tolerance(for:)` (docs/oracles.md).
package enum FrameAgreement {
    package static let name = "reference"

    /// What differs; empty when the frames agree with the reference.
    package static func check(_ window: Window) -> [String] {
        let (system, names) = window.exportedSystemAndNames()
        return check(
            system: system, values: frameValues(window, names: names),
            reference: ReferenceSolver.solve(system, ranges: true))
    }

    /// The same check with the window's exported system, its variables' values at the frames
    /// (`frameValues`) and the reference's answer for it (with ranges) already at hand, and the
    /// optional constraints' total error by priority at the frames too when a caller has summed
    /// it already (`LayoutSnapshot.errors`: the same sums, in the same order).
    package static func check(
        system: ConstraintSystem, values: [String: Double], reference: ReferenceSolution,
        optionalErrors: [Double: Double]? = nil
    ) -> [String] {
        guard reference.status == .ok else {
            // The conflict on a line of its own: a signature never depends on how long it is.
            return [
                "the engine's system is unsatisfiable for the reference solver",
                "conflict: constraints \(reference.conflict.map { $0 + 1 })",
            ]
        }
        let tolerance = SolverAgreement.tolerance(for: reference)
        var problems: [String] = []
        for range in reference.ranges where range.isDetermined {
            guard let value = values[range.name] else { continue }
            let expected = range.lowest!.doubleValue
            if !(abs(value - expected) <= tolerance) {
                problems.append(
                    "\(range.name): frame gives \(NumberText.format(value)), reference \(NumberText.format(expected))")
            }
        }
        var errors: [Double: Double] = [:]
        for (index, constraint) in system.constraints.enumerated()
        where constraint.priority.isRequired || optionalErrors == nil {
            let error = constraint.error { values[$0] ?? 0 }
            if constraint.priority.isRequired {
                if !(error <= tolerance) {
                    problems.append(
                        "required constraint \(index + 1) (\(describe(constraint))) is off by \(NumberText.format(error))"
                    )
                }
            } else {
                errors[constraint.priority.value, default: 0] += error
            }
        }
        if let optionalErrors { errors = optionalErrors }
        let slack = tolerance * Double(max(1, system.constraints.count))
        for level in reference.errors {
            let engine = errors[level.priority.value] ?? 0
            if !(abs(engine - level.error.doubleValue) <= slack) {
                problems.append(
                    "error at priority \(level.priority): engine \(NumberText.format(engine)), reference \(NumberText.format(level.error.doubleValue))"
                )
            }
        }
        return problems
    }

    /// Every view's and guide's variables as its frame gives them, under the export's names: a
    /// view's frame (in its superview's coordinates, the window's own for the window) and a
    /// guide's layout frame (in its owning view's), as the engine's variables measure them.
    package static func frameValues(_ window: Window, names: [ObjectIdentifier: String]? = nil) -> [String: Double] {
        let names = names ?? window.exportedItemNames()
        var values: [String: Double] = Dictionary(minimumCapacity: 4 * names.count)
        var stack: [View] = [window]
        while let view = stack.popLast() {
            put(view.frame, named: names[ObjectIdentifier(view)]!, into: &values)
            for guide in view.guidesInUse {
                put(guide.layoutFrame, named: names[ObjectIdentifier(guide)]!, into: &values)
            }
            stack.append(contentsOf: view.subviews)
        }
        return values
    }

    /// The four variables of an item's frame: `name.minX`, `.minY`, `.width`, `.height`.
    static func frameVariables(of name: String) -> [String] {
        [name + ".minX", name + ".minY", name + ".width", name + ".height"]
    }

    /// A rectangle's four variables, `name.minX`, `.minY`, `.width`, `.height`.
    static func put(_ rect: Rect, named name: String, into values: inout [String: Double]) {
        values[name + ".minX"] = rect.minX
        values[name + ".minY"] = rect.minY
        values[name + ".width"] = rect.width
        values[name + ".height"] = rect.height
    }

    static func describe(_ constraint: SystemConstraint) -> String {
        let terms = constraint.terms.map { "\(NumberText.format($0.coefficient))*\($0.name)" }.joined(separator: " + ")
        return "\(terms) \(constraint.relation) \(NumberText.format(constraint.constant)) @ \(constraint.priority)"
    }
}
