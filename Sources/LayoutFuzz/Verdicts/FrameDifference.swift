import LayoutEngine

/// A view whose frame (in its superview's coordinates) differs between the incremental engine and the
/// reference solver's optimum in a component the optimum determines: what a replay shows under
/// a failure.
package struct FrameDifference: Equatable, Sendable {
    package var view: String
    package var engine: Rect
    package var reference: Rect
    /// The components that differ: `minX`, `minY`, `width`, `height`.
    package var components: [String]
}

extension StepObservation {
    /// Every view whose determined frame components differ from the reference's (none when the
    /// reference finds the engine's system unsatisfiable).
    func frameDifferences() -> [FrameDifference] {
        guard reference.status == .ok else { return [] }
        var values: [String: Double] = [:]
        for value in reference.values { values[value.name] = value.value.doubleValue }
        let names = exported.itemNames
        var differences: [FrameDifference] = []
        for (id, view) in runner.viewsInWindow() {
            guard let name = names[ObjectIdentifier(view)], let engine = snapshot.frames[id] else { continue }
            let expected = Rect(
                x: values["\(name).minX"] ?? engine.minX, y: values["\(name).minY"] ?? engine.minY,
                width: values["\(name).width"] ?? engine.width, height: values["\(name).height"] ?? engine.height)
            let differing = determined.differences(of: id, engine, expected, tolerance: tolerance).map(\.component)
            if !differing.isEmpty {
                differences.append(
                    FrameDifference(view: id, engine: engine, reference: expected, components: differing))
            }
        }
        return differences
    }
}
