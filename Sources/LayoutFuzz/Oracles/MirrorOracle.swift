import ConstraintSystem
import LayoutCase

/// `mirror`: a fresh engine with every layout direction flipped lays the case out as the mirror
/// image about the window's vertical centre line. Flipping the direction mirrors leading and
/// trailing (the engine measures them from the right edge); the rest is mirrored by hand:
/// left and right trade places in constraints with a multiplier of 1 (their constant changes
/// sign and an inequality turns around, as `x' = W - x` requires), a frame's x is reflected in
/// its superview's width (when that width is a known constant; otherwise the frame becomes the
/// equivalent constraints from the right edge), and the safe area's left and right trade places.
///
/// What the engine derives from the case by itself (layout margins resolved to left and right,
/// intrinsic sizes) must come out mirrored too: a difference is a finding. Only safe-area insets,
/// which follow where views sit, and the sizes of views placed by hand, which follow their
/// parents', may settle elsewhere (another fixpoint of the same case).
enum MirrorOracle {
    static func check(_ seen: StepObservation) -> OracleOutcome {
        guard case let .success(fresh) = seen.fresh else { return .skipped("no fresh engine (see rebuild)") }
        if let reason = MirrorOracle.unmirrorable(seen.state) { return .skipped(reason) }
        switch seen.build(MirrorOracle.flipped(seen.state)) {
        case let .failure(error):
            return .failed(["a fresh engine refuses the case with the direction flipped: \(error)"])
        case let .success(flipped):
            let back = flipped.mirrored()
            if let reason = fresh.unsettledReason(flipped) { return .skipped(reason) }
            if let problems = derivedInputProblems(fresh, back, tolerance: seen.tolerance) { return .failed(problems) }
            if let reason = fresh.brokenReason(flipped) ?? seen.snapshot.brokenReason(fresh)
                ?? fresh.otherFixpoint(than: back, tolerance: seen.tolerance)
            {
                return .skipped(reason)
            }
            let problems = seen.differences(fresh, back, labels: ("as is", "flipped and mirrored back"))
            return problems.isEmpty ? .passed : .failed(problems)
        }
    }

    /// Margins and intrinsic sizes do not depend on where views sit: mirrored, they must match.
    private static func derivedInputProblems(_ fresh: LayoutSnapshot, _ back: LayoutSnapshot, tolerance: Double)
        -> [String]?
    {
        for id in fresh.inputs.keys.sorted() {
            guard let a = fresh.inputs[id], let b = back.inputs[id] else { continue }
            var left = a
            var right = b
            (left.safeArea, right.safeArea) = (.zero, .zero)  // these follow the frames
            (left.placed, right.placed) = (nil, nil)
            if let what = left.difference(right, tolerance: tolerance) {
                return [
                    "\(id): the engine's \(what) are not mirrored when the direction flips (as is \(describe(a, what)), flipped and mirrored back \(describe(b, what)))"
                ]
            }
        }
        return nil
    }

    private static func describe(_ inputs: ViewInputs, _ what: String) -> String {
        let margins = inputs.margins
        return what == "layout margins"
            ? "left \(NumberText.format(margins.left)), right \(NumberText.format(margins.right))"
            : "\(NumberText.format(inputs.content.width)) × \(NumberText.format(inputs.content.height))"
    }

    /// Why this case has no mirror image the engine could be held to, if it has none: a left,
    /// right or centre X (without leading or trailing) with a multiplier other than 1 is measured
    /// from the left edge of the installing view, whose mirror would be its right edge.
    static func unmirrorable(_ value: Case) -> String? {
        for constraint in value.constraints where constraint.active ?? true && isAbsoluteHorizontal(constraint) {
            if (constraint.multiplier ?? 1) != 1, constraint.second != nil {
                return
                    "constraint '\(constraint.id)' scales an x measured from the left (multiplier \(NumberText.format(constraint.multiplier ?? 1)))"
            }
        }
        return nil
    }

    /// Left, right or centre X, and no leading or trailing.
    private static func isAbsoluteHorizontal(_ constraint: CaseConstraint) -> Bool {
        let (first, second) = (constraint.first.attribute, constraint.second?.attribute)
        func directional(_ attribute: CaseAttribute?) -> Bool { attribute == .leading || attribute == .trailing }
        func absolute(_ attribute: CaseAttribute?) -> Bool {
            attribute == .left || attribute == .right || attribute == .centerX
        }
        return !directional(first) && !directional(second) && (absolute(first) || absolute(second))
    }

    /// The case seen in a mirror: every direction flipped, left and right traded, frames reflected.
    static func flipped(_ value: Case) -> Case {
        var copy = value
        copy.window.direction = value.window.direction == .rtl ? .ltr : .rtl
        if let insets = value.window.safeArea {
            copy.window.safeArea = CaseInsets(
                top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        }
        var widths: [String: Double] = ["window": value.window.width]
        let stacks = Set(value.views.filter { $0.kind == .stack }.map(\.id))
        var made: [CaseConstraint] = []
        for index in copy.views.indices {
            switch copy.views[index].direction {
            case .ltr: copy.views[index].direction = .rtl
            case .rtl: copy.views[index].direction = .ltr
            case .inherit, nil: break
            }
            // An arranged view's frame is the stack's business (its autoresizing translation is off).
            guard let frame = copy.views[index].frame, !stacks.contains(copy.views[index].parent) else { continue }
            let id = copy.views[index].id
            let parent = copy.views[index].parent
            widths[id] = frame.width
            if let width = widths[parent] {
                copy.views[index].frame?.x = width - frame.x - frame.width
            } else {
                copy.views[index].frame = nil
                made += [
                    CaseConstraint(
                        id: "\(id)~right", first: CaseAnchor(id, .right), second: CaseAnchor(parent, .right),
                        constant: -frame.x),
                    CaseConstraint(
                        id: "\(id)~top", first: CaseAnchor(id, .top), second: CaseAnchor(parent, .top),
                        constant: frame.y),
                    CaseConstraint(id: "\(id)~width", first: CaseAnchor(id, .width), constant: frame.width),
                    CaseConstraint(id: "\(id)~height", first: CaseAnchor(id, .height), constant: frame.height),
                ]
            }
        }
        copy.constraints =
            copy.constraints.map { constraint in
                guard isAbsoluteHorizontal(constraint) else { return constraint }
                var mirrored = constraint
                func swap(_ attribute: CaseAttribute) -> CaseAttribute {
                    attribute == .left ? .right : attribute == .right ? .left : attribute
                }
                mirrored.first.attribute = swap(constraint.first.attribute)
                if let second = constraint.second { mirrored.second?.attribute = swap(second.attribute) }
                mirrored.constant = constraint.constant.map { $0 == 0 ? 0 : -$0 }
                mirrored.relation = constraint.relation.reversed
                return mirrored
            } + made
        return copy
    }
}
