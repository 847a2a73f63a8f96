import ConstraintSystem
import LayoutEngine

/// One engine's answer, in terms the oracles can compare across engines: each view's frame in
/// window coordinates under its case id, the total error at each optional priority of the
/// engine's own exported system at those frames, and how many constraints it broke.
struct LayoutSnapshot {
    var frames: [String: Rect]
    /// Total error by optional priority value.
    var errors: [Double: Double]
    var broken: Int
    /// The window's width, for mirroring.
    var width: Double

    init(_ runner: CaseRunner, system: ConstraintSystem? = nil) {
        let window = runner.window
        let values = FrameAgreement.windowCoordinates(window)
        let names = window.exportedItemNames()
        frames = [:]
        for (id, view) in runner.viewsInWindow() {
            guard let name = names[ObjectIdentifier(view)] else { continue }
            frames[id] = Rect(x: values["\(name).minX"]!, y: values["\(name).minY"]!, width: values["\(name).width"]!, height: values["\(name).height"]!)
        }
        errors = [:]
        for constraint in (system ?? window.constraintSystem()).constraints where !constraint.priority.isRequired {
            errors[constraint.priority.value, default: 0] += constraint.error { values[$0] ?? 0 }
        }
        broken = window.brokenConstraints.count
        width = window.bounds.width
    }

    /// The same layout seen in a mirror about the window's vertical centre line.
    func mirrored() -> LayoutSnapshot {
        var copy = self
        for (id, frame) in frames {
            copy.frames[id] = Rect(x: width - frame.minX - frame.width, y: frame.minY, width: frame.width, height: frame.height)
        }
        return copy
    }
}

/// Which frame components the optimum pins down: `id.minX`, `id.minY`, `id.width`, `id.height`
/// by case id, from the reference solver's ranges.
struct DeterminedFrames {
    private var names: Set<String>

    init(_ runner: CaseRunner, determined: [String]) {
        var caseID: [String: String] = [:]
        let exported = runner.window.exportedItemNames()
        for (id, view) in runner.viewsInWindow() {
            if let name = exported[ObjectIdentifier(view)] { caseID[name] = id }
        }
        names = []
        for variable in determined {
            guard let dot = variable.lastIndex(of: ".") else { continue }
            if let id = caseID[String(variable[..<dot])] { names.insert(id + variable[dot...]) }
        }
    }

    func contains(_ id: String, _ component: String) -> Bool { names.contains("\(id).\(component)") }
}

/// What differs between two snapshots of the same layout: determined frame components, and the
/// error at each priority (both within the tolerance, the errors within it once per constraint).
enum SnapshotComparison {
    static func differences(
        _ expected: LayoutSnapshot, _ actual: LayoutSnapshot, determined: DeterminedFrames, tolerance: Double,
        constraints: Int, labels: (expected: String, actual: String)
    ) -> [String] {
        var problems: [String] = []
        for id in expected.frames.keys.sorted() {
            let a = expected.frames[id]!
            guard let b = actual.frames[id] else {
                problems.append("\(id): in the \(labels.expected) layout only")
                continue
            }
            let components: [(String, Double, Double, Bool)] = [
                ("minX", a.minX, b.minX, determined.contains(id, "minX")),
                ("minY", a.minY, b.minY, determined.contains(id, "minY")),
                ("width", a.width, b.width, determined.contains(id, "width")),
                ("height", a.height, b.height, determined.contains(id, "height")),
            ]
            for (name, x, y, isDetermined) in components where isDetermined && !(abs(x - y) <= tolerance) {
                problems.append("\(id).\(name): \(labels.expected) \(NumberText.format(x)), \(labels.actual) \(NumberText.format(y))")
            }
        }
        let slack = tolerance * Double(max(1, constraints))
        for priority in Set(expected.errors.keys).union(actual.errors.keys).sorted(by: >) {
            let x = expected.errors[priority] ?? 0, y = actual.errors[priority] ?? 0
            if !(abs(x - y) <= slack) {
                problems.append("error at priority \(NumberText.format(priority)): \(labels.expected) \(NumberText.format(x)), \(labels.actual) \(NumberText.format(y))")
            }
        }
        return problems
    }
}
