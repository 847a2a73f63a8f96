import LayoutCase

/// The shrinker's last pass: simpler numbers and fewer settings, one field at a time, each change
/// kept when the case still fails the same way. Constants go towards 0 and round values,
/// multipliers towards 1, priorities towards 1000 and 250, the window towards small round sizes;
/// optional settings (safe area, direction, margins, hugging, compression, hidden, frames' and
/// content's numbers) are dropped; a view a constraint names is replaced by its superview. Every
/// accepted change makes the case strictly simpler by `NumberSimplicity` or names a view nearer
/// the window, so rounds cannot undo each other.
enum CaseSimplifier {
    static func simplify(_ value: Case, _ search: inout Search<Case>) -> Case? {
        var current = value
        var found = false
        func attempt(_ candidate: Case?) {
            guard let candidate, candidate != current, !search.outOfTime, search.fails(candidate) else { return }
            current = candidate
            found = true
        }
        // The window.
        for size in NumberSimplicity.windowSizes {
            var copy = current
            copy.window.width = size.0
            copy.window.height = size.1
            if NumberSimplicity.isSimpler(size.0, than: current.window.width)
                || NumberSimplicity.isSimpler(size.1, than: current.window.height)
            {
                attempt(copy)
            }
        }
        if current.window.safeArea != nil { attempt(modified(current) { $0.window.safeArea = nil }) }
        if current.window.direction != nil { attempt(modified(current) { $0.window.direction = nil }) }
        // Constraints.
        for index in current.constraints.indices {
            for constant in NumberSimplicity.candidates(current.constraints[index].constant ?? 0) {
                attempt(modified(current) { $0.constraints[index].constant = constant == 0 ? nil : constant })
            }
            if current.constraints[index].multiplier != nil {
                attempt(modified(current) { $0.constraints[index].multiplier = nil })
            }
            if let priority = current.constraints[index].priority, priority < 1000 {
                attempt(modified(current) { $0.constraints[index].priority = nil })
                if priority != 250 { attempt(modified(current) { $0.constraints[index].priority = 250 }) }
            }
            if current.constraints[index].active != nil {
                attempt(modified(current) { $0.constraints[index].active = nil })
            }
            // A view named by a constraint replaced by its superview: the view may then go (a
            // framed view that only pins another one to where it is, say).
            for isFirst in [true, false] {
                let anchor = isFirst ? current.constraints[index].first : current.constraints[index].second
                guard let item = anchor?.item, let parent = current.views.first(where: { $0.id == item })?.parent
                else { continue }
                attempt(
                    modified(current) {
                        if isFirst {
                            $0.constraints[index].first.item = parent
                        } else {
                            $0.constraints[index].second?.item = parent
                        }
                    })
            }
        }
        // Views: settings dropped, numbers simplified.
        for index in current.views.indices {
            let view = current.views[index]
            let drops: [(Bool, (inout CaseView) -> Void)] = [
                (view.hugging != nil, { $0.hugging = nil }), (view.compression != nil, { $0.compression = nil }),
                (view.margins != nil, { $0.margins = nil }), (view.direction != nil, { $0.direction = nil }),
                (view.hidden != nil, { $0.hidden = nil }), (view.fontSize != nil, { $0.fontSize = nil }),
                (view.lines != nil, { $0.lines = nil }),
                (view.preferredMaxWidth != nil, { $0.preferredMaxWidth = nil }),
                (view.axis != nil, { $0.axis = nil }), (view.distribution != nil, { $0.distribution = nil }),
                (view.alignment != nil, { $0.alignment = nil }), (view.spacing != nil, { $0.spacing = nil }),
                (view.marginsRelative != nil, { $0.marginsRelative = nil }),
                (view.spacingAfter != nil, { $0.spacingAfter = nil }),
                (view.insetInParent != nil, { $0.insetInParent = nil }),
            ]
            for (applies, drop) in drops where applies { attempt(modified(current) { drop(&$0.views[index]) }) }
            for width in NumberSimplicity.candidates(view.intrinsicWidth ?? 0) {
                attempt(modified(current) { $0.views[index].intrinsicWidth = width })
            }
            for height in NumberSimplicity.candidates(view.intrinsicHeight ?? 0) {
                attempt(modified(current) { $0.views[index].intrinsicHeight = height })
            }
            if let text = view.text, text.count > 1 {
                attempt(modified(current) { $0.views[index].text = String(text.prefix(1)) })
            }
            if let inset = view.insetInParent {
                for simpler in NumberSimplicity.candidates(inset) where simpler >= 0 {
                    attempt(modified(current) { $0.views[index].insetInParent = simpler })
                }
            }
            if let frame = view.frame {
                for x in NumberSimplicity.candidates(frame.x) {
                    attempt(modified(current) { $0.views[index].frame?.x = x })
                }
                for y in NumberSimplicity.candidates(frame.y) {
                    attempt(modified(current) { $0.views[index].frame?.y = y })
                }
                for width in NumberSimplicity.candidates(frame.width) {
                    attempt(modified(current) { $0.views[index].frame?.width = width })
                }
                for height in NumberSimplicity.candidates(frame.height) {
                    attempt(modified(current) { $0.views[index].frame?.height = height })
                }
            }
        }
        // Steps: values simplified, ticks of one frame.
        for index in current.steps.indices {
            switch current.steps[index] {
            case let .setConstant(id, value):
                for simpler in NumberSimplicity.candidates(value) {
                    attempt(modified(current) { $0.steps[index] = .setConstant(constraint: id, value: simpler) })
                }
            case let .tick(frames) where frames > 1:
                attempt(modified(current) { $0.steps[index] = .tick(frames: 1) })
            case let .animate(animation):
                for simpler in CaseSimplifier.simpler(animation) {
                    attempt(modified(current) { $0.steps[index] = .animate(simpler) })
                }
            case var .addFormat(format) where format.options != nil || format.metrics != nil:
                (format.options, format.metrics) = (nil, nil)
                attempt(modified(current) { $0.steps[index] = .addFormat(format) })
            case var .fit(fit) where fit.horizontalPriority != nil || fit.verticalPriority != nil:
                (fit.horizontalPriority, fit.verticalPriority) = (nil, nil)
                attempt(modified(current) { $0.steps[index] = .fit(fit) })
            default:
                break
            }
        }
        return found ? current : nil
    }

    /// An animation with one step of its block fewer, a linear curve, no delay.
    private static func simpler(_ animation: CaseAnimation) -> [CaseAnimation] {
        var candidates: [CaseAnimation] = animation.steps.indices.map { k in
            var copy = animation
            copy.steps.remove(at: k)
            return copy
        }
        if animation.curve != .linear {
            candidates.append(
                CaseAnimation(
                    duration: animation.duration, delay: animation.delay, curve: .linear, steps: animation.steps))
        }
        if animation.delay != nil {
            candidates.append(
                CaseAnimation(duration: animation.duration, curve: animation.curve, steps: animation.steps))
        }
        return candidates
    }

    private static func modified(_ value: Case, _ change: (inout Case) -> Void) -> Case {
        var copy = value
        change(&copy)
        return copy
    }
}

/// What "simpler" means for a number in a case: 0, then whole numbers, then smaller magnitudes.
enum NumberSimplicity {
    /// (non-zero, not whole, magnitude), compared in that order.
    static func isSimpler(_ a: Double, than b: Double) -> Bool {
        (a != 0 ? 1 : 0, a.rounded() == a ? 0 : 1, abs(a)) < (b != 0 ? 1 : 0, b.rounded() == b ? 0 : 1, abs(b))
    }

    /// 0, then the value rounded to hundreds, tens and units, then 1: those simpler than `x`.
    static func candidates(_ x: Double) -> [Double] {
        var seen: [Double] = []
        for candidate in [0, (x / 100).rounded() * 100, (x / 10).rounded() * 10, x.rounded(), 1]
        where isSimpler(candidate, than: x) && !seen.contains(candidate) {
            seen.append(candidate)
        }
        return seen
    }

    /// Small round windows, smallest first.
    static let windowSizes: [(Double, Double)] = [(100, 100), (200, 200), (320, 480)]
}
