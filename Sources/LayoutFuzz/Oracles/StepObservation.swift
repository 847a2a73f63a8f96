import ConstraintSystem
import LayoutCase
import LayoutEngine
import LayoutSpec
import ReferenceSolver

/// What the oracles look at after one step: the live engine, the case's state at that point, the
/// update cycle's trace of the step, and, each computed once when an oracle first asks, the
/// exported system, the reference solver's answer with ranges, and fresh engines built from the
/// state.
final class StepObservation {
    let runner: CaseRunner
    /// The case after the steps taken so far, with no steps of its own.
    let state: Case
    let step: Int
    /// The update cycle's calls during the step.
    let trace: [TraceEvent]
    /// Whether the step ran the run loop (the only place a display pass belongs).
    let ranLoop: Bool
    /// The visual formats read so far, with the views in the window then (for `spec`, which
    /// expands them itself; `state` holds the constraints the engine made of them).
    let formats: [SpecLayout.FormatCall]
    /// The conflicts the engine reported during the step (UIKit's "Unable to simultaneously
    /// satisfy constraints" log).
    let conflicts: ArraySlice<ConstraintConflict>
    /// The answers the case's steps share (`CaseMemo`).
    let memo: CaseMemo

    init(
        runner: CaseRunner, state: Case, step: Int, trace: [TraceEvent], ranLoop: Bool,
        formats: [SpecLayout.FormatCall] = [],
        conflictsBefore: Int = 0, memo: CaseMemo = CaseMemo()
    ) {
        self.memo = memo
        conflicts = runner.window.conflicts[min(conflictsBefore, runner.window.conflicts.count)...]
        self.runner = runner
        self.state = state
        self.step = step
        self.trace = trace
        self.ranLoop = ranLoop
        self.formats = formats
    }

    /// The window's exported system and its items' names (one naming pass for both).
    private(set) lazy var exported = runner.window.exportedSystemAndNames()
    private(set) lazy var system = exported.system
    /// `system` up to order, for comparing other systems with it.
    private(set) lazy var canonicalSystem = CanonicalSystem(system)
    /// The exported variables' values at the engine's frames (each in its reference's coordinates).
    private(set) lazy var frameValues = FrameAgreement.frameValues(runner.window, names: exported.itemNames)
    /// The reference's answer, with which variables are determined, and the bounds of the views'
    /// frames (`spec` and `ambiguity` read how wide a range is).
    private(set) lazy var reference: ReferenceSolution = {
        let system = system
        let frames = frameNames
        return memo.solution(system, ranges: .determined, bounded: frames) {
            ReferenceSolver.solve(system, ranges: .determined, bounded: { frames.contains($0) })
        }
    }()
    /// The variables of the views' frames (`v3.minX`, …): the ones whose bounds are asked for.
    private(set) lazy var frameNames = Set(snapshot.frames.keys.flatMap(FrameAgreement.frameVariables))
    private(set) lazy var tolerance = SolverAgreement.tolerance(for: reference)
    private(set) lazy var determined = DeterminedFrames(
        runner, exported: exported.itemNames, determined: reference.determined)
    private(set) lazy var snapshot = LayoutSnapshot(runner, system: system, values: frameValues)

    /// The engine's layout by case id: each view's frame (in its superview's coordinates) and its
    /// margins and safe-area guides' frames (in the view's), as the variables measure them
    /// (`v3.minX`, `v3.margins.width`).
    private(set) lazy var caseValues: [String: Double] = {
        let views = runner.viewsInWindow()
        // Room for a view's frame and both its guides': growing the table re-hashes every name.
        var values: [String: Double] = Dictionary(minimumCapacity: 12 * views.count)
        func put(_ name: String, _ rect: Rect) { FrameAgreement.put(rect, named: name, into: &values) }
        for (id, view) in views {
            guard let frame = snapshot.frames[id] else { continue }
            put(id, frame)
            for (role, guide) in StepObservation.insetGuides(of: view) { put(id + role, guide.layoutFrame) }
        }
        return values
    }()

    /// A view's margins and safe-area guides, made so far, with the suffix the case names them by
    /// (`.margins`, `.safeArea`).
    static func insetGuides(of view: View) -> [(role: String, guide: LayoutGuide)] {
        view.guidesInUse.compactMap { guide in
            [".margins", ".safeArea"].first { guide.displayName.hasSuffix($0) }.map { ($0, guide) }
        }
    }

    /// What UIKit's rules for the step are read from (`SpecAnswer.Inputs`): `state` with the
    /// format constraints the engine made left out (the spec reads the formats itself), the
    /// formats, the engine's frames (the safe-area insets follow them), the guides made so far,
    /// and the constraints the engine broke.
    private(set) lazy var specInputs: SpecAnswer.Inputs = {
        var plain = state
        if !formats.isEmpty {
            plain.constraints.removeAll { constraint in formats.contains { $0.format.names(constraint.id) } }
        }
        let guides = runner.viewsInWindow().flatMap { id, view in
            StepObservation.insetGuides(of: view).map { id + $0.role }
        }
        return SpecAnswer.Inputs(
            state: plain, formats: formats, frames: snapshot.frames, guides: guides, broken: snapshot.broken)
    }()

    /// UIKit's rules for the step: the layout `specInputs` describe.
    var specLayout: SpecLayout {
        var frames: [String: SpecRect] = Dictionary(minimumCapacity: specInputs.frames.count)
        for (id, rect) in specInputs.frames {
            frames[id] = SpecRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
        return SpecLayout(
            state: specInputs.state, formats: specInputs.formats, frames: frames, madeGuides: specInputs.guides)
    }

    /// UIKit's rules for the step, solved (for `spec` and `ambiguity`): the case's answer for the
    /// same inputs when an earlier step had them (`CaseMemo`).
    private(set) lazy var spec = memo.spec(for: specInputs) { SpecAnswer(self) }

    /// The reference's answer for `other` with the bounds of the views' frames: the step's own
    /// when `other` is the engine's export up to order; else the step's own on the components the
    /// two share and a solve of the rest (`SystemComponents`).
    func solveShared(_ other: ConstraintSystem) -> ReferenceSolution {
        if other.constraints.count == system.constraints.count && CanonicalSystem(other) == canonicalSystem {
            return reference
        }
        let frames = frameNames
        return memo.solution(other, ranges: .bounds, bounded: frames) {
            SystemComponents.solve(other, reusing: reference, of: system) { frames.contains($0) }
        }
    }

    /// Fitting systems solved so far in the step, with the ranges of the fitted view's size.
    private var fittingSolutions: [(system: CanonicalSystem, solution: ReferenceSolution)] = []

    /// The reference's answer for a fitting system (the engine's, or the rules'), with the ranges
    /// of the fitted view's `width` and `height` variables: solved once for systems that are the
    /// same up to order.
    func fittingSolution(_ system: ConstraintSystem, width: String, height: String) -> ReferenceSolution {
        let canonical = CanonicalSystem(system)
        if let known = fittingSolutions.first(where: { $0.system == canonical }),
            known.solution.ranges.contains(where: { $0.name == width })
        {
            return known.solution
        }
        let solution = ReferenceSolver.solve(system) { $0 == width || $0 == height }
        fittingSolutions.append((canonical, solution))
        return solution
    }

    /// A fresh engine built from `state`, constraints in the case's order. Before the first step
    /// the live engine is one: it was built from this state in this order a moment ago, by the
    /// same code (only its trace of the update cycle differs), so its snapshot serves.
    private(set) lazy var fresh: Result<LayoutSnapshot, CaseRunError> =
        isInitial ? memo.snapshot(of: state) { .success(snapshot) } : build(state)

    /// Whether this is the initial layout, before any step: the live engine has no history yet.
    var isInitial: Bool { step == 0 }

    /// Compares two snapshots on the determined frames and the errors.
    func differences(_ expected: LayoutSnapshot, _ actual: LayoutSnapshot, labels: (String, String)) -> [String] {
        SnapshotComparison.differences(
            expected, actual, determined: determined, tolerance: tolerance, constraints: system.constraints.count,
            labels: (expected: labels.0, actual: labels.1))
    }

    /// A fresh engine built from `value` (another state of the case: flipped, reordered), once
    /// per case for each state (`CaseMemo`).
    func build(_ value: Case) -> Result<LayoutSnapshot, CaseRunError> {
        memo.snapshot(of: value) { StepObservation.build(value) }
    }

    static func build(_ value: Case) -> Result<LayoutSnapshot, CaseRunError> {
        do {
            return .success(LayoutSnapshot(try CaseRunner(value, tracing: false)))
        } catch {
            return .failure(error)
        }
    }
}
