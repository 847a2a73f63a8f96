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
    /// What the engine feeds back from the frames into the system, by case id: safe-area insets
    /// and margins (they depend on where a view sits) and intrinsic sizes (a wrapping label's
    /// height depends on its width). With feedback a layout can settle in more than one place.
    var inputs: [String: ViewInputs]

    init(_ runner: CaseRunner, system: ConstraintSystem? = nil) {
        let window = runner.window
        let values = FrameAgreement.windowCoordinates(window)
        let names = window.exportedItemNames()
        frames = [:]
        inputs = [:]
        for (id, view) in runner.viewsInWindow() {
            inputs[id] = ViewInputs(safeArea: view.safeAreaInsets, margins: view.layoutMargins, content: view.intrinsicContentSize)
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
        for (id, input) in inputs { copy.inputs[id] = input.mirrored() }
        return copy
    }

    /// Why the two layouts need not agree, if their engines settled on different inputs: a
    /// different fixpoint of the same case, not a defect this comparison can judge (each engine's
    /// own optimality is the `reference` oracle's business).
    func otherFixpoint(than other: LayoutSnapshot, tolerance: Double) -> String? {
        for id in inputs.keys.sorted() {
            guard let a = inputs[id], let b = other.inputs[id] else { continue }
            if let what = a.difference(b, tolerance: tolerance) {
                return "the layouts settled on different \(what) for \(id) (frame feedback: another fixpoint)"
            }
        }
        return nil
    }
}

/// The inputs of one view that the engine derives from frames.
struct ViewInputs: Equatable {
    var safeArea: EdgeInsets
    var margins: EdgeInsets
    var content: Size

    func mirrored() -> ViewInputs {
        ViewInputs(
            safeArea: EdgeInsets(top: safeArea.top, left: safeArea.right, bottom: safeArea.bottom, right: safeArea.left),
            margins: EdgeInsets(top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left),
            content: content)
    }

    /// The first input that differs by more than `tolerance`, by name.
    func difference(_ other: ViewInputs, tolerance: Double) -> String? {
        func near(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= tolerance }
        func same(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool { near(a.top, b.top) && near(a.left, b.left) && near(a.bottom, b.bottom) && near(a.right, b.right) }
        if !same(safeArea, other.safeArea) { return "safe-area insets" }
        if !same(margins, other.margins) { return "layout margins" }
        if !near(content.width, other.content.width) || !near(content.height, other.content.height) { return "intrinsic sizes" }
        return nil
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
