import LayoutCase
import LayoutEngine

/// The film of a case played on an engine behind the layout protocol: after each step, the
/// frames the engine answered drawn against the rules under its declared semantics (the `spec`
/// oracle's exact optimum), the components the rules determine, and the ones the engine has
/// wrong as it declares it rounds. The adapter answers frames only, so no guide is drawn.
extension CaseFilm {
    package static func record(_ value: Case, on player: AdapterCasePlayer) -> CaseFilm {
        var steps: [StepFrames] = []
        let narrowed = player.adapter.support.narrowed(value)
        let verdict = player.play(narrowed) { seen, verdict in
            guard let seen else { return }
            steps.append(StepFrames(seen, verdict: verdict))
        }
        return CaseFilm(judge: .declared, steps: steps, verdict: verdict)
    }
}

extension StepFrames {
    init(_ seen: AdapterStep, verdict: StepVerdict) {
        step = seen.step
        label = verdict.label
        let window = seen.state.window
        windowSize = Size(width: window.width, height: window.height)
        let windowRightToLeft = window.direction == .rtl
        rightToLeft = windowRightToLeft
        safeArea = Rect(x: 0, y: 0, width: window.width, height: window.height)
        margins = nil
        outcomes = verdict.summary
        let solution = seen.solution
        judgeSilence = solution.status == .ok ? nil : "the declared rules' required constraints conflict at this step"
        var optimum: [String: Double] = [:]
        for value in solution.values { optimum[value.name] = value.value.doubleValue }
        let determined = Set(solution.status == .ok ? solution.determined : [])
        let relative = seen.relative(seen.frames)
        // The rules' values are in the superview's coordinates, the picture in the window's: the
        // rules' offsets composed where they determine them, the engine's elsewhere.
        var judgedOrigins: [String: (x: Double, y: Double)] = ["window": (0, 0)]
        views = seen.state.views.compactMap { view in
            guard let frame = seen.frames[view.id], let local = relative[view.id] else { return nil }
            let base =
                judgedOrigins[view.parent] ?? seen.frames[view.parent].map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
            let engine = [local.x, local.y, local.width, local.height]
            var expected = engine
            var fixed: [String] = []
            var differs: [String] = []
            for (index, component) in ["minX", "minY", "width", "height"].enumerated() {
                let name = "\(view.id).\(component)"
                guard determined.contains(name), let value = optimum[name] else { continue }
                fixed.append(component)
                expected[index] = value
                if !seen.rounding.admits(engine[index], for: value, size: index >= 2) { differs.append(component) }
            }
            judgedOrigins[view.id] = (base.x + expected[0], base.y + expected[1])
            return ViewFrames(
                id: view.id, parent: view.parent, kind: view.kind.rawValue,
                engine: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                expected: solution.status == .ok
                    ? Rect(x: base.x + expected[0], y: base.y + expected[1], width: expected[2], height: expected[3])
                    : nil,
                determined: fixed, differs: differs, margins: nil, safeArea: nil,
                rightToLeft: view.direction == .rtl || ((view.direction ?? .inherit) == .inherit && windowRightToLeft),
                isHidden: view.hidden ?? false)
        }
    }
}
