import ConstraintSystem
import LayoutEngine

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
            for (name, x, y) in determined.differences(of: id, a, b, tolerance: tolerance) {
                problems.append(
                    "\(id).\(name): \(labels.expected) \(NumberText.format(x)), \(labels.actual) \(NumberText.format(y))"
                )
            }
        }
        for id in actual.frames.keys.sorted() where expected.frames[id] == nil {
            problems.append("\(id): in the \(labels.actual) layout only")
        }
        let slack = tolerance * Double(max(1, constraints))
        for priority in Set(expected.errors.keys).union(actual.errors.keys).sorted(by: >) {
            let x = expected.errors[priority] ?? 0
            let y = actual.errors[priority] ?? 0
            if !(abs(x - y) <= slack) {
                problems.append(
                    "error at priority \(NumberText.format(priority)): \(labels.expected) \(NumberText.format(x)), \(labels.actual) \(NumberText.format(y))"
                )
            }
        }
        return problems
    }
}
