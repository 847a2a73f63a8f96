import LayoutEngine

/// The `expectFrame` lines `SwiftReproducer` writes after a step: one per view of the film's step
/// whose frame the judge determines in part or whole, with the determined components and the
/// judge's values (`expectFrame(box, "after step 1 (setConstant)", minX: 8, width: 304)`).
struct SwiftExpectations {
    /// The film's steps by number (for lookup only; lines follow the film's order of views).
    private let frames: [Int: StepFrames]
    private let names: [String: String]
    /// The steps whose layout did not settle (nothing is judged on them).
    private let unsettled: Set<Int>
    /// The last step the film recorded (0 when it has none at all).
    let lastStep: Int
    /// The largest magnitude among the values expected, at least 1: the tolerance's scale.
    let scale: Double

    init(film: CaseFilm, names: [String: String]) {
        frames = Dictionary(film.steps.map { ($0.step, $0) }, uniquingKeysWith: { first, _ in first })
        self.names = names
        unsettled = Set(film.verdict.steps.filter(\.isUnsettled).map(\.step))
        lastStep = film.steps.last?.step ?? 0
        var scale = 1.0
        for step in film.steps {
            for view in step.views {
                guard let expected = view.expected else { continue }
                for component in view.determined {
                    scale = max(scale, abs(SwiftExpectations.value(of: component, in: expected)))
                }
            }
        }
        self.scale = scale
    }

    /// The lines after step `step` (0: the initial layout).
    func lines(afterStep step: Int) -> [String] {
        guard let frames = frames[step] else {
            return step <= lastStep ? ["// The recorded play has no frames for this step."] : []
        }
        if unsettled.contains(step) { return ["// Nothing to expect here: \(StepVerdict.unsettled)."] }
        if let silence = frames.judgeSilence {
            return ["// Nothing to expect here: \(SwiftLiteral.comment(silence))."]
        }
        let label = step == 0 ? "after the initial layout" : "after step \(step) (\(frames.label))"
        var lines: [String] = []
        for view in frames.views {
            guard let expected = view.expected, !view.determined.isEmpty, let name = names[view.id] else { continue }
            let values = view.determined.map {
                "\($0): \(SwiftLiteral.number(SwiftExpectations.value(of: $0, in: expected)))"
            }
            lines.append("expectFrame(\(name), \(SwiftLiteral.string(label)), \(values.joined(separator: ", ")))")
        }
        return lines.isEmpty ? ["// The judge determines no frame here."] : lines
    }

    /// `minX`, `minY`, `width` or `height` of `rect`.
    static func value(of component: String, in rect: Rect) -> Double {
        switch component {
        case "minX": rect.minX
        case "minY": rect.minY
        case "width": rect.width
        default: rect.height
        }
    }
}
