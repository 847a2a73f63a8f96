import ConstraintSystem
import LayoutEngine
import ReferenceSolver
import Testing

// The engine's frames against the reference solver: for seeded random trees, after the first
// layout and after each of a few edits, the layout settles (no feedback loop), the frames (turned into window coordinates by adding up
// the superviews' origins) must equal the reference solver's values for every variable the
// optimum determines, every required constraint of the exported system must hold at them, and
// their error at each optional priority must equal the reference's optimum.

@Suite struct EngineVersusReferenceTests {
    static let seeds: [UInt64] = Array(0..<200)

    @Test(arguments: seeds)
    func framesMatchTheReferenceSolver(seed: UInt64) {
        var layout = RandomLayout(seed: seed)
        layout.window.isTracing = true
        layout.window.layoutIfNeeded()
        check(layout.window, seed: seed, step: 0)
        for step in 1...3 {
            layout.edit()
            layout.window.layoutIfNeeded()
            check(layout.window, seed: seed, step: step)
        }
    }

    private func check(_ window: Window, seed: UInt64, step: Int) {
        #expect(!window.trace.contains { if case .feedbackLoop = $0 { true } else { false } }, "seed \(seed) step \(step): the layout did not settle")
        #expect(throws: Never.self, "seed \(seed) step \(step)") { try window.checkInvariants() }
        let system = window.constraintSystem()
        let reference = ReferenceSolver.solve(system, ranges: true)
        let where_ = "seed \(seed) step \(step)\n\(FormatWriter.write(system, title: "seed \(seed) step \(step)"))"
        guard reference.status == .ok else {
            Issue.record("the engine's system (broken constraints left out) is unsatisfiable for the reference: \(where_)")
            return
        }
        let values = frameValues(window)
        let scale = max(1, reference.values.map { abs($0.value.doubleValue) }.max() ?? 1)
        let tolerance = 1e-7 * scale
        for range in reference.ranges where range.isDetermined {
            guard let value = values[range.name] else { continue }  // a guide's, not a frame's
            let expected = range.lowest!.doubleValue
            #expect(abs(value - expected) <= tolerance, "\(range.name): frame says \(value), reference \(expected); \(where_)")
        }
        let valueOf = { (name: String) in values[name] ?? guideValue(name, window) }
        var errors: [Double: Double] = [:]
        for constraint in system.constraints {
            let error = constraint.error(valueOf)
            if constraint.priority.isRequired {
                #expect(error <= tolerance, "required constraint broken by \(error): \(constraint); \(where_)")
            } else {
                errors[constraint.priority.value, default: 0] += error
            }
        }
        for level in reference.errors {
            let engine = errors[level.priority.value] ?? 0
            #expect(abs(engine - level.error.doubleValue) <= tolerance * Double(max(1, system.constraints.count)),
                    "error at \(level.priority): engine \(engine), reference \(level.error.doubleValue); \(where_)")
        }
    }

    /// Each view's frame in window coordinates, under its exported names.
    private func frameValues(_ window: Window) -> [String: Double] {
        var values: [String: Double] = [:]
        func visit(_ view: View, originX: Double, originY: Double) {
            let x = view === window ? view.frame.minX : originX + view.frame.minX
            let y = view === window ? view.frame.minY : originY + view.frame.minY
            let name = view.identifier!
            values["\(name).minX"] = x
            values["\(name).minY"] = y
            values["\(name).width"] = view.frame.width
            values["\(name).height"] = view.frame.height
            for subview in view.subviews { visit(subview, originX: x, originY: y) }
        }
        visit(window, originX: 0, originY: 0)
        return values
    }

    /// A guide's variable, from its layout frame and its owner's frame.
    private func guideValue(_ name: String, _ window: Window) -> Double {
        let parts = name.split(separator: ".")
        let owner = window.subtreeView(named: String(parts[0]))!
        let guide = parts[1] == "margins" ? owner.layoutMarginsGuide : owner.safeAreaLayoutGuide
        let origin = window.absoluteOrigin(of: owner)
        let frame = guide.layoutFrame
        switch parts[2] {
        case "minX": return origin.x + frame.minX
        case "minY": return origin.y + frame.minY
        case "width": return frame.width
        default: return frame.height
        }
    }
}

extension View {
    func subtreeView(named name: String) -> View? {
        if identifier == name { return self }
        for subview in subviews { if let found = subview.subtreeView(named: name) { return found } }
        return nil
    }

    func absoluteOrigin(of view: View) -> Point {
        var x = 0.0, y = 0.0
        var current: View? = view
        while let each = current, each !== self {
            x += each.frame.minX
            y += each.frame.minY
            current = each.superview
        }
        return Point(x: x, y: y)
    }
}
