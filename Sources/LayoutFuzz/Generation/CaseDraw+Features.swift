import LayoutCase

// The generator's draws for the view layer's newer parts: stack views with random settings and
// arranged views (some hidden, some with a custom gap after them), and steps that hide and show
// views, change a stack's settings, read visual format strings (valid ones, and broken ones made
// by mutating a valid one), animate a few changes and tick through them, and ask for a view's
// fitting size.

extension CaseDraw {
    // MARK: Stack views

    /// A stack view (under the window or a plain view) and its 2 to 4 arranged views; now and
    /// then one of them a stack of its own.
    mutating func drawStack(depth: Int, in outer: String? = nil) -> [CaseView] {
        let hosts = views.filter { $0.alive && $0.kind == .view && !$0.arranged && $0.depth < options.maxDepth - 1 }
        let parent =
            depth == 0 ? (hosts.isEmpty || chance(2, in: 3) ? nil : pick(hosts)) : views.first { $0.id == outer }
        let id = "v\(nextView)"
        nextView += 1
        var stack = CaseView(id: id, parent: parent?.id ?? "window", kind: .stack)
        stack.axis = pick([.horizontal, .vertical])
        stack.distribution = pick(CaseDistribution.allCases)
        stack.alignment = pick(CaseAlignment.allCases)
        stack.spacing = pick([0, 4, 8, 16])
        if chance(1, in: 4) { stack.marginsRelative = true }
        views.append(
            DrawnView(
                id: id, parent: stack.parent, depth: (parent?.depth ?? 0) + 1, kind: .stack,
                arranged: parent?.kind == .stack))
        var made = [stack]
        for _ in 0..<(2 + int(below: 2)) {
            if depth == 0, options.maxDepth >= (parent?.depth ?? 0) + 3, chance(1, in: 8) {
                made += drawStack(depth: 1, in: id)
                continue
            }
            made.append(drawArranged(in: id, depth: (parent?.depth ?? 0) + 2))
        }
        return made
    }

    private mutating func drawArranged(in stack: String, depth: Int) -> CaseView {
        let id = "v\(nextView)"
        nextView += 1
        var view = CaseView(id: id, parent: stack, kind: pick([.label, .label, .image, .view]))
        switch view.kind {
        case .label:
            view.text = pick(["OK", "Title", "Settings", "A longer line of text"])
            view.fontSize = pick([12, 17, 20])
        case .image:
            view.imageSize = CaseSize(width: pick([16, 24, 44]), height: pick([16, 24, 44]))
        default:
            view.intrinsicWidth = pick([10, 30, 80])
            view.intrinsicHeight = pick([10, 30, 80])
        }
        if chance(1, in: 5) { view.hidden = true }
        if chance(1, in: 5) { view.spacingAfter = pick([0, 2, 12]) }
        if chance(1, in: 5) { view.hugging = CaseAxes(horizontal: priority(), vertical: priority()) }
        views.append(DrawnView(id: id, parent: stack, depth: depth, kind: view.kind, arranged: true))
        return view
    }

    /// A size wish for an arranged view: its width or height, optional.
    mutating func drawSizeWish(for id: String) -> CaseConstraint {
        let constraint = CaseConstraint(
            id: takeConstraintID(), first: CaseAnchor(id, pick([.width, .height])),
            relation: pick([.equal, .greaterThanOrEqual, .lessThanOrEqual]),
            constant: pick([20, 44, 100]), priority: pick([250, 750, 999]))
        record(constraint)
        return constraint
    }

    // MARK: Steps

    /// A step of the newer kinds (nil when the case has nothing it could name): `kind` 0 a
    /// hiding, 1 a stack change, 2 a visual format, 3 an animation, 4 a fitting-size call.
    mutating func drawFeatureSteps(kind: Int) -> [CaseStep]? {
        let alive = views.filter(\.alive)
        switch kind {
        case 0:
            let arranged = alive.filter(\.arranged)
            guard let view = !arranged.isEmpty && chance(3, in: 4) ? pick(arranged) : alive.isEmpty ? nil : pick(alive)
            else { return nil }
            return [.setHidden(view: view.id, hidden: chance(1, in: 2))]
        case 1:
            let stacks = alive.filter { $0.kind == .stack }
            guard !stacks.isEmpty else { return nil }
            return [.setStack(view: pick(stacks).id, drawStackChange())]
        case 2:
            return drawFormat().map { [.addFormat($0)] }
        case 3:
            return drawAnimation()
        default:
            guard !alive.isEmpty else { return nil }
            let target = pick([(0.0, 0.0), (10_000_000, 10_000_000), (200, 0), (320, 10_000_000)])
            return [
                .fit(
                    CaseFit(
                        view: pick(alive).id, width: target.0, height: target.1,
                        horizontalPriority: chance(1, in: 2) ? nil : pick([1000, 750, 250, 50]),
                        verticalPriority: chance(1, in: 2) ? nil : pick([1000, 750, 250, 50])))
            ]
        }
    }

    mutating func drawStackChange() -> CaseStackSettings {
        var change = CaseStackSettings()
        switch int(below: 4) {
        case 0: change.axis = pick(CaseAxis.allCases)
        case 1: change.distribution = pick(CaseDistribution.allCases)
        case 2: change.alignment = pick(CaseAlignment.allCases)
        default: change.spacing = pick([0, 4, 8, 16])
        }
        return change
    }

    /// A few changes in an animation block, then the ticks that play it (often to the end).
    private mutating func drawAnimation() -> [CaseStep]? {
        var inner: [CaseStep] = []
        for _ in 0..<(1 + int(below: 2)) {
            if let swarm {
                if let step = drawAnimated(swarm) { inner.append(step) }
                continue
            }
            switch int(below: 4) {
            case 0, 1:
                if !constraints.isEmpty {
                    inner.append(.setConstant(constraint: pick(constraints).id, value: pick([0, 8, 24, 60, -12])))
                }
            case 2:
                let arranged = views.filter { $0.alive && $0.arranged }
                if !arranged.isEmpty { inner.append(.setHidden(view: pick(arranged).id, hidden: chance(1, in: 2))) }
            default:
                let stacks = views.filter { $0.alive && $0.kind == .stack }
                if !stacks.isEmpty {
                    inner.append(.setStack(view: pick(stacks).id, drawStackChange()))
                } else if !constraints.isEmpty {
                    inner.append(.deactivate(constraint: pick(constraints).id))
                }
            }
        }
        guard !inner.isEmpty else { return nil }
        for case let .setConstant(constraint, _) in inner { animated.append(constraint) }
        let animation = CaseAnimation(
            duration: pick([0, 0.1, 0.2, 0.25, 0.5]), delay: chance(1, in: 4) ? pick([0.05, 0.1]) : nil,
            curve: pick(CaseCurve.allCases), steps: inner)
        // A swarm case plays it exactly to its last tick half the time (what a check of the end
        // needs), else leaves it in flight for a later animation to take over.
        guard swarm != nil else { return [.animate(animation), .tick(frames: pick([1, 4, 15, 40]))] }
        return [
            .animate(animation), .tick(frames: chance(1, in: 2) ? FeatureUse.lastTick(of: animation) : pick([1, 4])),
        ]
    }

    // MARK: Visual formats

    /// A format over 1 to 3 siblings placed by constraints (or a mutation of one that is most
    /// likely broken), with options and metrics now and then.
    private mutating func drawFormat() -> CaseFormat? {
        let placeable = views.filter { $0.alive && !$0.arranged && !$0.framed && $0.kind != .stack }
        guard !placeable.isEmpty else { return nil }
        let parent = pick(placeable).parent
        var siblings = placeable.filter { $0.parent == parent }.map(\.id)
        var chosen: [String] = []
        for _ in 0..<min(siblings.count, 1 + int(below: 3)) {
            chosen.append(siblings.remove(at: int(below: siblings.count)))
        }
        let vertical = chance(1, in: 2)
        var metrics: [String: Double] = [:]
        var text = vertical ? "V:" : (chance(1, in: 2) ? "H:" : "")
        if chance(2, in: 3) { text += "|" + connection(toEdge: true, &metrics) }
        for (k, id) in chosen.enumerated() {
            if k > 0 { text += connection(toEdge: false, &metrics) }
            text += "[\(id)\(sizePredicate(others: chosen.filter { $0 != id }, &metrics))]"
        }
        if chance(1, in: 2) { text += connection(toEdge: true, &metrics) + "|" }
        var options: [String] = []
        if chosen.count > 1, chance(1, in: 3) {
            options.append(
                vertical
                    ? pick(["alignAllLeading", "alignAllTrailing", "alignAllLeft", "alignAllCenterX"])
                    : pick([
                        "alignAllTop", "alignAllBottom", "alignAllCenterY", "alignAllFirstBaseline",
                        "alignAllLastBaseline",
                    ]))
        }
        if !vertical, chance(1, in: 5) { options.append(pick(["directionLeftToRight", "directionRightToLeft"])) }
        if chance(1, in: 4) { text = mutated(text) }
        defer { nextFormat += 1 }
        return CaseFormat(
            id: "f\(nextFormat)", format: text, options: options.isEmpty ? nil : options,
            metrics: metrics.isEmpty ? nil : metrics)
    }

    /// The text between two neighbours (a view and a view, or a view and `|`).
    private mutating func connection(toEdge: Bool, _ metrics: inout [String: Double]) -> String {
        switch int(below: 6) {
        case 0: return toEdge && chance(1, in: 2) ? "-" : ""
        case 1: return "-"
        case 2: return "-\(pick([0, 8, 20, 50]))-"
        case 3: return "-(\(pick([">=", "<=", "=="]))\(pick([0, 8, 20])))-"
        case 4: return "-(\(pick([8, 20, 40]))@\(pick([250, 750, 999])))-"
        default:
            metrics["gap"] = pick([4, 12, 30])
            return "-gap-"
        }
    }

    /// A view's own predicate list, often none.
    private mutating func sizePredicate(others: [String], _ metrics: inout [String: Double]) -> String {
        switch int(below: 7) {
        case 0: return "(>=\(pick([20, 50])))"
        case 1: return "(\(pick([44, 100]))@\(pick([250, 750])))"
        case 2: return "(>=\(pick([20, 70])),<=\(pick([100, 200])))"
        case 3:
            if let other = others.first { return "(==\(other))" }
            return ""
        case 4:
            metrics["side"] = pick([30, 60])
            return "(side)"
        default: return ""
        }
    }

    /// One random edit of a format: a character deleted, inserted or repeated, or the rest cut.
    private mutating func mutated(_ text: String) -> String {
        var characters = Array(text)
        let alphabet = Array("[]()|-@<>=,:HV08x ")
        let at = int(below: characters.count + 1)
        switch int(below: 4) {
        case 0 where !characters.isEmpty: characters.remove(at: min(at, characters.count - 1))
        case 1: characters.insert(pick(alphabet), at: at)
        case 2 where at < characters.count: characters.insert(characters[at], at: at)
        default: characters = Array(characters.prefix(at))
        }
        return String(characters)
    }
}
