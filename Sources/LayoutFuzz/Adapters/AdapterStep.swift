import ConstraintSystem
import LayoutCase
import LayoutSpec
import ReferenceSolver

/// What the oracles look at after one step played on an engine behind the layout protocol: the
/// case's state, the frames the engine answered, and, each computed once when an oracle first
/// asks, UIKit's rules for the state under the engine's declared semantics solved exactly, and
/// the engine's answers for the state loaded fresh (`rebuild`, `order`, `mirror`), which a
/// second process of the same adapter gives (`AdapterSessions.scratch`), so that the live
/// engine keeps its history.
///
/// A visual format's constraints enter the state as the spec's own reading makes them
/// (`FormatExpander`): an engine that reads the string otherwise is judged against that.
final class AdapterStep {
    let sessions: AdapterSessions
    let state: Case
    let step: Int
    let frames: [String: CaseRect]
    /// Nil when the engine does not say.
    let broken: [String]?
    /// The first crash, hang or error of the adapter while an oracle asked it something.
    var failure: ScriptSolverError?

    init(sessions: AdapterSessions, state: Case, step: Int, frames: [String: CaseRect], broken: [String]?) {
        self.sessions = sessions
        self.state = state
        self.step = step
        self.frames = frames
        self.broken = broken
    }

    var semantics: LayoutSemantics { sessions.live.semantics }
    var support: CaseSupport { sessions.live.support }

    /// The views in the window, in the order the case made them.
    private(set) lazy var views: [String] = state.views.map(\.id)

    /// The frames by component (`v3.minX`), each in its superview's coordinates as the rules'
    /// variables measure them (the engine answers window coordinates).
    private(set) lazy var values: [String: Double] = values(frames)

    func values(_ answer: [String: CaseRect]) -> [String: Double] {
        var values: [String: Double] = [:]
        for (id, rect) in relative(answer) {
            values["\(id).minX"] = rect.x
            values["\(id).minY"] = rect.y
            values["\(id).width"] = rect.width
            values["\(id).height"] = rect.height
        }
        return values
    }

    /// Each view's superview by case id.
    private(set) lazy var parents = Dictionary(state.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })

    /// An answer's frames moved into their superviews' coordinates.
    func relative(_ answer: [String: CaseRect]) -> [String: CaseRect] {
        var moved: [String: CaseRect] = [:]
        for (id, rect) in answer {
            let parent = parents[id].flatMap { answer[$0] }
            moved[id] = CaseRect(
                x: rect.x - (parent?.x ?? 0), y: rect.y - (parent?.y ?? 0), width: rect.width, height: rect.height)
        }
        return moved
    }

    /// UIKit's rules for the state under the declared semantics, without the constraints the
    /// engine broke; weighted when the engine weighs priorities.
    private(set) lazy var system: ConstraintSystem = {
        var layout = specLayout(frames)
        let rules = layout.system(excluding: Set(broken ?? []))
        return semantics.strengths == .weighted ? rules.weighted() : rules
    }()

    /// UIKit's rules for the state with the safe-area insets read off `answer`.
    private func specLayout(_ answer: [String: CaseRect]) -> SpecLayout {
        var rects = ["window": SpecRect(x: 0, y: 0, width: state.window.width, height: state.window.height)]
        for (id, rect) in relative(answer) {
            rects[id] = SpecRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
        return SpecLayout(state: state, frames: rects, semantics: semantics)
    }

    /// Why two answers for the state are not held to the same frames: they settled the views'
    /// safe areas differently (frame feedback: another fixpoint), as `LayoutSnapshot` tells in
    /// process.
    func otherFixpoint(_ a: [String: CaseRect], _ b: [String: CaseRect]) -> String? {
        let (first, second) = (safeAreaInsets(a), safeAreaInsets(b))
        for id in first.keys.sorted() {
            guard let x = first[id], let y = second[id] else { continue }
            if zip(x, y).contains(where: { !rounding.same($0, $1) }) {
                return "the layouts settled on different safe-area insets for \(id) (frame feedback: another fixpoint)"
            }
        }
        return nil
    }

    /// Each view's safe-area insets as the rules read them off `answer`; the live answer's once
    /// per step, though every comparing oracle asks for them.
    private func safeAreaInsets(_ answer: [String: CaseRect]) -> [String: [Double]] {
        if answer == frames { return liveInsets }
        var layout = specLayout(answer)
        return layout.safeAreaInsets()
    }

    private lazy var liveInsets: [String: [Double]] = {
        var layout = specLayout(frames)
        return layout.safeAreaInsets()
    }()

    /// The exact answer for `system`, with which frame components it determines.
    private(set) lazy var solution: ReferenceSolution = {
        let names = Set(views.flatMap(FrameAgreement.frameVariables))
        return ReferenceSolver.solve(system, ranges: .determined, of: { names.contains($0) })
    }()

    private(set) lazy var tolerance = SolverAgreement.tolerance(for: solution)
    private(set) lazy var rounding = PixelRounding(semantics.pixels, tolerance: tolerance)

    /// Why frames cannot be compared at this step, if they cannot: the rules' required
    /// constraints conflict (which one gives way is the engine's choice) or the engine broke one.
    var incomparable: String? {
        if let broken, !broken.isEmpty { return "the engine broke \(broken.count) constraint(s)" }
        if solution.status != .ok { return "the required constraints conflict" }
        return nil
    }

    /// Two answers of the engine for the same state on the frame components the rules
    /// determine: failed where they differ (described with `labels`), skipped when they settled
    /// on different fixpoints.
    func compare(_ a: [String: CaseRect], _ b: [String: CaseRect], labels: (String, String)) -> OracleOutcome {
        if let reason = otherFixpoint(a, b) { return .skipped(reason) }
        let (left, right) = (values(a), values(b))
        var problems: [String] = []
        for name in solution.determined.sorted() {
            guard let x = left[name], let y = right[name], !rounding.same(x, y) else { continue }
            problems.append("\(name): \(labels.0) \(NumberText.format(x)), \(labels.1) \(NumberText.format(y))")
        }
        return problems.isEmpty ? .passed : .failed(problems)
    }

    /// The engine's answer for `value` loaded fresh; nil after a failure of the adapter (kept in
    /// `failure`), with the reason when the engine refused it.
    func load(_ value: Case) -> Result<[String: CaseRect], AdapterRefusal>? {
        guard failure == nil else { return nil }
        do {
            switch try sessions.scratch().load(value) {
            case let .frames(frames, broken):
                if let broken, !broken.isEmpty {
                    return .failure(
                        AdapterRefusal(message: "it broke \(broken.joined(separator: ", "))", dependsOnHistory: true))
                }
                return .success(frames)
            case .unsettled:
                return .failure(AdapterRefusal(message: "its layout did not settle", dependsOnHistory: true))
            case let .refused(message): return .failure(AdapterRefusal(message: message, dependsOnHistory: false))
            }
        } catch {
            failure = error
            return nil
        }
    }

    /// The state loaded fresh, once.
    private(set) lazy var fresh = load(state)
}

/// Why a fresh load gave no frames to compare: the engine refused it, or broke a constraint or
/// did not settle (both depend on history, so nothing is compared).
struct AdapterRefusal: Error {
    var message: String
    var dependsOnHistory: Bool
}

/// The adapter processes a case is played on: the live one, which plays the case step by step,
/// and a second one started on first use for the oracles' fresh loads.
final class AdapterSessions: @unchecked Sendable {
    let live: LayoutAdapter
    private var started: LayoutAdapter?

    init(_ live: LayoutAdapter) { self.live = live }

    /// The second process (the same command).
    func scratch() throws(ScriptSolverError) -> LayoutAdapter {
        if let started { return started }
        let made = try LayoutAdapter(command: live.command, timeout: live.timeout)
        started = made
        return made
    }
}
