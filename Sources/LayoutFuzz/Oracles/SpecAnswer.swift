import ConstraintSystem
import LayoutCase
import LayoutEngine
import LayoutSpec
import ReferenceSolver

/// UIKit's rules for one step, solved once for the oracles that read them (`spec`, `ambiguity`):
/// the rules' system without the constraints the engine broke, and the exact answer with ranges
/// (the step's `reference` answer itself when the two systems are the same up to order).
struct SpecAnswer {
    var layout: SpecLayout
    /// The engine's broken constraints, by id.
    let broken: [String]
    let system: ConstraintSystem
    /// Nil when a broken constraint is not one the rules write (see `unknownBroken`).
    let solution: ReferenceSolution?
    /// A constraint the engine broke that is not a constraint of the case (one a stack made).
    let unknownBroken: String?

    /// Everything the answer is a function of: the state the rules read (the format constraints
    /// the engine made left out), the formats, the engine's frames, the guides made so far, and
    /// the broken constraints. (The system the rules write is solved exactly, so which step's
    /// reference serves it changes no range or error.)
    struct Inputs: Equatable {
        var state: Case
        var formats: [SpecLayout.FormatCall]
        var frames: [String: Rect]
        var guides: [String]
        var broken: [String]
    }

    init(_ seen: StepObservation) {
        layout = seen.specLayout
        broken = seen.specInputs.broken
        let layout = self.layout
        // A format's constraints are matched by number (the spec's reading makes them in the
        // engine's order, which FormatExpanderTests check); one the two read differently is not
        // taken for the other.
        let engineMade =
            broken.isEmpty
            ? [:] : Dictionary(seen.state.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        unknownBroken = broken.first { id in
            guard let spec = layout.constraint(id) else { return true }
            guard let engine = engineMade[id] else { return false }
            return !SpecAnswer.sameMeaning(spec, engine)
        }
        system = self.layout.system(excluding: Set(broken))
        // Only the views' ranges are read (`spec`, `ambiguity`); the guides' and the stack
        // spacers' would cost two LPs each for nothing.
        solution = unknownBroken == nil ? seen.solveShared(system) : nil
        var widths: [String: Double] = [:]
        for range in solution?.ranges ?? [] {
            guard let low = range.lowest, let high = range.highest else { continue }
            widths[range.name] = (high - low).doubleValue
        }
        rangeWidths = widths
    }

    /// The same constraint, up to how an absent field is written.
    static func sameMeaning(_ a: CaseConstraint, _ b: CaseConstraint) -> Bool {
        let items = a.first == b.first && a.relation == b.relation && a.second == b.second
        let numbers: (Double, Double, Double) = (a.multiplier ?? 1, a.constant ?? 0, a.priority ?? 1000)
        let others: (Double, Double, Double) = (b.multiplier ?? 1, b.constant ?? 0, b.priority ?? 1000)
        return items && numbers == others
    }

    /// How wide each bounded range is (0: determined); unbounded ones are absent.
    private let rangeWidths: [String: Double]

    /// Whether the rules determine `id.component` (a case id and `minX`, `minY`, `width`, `height`).
    func determines(_ name: String) -> Bool { rangeWidths[name] == 0 }

    /// Whether the rules leave `name` free by more than `tolerance` (a range narrower than that
    /// is one value to a floating-point solver, and either answer is right about it).
    func leavesFree(_ name: String, beyond tolerance: Double) -> Bool {
        rangeWidths[name].map { $0 > tolerance } ?? true
    }
}
