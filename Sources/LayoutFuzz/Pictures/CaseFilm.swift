import LayoutCase
import LayoutEngine

/// A case played step by step with what a person needs to see it: after the initial layout and
/// after each step up to the first that fails, every view's frame from the engine and from the
/// judge (the reference solver on the engine's exported system, or UIKit's rules written a
/// second time, `spec`), which frame components the judge determines and which of those the
/// engine has wrong, the margins and safe areas in use, and the direction. The HTML report
/// draws it (`FailurePage`), `plumb replay --swift` turns it into assertions (`SwiftReproducer`).
///
/// All rectangles are in window coordinates.
package struct CaseFilm: Sendable, Equatable {
    /// Whose frames the engine's are drawn against.
    package enum Judge: String, Sendable, Equatable {
        /// The reference solver on the engine's own exported system: right for every bug of the
        /// solver, blind to a wrong translation of views into constraints.
        case reference
        /// The reference solver on UIKit's rules written a second time (LayoutSpec): sees a wrong
        /// translation too.
        case spec
        /// UIKit's rules under the semantics an engine behind the layout protocol declared
        /// (`AdapterCasePlayer`).
        case declared

        /// The judge that shows failures of `kinds` (one step's): the rules when `spec` failed
        /// and `reference` held (a wrong translation, which the reference cannot see), else the
        /// reference.
        package init(for kinds: [FindingKind]) {
            self = kinds.contains(.oracle(.spec)) && !kinds.contains(.oracle(.reference)) ? .spec : .reference
        }

        /// `the reference solver` or `UIKit's rules (spec)`, for captions.
        package var caption: String {
            switch self {
            case .reference: "the reference solver"
            case .spec: "UIKit's rules (spec)"
            case .declared: "the rules as the engine declares them (spec)"
            }
        }
    }

    package var judge: Judge
    package var steps: [StepFrames]
    /// The verdict of the play (it stops at the first failing step, as the fuzzer's does).
    package var verdict: CaseVerdict

    /// The step the play stopped at with a finding, or nil when every oracle held.
    package var failingStep: Int? { verdict.findings.first?.step }
}

/// The window after one step (0: the initial layout).
package struct StepFrames: Sendable, Equatable {
    package var step: Int
    /// `initial layout`, or the step's op (`setConstant`).
    package var label: String
    package var windowSize: Size
    package var rightToLeft: Bool
    /// The window's safe area, and its margins guide when constraints use it.
    package var safeArea: Rect
    package var margins: Rect?
    /// The views in the window, in the order they were made (the window itself left out).
    package var views: [ViewFrames]
    /// Why the judge gave no frames at this step (`unsatisfiable`, a broken constraint the rules
    /// do not know), or nil.
    package var judgeSilence: String?
    /// `reference ok, spec FAILED, …`.
    package var outcomes: String

    /// The views whose determined frame differs from the judge's.
    package var differing: [ViewFrames] { views.filter { !$0.differs.isEmpty } }
}

/// One view after one step.
package struct ViewFrames: Sendable, Equatable {
    package var id: String
    /// Its superview's case id (`window` for a top-level view).
    package var parent: String
    /// `view`, `label`, `image`, `stack`.
    package var kind: String
    package var engine: Rect
    /// The judge's frame: its value where it determines a component, the engine's elsewhere
    /// (nil when the judge gave nothing at this step).
    package var expected: Rect?
    /// The components the judge determines, in `minX`, `minY`, `width`, `height` order.
    package var determined: [String]
    /// The determined components the engine has wrong (beyond the judge's tolerance).
    package var differs: [String]
    /// The margins guide's and the safe-area guide's frames, when constraints use them.
    package var margins: Rect?
    package var safeArea: Rect?
    package var rightToLeft: Bool
    package var isHidden: Bool
}

extension CaseFilm {
    /// Plays `value` and records every step, judged by the judge of its findings: the reference,
    /// or UIKit's rules when `spec` failed and `reference` did not (then it is played again).
    package static func record(_ value: Case, oracles: [OracleName] = OracleName.all(for: .layout)) -> CaseFilm {
        let film = record(value, judge: .reference, oracles: oracles)
        let judge = Judge(for: film.verdict.findings.map(\.kind))
        return judge == film.judge ? film : record(value, judge: judge, oracles: oracles)
    }

    /// Plays `value` with `oracles` and records every step with `judge`'s frames.
    package static func record(
        _ value: Case, judge: Judge, oracles: [OracleName] = OracleName.all(for: .layout)
    ) -> CaseFilm {
        var steps: [StepFrames] = []
        var kinds: [String: String] = [:]
        func collect(_ step: CaseStep) {
            if case let .addView(view) = step { kinds[view.id] = view.kind.rawValue }
            step.nested.forEach(collect)
        }
        for view in value.views { kinds[view.id] = view.kind.rawValue }
        value.steps.forEach(collect)
        let verdict = CasePlayer(oracles: oracles).play(value) { seen, verdict in
            steps.append(StepFrames(seen, verdict: verdict, judge: judge, kinds: kinds))
        }
        return CaseFilm(judge: judge, steps: steps, verdict: verdict)
    }
}

extension StepFrames {
    init(_ seen: StepObservation, verdict: StepVerdict, judge: CaseFilm.Judge, kinds: [String: String]) {
        step = seen.step
        label = verdict.label
        let window = seen.runner.window
        windowSize = window.bounds.size
        rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        safeArea = StepFrames.inset(window.bounds, window.safeAreaInsets)
        outcomes = verdict.summary
        let expected = JudgedFrames(seen, judge: judge)
        judgeSilence = expected.silence
        let values = seen.caseValues
        margins = values["window.margins.minX"].map { x in  // the window's origin is 0
            Rect(
                x: x, y: values["window.margins.minY"]!, width: values["window.margins.width"]!,
                height: values["window.margins.height"]!)
        }
        views = []
        let inWindow = seen.runner.viewsInWindow()
        let ids = Dictionary(uniqueKeysWithValues: inWindow.map { (ObjectIdentifier($0.view), $0.id) })
        // Frames and the judge's values are in each view's superview's coordinates (guides in
        // their view's); the picture is in the window's: each origin moved by its superview's.
        // The judge's picture composes its own offsets where it determines them, the engine's
        // elsewhere, so a view the judge places is drawn where the judge puts it in the window.
        var origins: [String: Point] = ["window": .zero]
        var judgedOrigins: [String: Point] = ["window": .zero]
        for (id, view) in inWindow where id != "window" {
            guard let frame = seen.snapshot.frames[id] else { continue }
            let parent = view.superview.flatMap { ids[ObjectIdentifier($0)] } ?? "window"
            let base = origins[parent] ?? .zero
            origins[id] = Point(x: base.x + frame.minX, y: base.y + frame.minY)
            let judgedBase = judgedOrigins[parent] ?? base
            func rect(_ name: String) -> Rect? {
                guard let x = values["\(name).minX"], let y = values["\(name).minY"],
                    let width = values["\(name).width"],
                    let height = values["\(name).height"]
                else { return nil }
                return Rect(x: origins[id]!.x + x, y: origins[id]!.y + y, width: width, height: height)
            }
            let judged = expected.frame(of: id, engine: frame)
            let judgedRect = judged.map { StepFrames.moved($0.rect, by: judgedBase) }
            judgedOrigins[id] = judgedRect.map { Point(x: $0.minX, y: $0.minY) } ?? origins[id]
            views.append(
                ViewFrames(
                    id: id, parent: parent, kind: kinds[id] ?? "view", engine: StepFrames.moved(frame, by: base),
                    expected: judgedRect,
                    determined: judged?.determined ?? [], differs: judged?.differs ?? [],
                    margins: rect("\(id).margins"), safeArea: rect("\(id).safeArea"),
                    rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft, isHidden: view.isHidden))
        }
    }

    /// `rect` with its origin moved by `offset`.
    static func moved(_ rect: Rect, by offset: Point) -> Rect {
        Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
    }

    static func inset(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.minX + insets.left, y: rect.minY + insets.top, width: rect.width - insets.left - insets.right,
            height: rect.height - insets.top - insets.bottom)
    }
}
