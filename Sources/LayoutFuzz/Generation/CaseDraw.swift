import ConstraintSystem
import LayoutCase

/// The drawing of one case (see `CaseGenerator`): the random stream and what the case holds so
/// far, so that each new constraint and step names only things that exist and are in the tree.
struct CaseDraw<Source: DrawSource> {
    var random: Source
    let options: GeneratorOptions
    /// Adversarial mood (else screens).
    var adversarial = false
    var views: [DrawnView] = []
    var constraints: [DrawnConstraint] = []
    private var made: [CaseConstraint] = []
    var nextView = 0
    private var nextConstraint = 0
    var nextFormat = 0
    /// The features this case draws from (swarm generation); nil: all of them (`--swarm off`).
    var swarm: SwarmSubset?
    /// The constraints whose constants an animation changed, in order (a swarm case's later
    /// animations take them over mid-flight now and then).
    var animated: [String] = []

    struct DrawnView {
        var id: String
        var parent: String
        var depth: Int
        var kind: CaseView.Kind
        var alive = true
        /// A child of a stack view: the stack places it.
        var arranged = false
        /// Placed by a frame, its own or one its parent sets (autoresizing constraints).
        var framed = false
    }

    struct DrawnConstraint {
        var id: String
        var items: [String]
        var optional: Bool
    }

    /// Whether the case draws a swarm subset first.
    private let drawsSubset: Bool

    /// A draw from `random`; `drawsSubset` (default: whether swarm generation is on) says whether
    /// the case draws a subset of the features first or is drawn from the full mix.
    init(random: Source, options: GeneratorOptions, drawsSubset: Bool? = nil) {
        self.random = random
        self.options = options
        self.drawsSubset = drawsSubset ?? (options.swarm == .on)
    }

    mutating func make() -> Case {
        if drawsSubset { swarm = SwarmSubset.draw(in: options.features) { chance($0, in: $1) } }
        adversarial = chance(1, in: 3)
        let window = CaseWindow(
            width: Double(pick([320, 375, 390, 430, 768])), height: Double(pick([480, 667, 844, 1024])),
            safeArea: chance(1, in: 2) ? CaseInsets(top: pick([20, 44, 47, 59]), bottom: pick([0, 34])) : nil,
            direction: chance(1, in: 3) && allows(.rightToLeft) ? .rtl : nil)
        var caseViews: [CaseView] = []
        let count = 1 + int(below: max(1, options.maxViews))
        // A stack (itself and 2 or 3 arranged views) takes its views out of the same budget; a
        // swarm case with stack views on has one more often.
        let stacked =
            options.drawsFeatures && allows(.stackViews) && count >= 4 && options.maxDepth >= 2
            && chance(swarm == nil ? 1 : 3, in: swarm == nil ? 2 : 4)
        for _ in 0..<(stacked ? count - 3 : count) { caseViews.append(drawView()) }
        if stacked { caseViews += drawStack(depth: 0) }
        for view in views {
            // Arranged views are the stack's to place: now and then one size wish of their own.
            let count = view.arranged ? (chance(1, in: 4) ? 1 : 0) : 1 + int(below: max(1, options.constraintsPerView))
            for _ in 0..<count {
                made.append(view.arranged ? drawSizeWish(for: view.id) : drawConstraint(for: view.id))
            }
        }
        var steps: [CaseStep] = []
        let length = int(below: options.maxSteps + 1)
        while steps.count < length { steps += drawSteps().prefix(length - steps.count) }
        return Case(window: window, views: caseViews, constraints: made, steps: steps)
    }

    // MARK: Views

    private mutating func drawView() -> CaseView {
        let parents =
            [DrawnView(id: "window", parent: "", depth: 0, kind: .view)]
            + views.filter { $0.alive && $0.depth < options.maxDepth && ($0.kind != .stack || adversarial) }
        let parent = adversarial && chance(1, in: 2) ? parents.last! : pick(parents)  // deep chains when adversarial
        let id = "v\(nextView)"
        nextView += 1
        var view = CaseView(id: id, parent: parent.id, kind: pick([.view, .label, .label, .image]))
        switch view.kind {
        case .label:
            view.text = pick(["OK", "Title", "Settings", "A longer line of text", "Ünïcödé ✓", ""])
            view.fontSize = pick([12, 15, 17, 20])
            if chance(1, in: 3) {
                view.lines = pick([0, 2])
                view.preferredMaxWidth = pick([60, 120])
            }
        case .image:
            if chance(4, in: 5) {
                view.imageSize = CaseSize(width: pick([16, 24, 44, 120]), height: pick([16, 24, 44, 90]))
            }
        case .view:
            if chance(1, in: 4) { view.intrinsicWidth = pick([10, 30, 80]) }
            if chance(1, in: 4) { view.intrinsicHeight = pick([10, 30, 80]) }
        case .stack:
            break
        }
        if chance(1, in: 5) {
            view.hugging = CaseAxes(horizontal: priority(), vertical: chance(1, in: 2) ? priority() : nil)
        }
        if chance(1, in: 5) {
            view.compression = CaseAxes(horizontal: chance(1, in: 2) ? priority() : nil, vertical: priority())
        }
        if chance(1, in: 5) {
            view.margins = CaseDirectionalInsets(
                top: pick([0, 4, 16]), leading: pick([0, 12, 20]), trailing: pick([4, 8]))
        }
        if chance(1, in: 8) {
            let direction: CaseDirection = pick([.ltr, .rtl, .inherit])
            if direction != .rtl || allows(.rightToLeft) { view.direction = direction }
        }
        if chance(1, in: 10) { view.hidden = true }
        if chance(1, in: 8) {
            view.frame = CaseRect(
                x: pick([0, 10, -5]), y: pick([0, 20]), width: pick([0, 50, 100]), height: pick([0, 30]))
        } else if swarm?.contains(.handPlacement) == true, parent.kind == .view, parent.id != "window", chance(1, in: 6)
        {
            view.insetInParent = pick([0, 4, 12])  // its parent's layoutSubviews places it
            // A required content priority would hold its size against the frame set by hand,
            // which then disagrees with the engine's model (in UIKit too): the app's doing.
            view.hugging = view.hugging.map(Self.belowRequired)
            view.compression = view.compression.map(Self.belowRequired)
        }
        views.append(
            DrawnView(
                id: id, parent: parent.id, depth: parent.depth + 1, kind: view.kind, arranged: parent.kind == .stack,
                framed: view.frame != nil || view.insetInParent != nil))
        return view
    }

    /// `axes` with a required priority made 999.
    private static func belowRequired(_ axes: CaseAxes) -> CaseAxes {
        CaseAxes(horizontal: axes.horizontal.map { min($0, 999) }, vertical: axes.vertical.map { min($0, 999) })
    }

    // MARK: Constraints

    // (Computed: a generic type holds no static stored property.)
    private static var horizontalDirectional: [CaseAttribute] { [.leading, .trailing, .centerX] }
    private static var horizontalAbsolute: [CaseAttribute] { [.left, .right, .centerX] }
    private static var vertical: [CaseAttribute] { [.top, .bottom, .centerY, .firstBaseline, .lastBaseline] }
    private static var dimensions: [CaseAttribute] { [.width, .height] }

    /// A constraint on `id` that the engine accepts: same-axis attributes, leading/trailing never
    /// with left/right, multipliers of 0 only on sizes, items in the tree.
    private mutating func drawConstraint(for id: String) -> CaseConstraint {
        // Only an adversarial case copies a constraint, and it draws nothing for it otherwise. The
        // constraints it may copy are listed only when it does (one time in ten).
        if adversarial {
            let alive = Set(views.lazy.filter(\.alive).map(\.id)).union(["window"])  // membership only
            let placeable = { (constraint: CaseConstraint) in
                [constraint.first.item, constraint.second?.item].compactMap { $0 }.allSatisfy {
                    alive.contains(CaseItem.view(of: $0))
                }
            }
            if made.contains(where: placeable), chance(1, in: 10) {
                var twin = pick(made.filter(placeable))  // a duplicate of an earlier one, under its own id
                twin.id = takeConstraintID()
                record(twin)
                return twin
            }
        }
        let view = views.first { $0.id == id }!
        let group = pick([
            CaseDraw.horizontalDirectional, CaseDraw.horizontalAbsolute, CaseDraw.vertical, CaseDraw.dimensions,
            CaseDraw.dimensions,
        ])
        let firstAttribute = pick(group)
        let isSize = group == CaseDraw.dimensions
        var second: CaseAnchor?
        if !isSize || chance(1, in: 2) {
            let others = relatives(of: view)
            second = CaseAnchor(
                pick(others), isSize ? pick(CaseDraw.dimensions) : (adversarial ? pick(group) : firstAttribute))
        }
        var multiplier: Double?
        if isSize, second != nil, chance(1, in: 3) {
            multiplier = adversarial ? pick([0, -1, 0.5, 2, 1e-3]) : pick([0.5, 0.75, 1, 2])
        }
        let constant: Double =
            adversarial
            ? pick([0, 1e-6, -20, 8, 1e5, Double(int(below: 200) - 100)])
            : (isSize && second == nil ? pick([20, 44, 100, 160]) : pick([0, 8, 16, -8, -16]))
        let relation: Relation =
            chance(1, in: adversarial ? 2 : 5) ? pick([.lessThanOrEqual, .greaterThanOrEqual]) : .equal
        let constraint = CaseConstraint(
            id: takeConstraintID(), first: CaseAnchor(id, firstAttribute), relation: relation, second: second,
            multiplier: multiplier, constant: constant == 0 ? nil : constant,
            priority: chance(1, in: 2) ? nil : priority(),
            active: chance(1, in: 12) ? false : nil)
        record(constraint)
        return constraint
    }

    /// Items near `view`: its parent (and the parent's guides), siblings, the window's safe area;
    /// anything alive when adversarial.
    private mutating func relatives(of view: DrawnView) -> [String] {
        let alive = views.filter(\.alive)
        if adversarial {
            return ["window", "window.safeArea", "window.margins"] + alive.filter { $0.id != view.id }.map(\.id) + [
                view.id
            ]
        }
        let parent = view.parent
        let siblings = alive.filter { $0.parent == parent && $0.id != view.id }.map(\.id)
        return [parent, parent, "\(parent).margins", "\(parent).safeArea", "window.safeArea"] + siblings
    }

    mutating func record(_ constraint: CaseConstraint) {
        let items = [constraint.first.item, constraint.second?.item].compactMap { $0 }.map(CaseItem.view(of:))
        constraints.append(
            DrawnConstraint(id: constraint.id, items: items, optional: (constraint.priority ?? 1000) < 1000))
    }

    mutating func takeConstraintID() -> String {
        defer { nextConstraint += 1 }
        return "c\(nextConstraint)"
    }

    // MARK: Steps

    /// One step, or a few that belong together (an animation and the ticks that play it).
    private mutating func drawSteps() -> [CaseStep] {
        if let swarm { return drawSwarmSteps(swarm) }
        if options.drawsFeatures, chance(5, in: 18), let steps = drawFeatureSteps(kind: int(below: 5)) {
            return steps
        }
        return [drawStep(kind: int(below: 13))]
    }

    /// A step of the core kinds: `kind` 0 and 1 a constant change, 2 a priority change, 3 an
    /// activation, 4 a deactivation, 5 a new constraint, 6 a new view, 7 a removal, 8 a content
    /// change, 9 a window size, 10 a safe area, 11 a direction, 12 a tick (`CaseDraw+Swarm`).
    /// A tick when the case has nothing the kind could name.
    mutating func drawStep(kind: Int) -> CaseStep {
        let alive = views.filter(\.alive)
        switch kind {
        case 0, 1:
            if let target = constraints.isEmpty ? nil : pick(constraints) {
                return .setConstant(
                    constraint: target.id, value: adversarial ? pick([0, -1e4, 1e4, 0.5]) : pick([0, 4, 8, 24, -12]))
            }
        case 2:
            let optional = constraints.filter(\.optional)
            if !optional.isEmpty {
                return .setPriority(
                    constraint: pick(optional).id, value: Double(pick([1, 50, 250, 500, 749, 750, 999])))
            }
        case 3:
            let placeable = constraints.filter { $0.items.allSatisfy(isAlive) }
            if !placeable.isEmpty { return .activate(constraint: pick(placeable).id) }
        case 4:
            if !constraints.isEmpty { return .deactivate(constraint: pick(constraints).id) }
        case 5:
            if let view = alive.isEmpty ? nil : pick(alive) {
                let constraint = drawConstraint(for: view.id)
                return .addConstraint(constraint)
            }
        case 6:
            if views.count < options.maxViews * 2 { return .addView(drawView()) }
        case 7:
            if let view = alive.isEmpty ? nil : pick(alive) {
                removeSubtree(view.id)
                return .removeView(view: view.id)
            }
        case 8:
            let labels = alive.filter { $0.kind == .label }
            let plain = alive.filter { $0.kind == .view }
            if !labels.isEmpty, plain.isEmpty || chance(1, in: 2) {
                return .setText(view: pick(labels).id, text: pick(["", "Done", "Much longer text than before", "x"]))
            }
            if let view = plain.isEmpty ? nil : pick(plain) {
                return .setIntrinsicSize(
                    view: view.id, width: chance(1, in: 2) ? pick([5, 50]) : nil, height: pick([12, 40]))
            }
        case 9:
            return .setWindowSize(width: Double(pick([320, 414, 600])), height: Double(pick([480, 800])))
        case 10:
            return .setSafeArea(
                CaseInsets(top: pick([0, 20, 44]), left: chance(1, in: 4) ? 44 : nil, bottom: pick([0, 21, 34])))
        case 11:
            if chance(1, in: 2), let view = alive.isEmpty ? nil : pick(alive) {
                return .setDirection(view: view.id, direction: pick([.ltr, .rtl, .inherit]))
            }
            return .setDirection(view: nil, direction: pick([.ltr, .rtl]))
        default:
            break
        }
        return .tick(frames: 1 + int(below: 2))
    }

    func isAlive(_ id: String) -> Bool { id == "window" || views.contains { $0.id == id && $0.alive } }

    private mutating func removeSubtree(_ id: String) {
        var doomed = [id]
        while let next = doomed.popLast() {
            for index in views.indices
            where views[index].id == next || (views[index].parent == next && views[index].alive) {
                if views[index].id != next { doomed.append(views[index].id) }
                views[index].alive = false
            }
        }
    }

    // MARK: Randomness

    mutating func int(below bound: Int) -> Int { random.nextInt(below: bound) }
    mutating func chance(_ odds: Int, in total: Int) -> Bool { random.nextInt(below: total) < odds }
    mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }

    /// UIKit's favourite priorities, now and then any other.
    mutating func priority() -> Double {
        chance(1, in: 5) ? Double(1 + int(below: 1000)) : Double(pick([1000, 999, 750, 250, 50]))
    }
}
