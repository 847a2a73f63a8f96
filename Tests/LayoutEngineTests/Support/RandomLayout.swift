import ConstraintSystem
import LayoutEngine

/// Seeded random view trees for the engine-versus-reference test: a window in either direction,
/// with or without a safe area, 2–9 views of three kinds (plain, label, image) hung under random
/// parents, and random constraints between each view and its superview, its siblings and the
/// superview's margins and safe-area guides, at random relations and priorities (so some trees are
/// ambiguous, some over-constrained, some unsatisfiable and recovered by breaking). A fifth of the
/// views keep `translatesAutoresizingMaskIntoConstraints`. Then a few edits: constant changes,
/// deactivations and optional priority changes, each followed by a layout.
struct RandomLayout {
    var random: SplitMix64
    let window: Window
    private(set) var views: [View] = []
    private(set) var constraints: [LayoutConstraint] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        let size = Size(
            width: Double(200 + 10 * random.nextInt(below: 40)), height: Double(300 + 10 * random.nextInt(below: 50)))
        let direction: LayoutDirection = random.nextInt(below: 2) == 0 ? .leftToRight : .rightToLeft
        let insets =
            random.nextInt(below: 2) == 0 ? EdgeInsets.zero : EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window = Window(size: size, layoutDirection: direction, safeAreaInsets: insets)
        window.identifier = "window"
        let count = 2 + random.nextInt(below: 8)
        for index in 0..<count { addView(index) }
        for view in views { constrain(view) }
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.nextInt(below: items.count)] }

    private mutating func addView(_ index: Int) {
        let view: View
        switch random.nextInt(below: 3) {
        case 0:
            let words = ["a", "tiny", "label", "with", "words", "in", "it"]
            let text = (0..<(1 + random.nextInt(below: 6))).map { _ in words[random.nextInt(below: words.count)] }
                .joined(separator: " ")
            let label = Label(text: text, fontSize: pick([10, 12, 16, 20]))
            label.numberOfLines = pick([1, 0, 2])
            label.preferredMaxLayoutWidth = pick([0, 40, 80])
            view = label
        case 1: view = ImageView(imageSize: pick([nil, Size(width: 24, height: 24), Size(width: 64, height: 40)]))
        default: view = View()
        }
        view.identifier = "v\(index)"
        view.translatesAutoresizingMaskIntoConstraints = random.nextInt(below: 5) == 0
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = Rect(
                x: Double(random.nextInt(below: 50)), y: Double(random.nextInt(below: 50)),
                width: Double(random.nextInt(below: 100)), height: Double(random.nextInt(below: 60)))
        }
        if random.nextInt(below: 4) == 0 {
            view.semanticContentAttribute = pick([.forceLeftToRight, .forceRightToLeft])
        }
        view.isHidden = random.nextInt(below: 6) == 0
        let parent = views.isEmpty || random.nextInt(below: 3) == 0 ? window : pick(views)
        parent.addSubview(view)
        views.append(view)
    }

    /// One to four constraints from `view` to its superview, a sibling or a guide.
    private mutating func constrain(_ view: View) {
        let parent = view.superview!
        let siblings = parent.subviews.filter { $0 !== view }
        for _ in 0..<(1 + random.nextInt(below: 4)) {
            let constraint: LayoutConstraint
            let constant = Double(random.nextInt(below: 41) - 20)
            switch random.nextInt(below: 9) {
            case 0:
                let target: LayoutItem = pick([parent, parent.layoutMarginsGuide, parent.safeAreaLayoutGuide])
                constraint = relate(view.leadingAnchor, target.leadingAnchor, constant)
            case 1:
                let target: LayoutItem = pick([parent, parent.layoutMarginsGuide])
                constraint = relate(view.trailingAnchor, target.trailingAnchor, -abs(constant))
            case 2:
                let target: LayoutItem = pick([parent, parent.layoutMarginsGuide, parent.safeAreaLayoutGuide])
                constraint = relate(view.topAnchor, target.topAnchor, abs(constant))
            case 3:
                constraint = relate(view.bottomAnchor, parent.bottomAnchor, -abs(constant))
            case 4:
                constraint = view.widthAnchor.constraint(equalToConstant: Double(10 + random.nextInt(below: 150)))
            case 5:
                constraint = view.heightAnchor.constraint(
                    equalTo: pick([parent] + siblings).widthAnchor, multiplier: pick([0.5, 1, 0.25]), constant: constant
                )
            case 6:
                guard let sibling = siblings.isEmpty ? nil : pick(siblings) else { continue }
                constraint = relate(view.leadingAnchor, sibling.trailingAnchor, abs(constant))
            case 7:
                guard let sibling = siblings.isEmpty ? nil : pick(siblings) else { continue }
                constraint = pick([
                    relate(view.firstBaselineAnchor, sibling.firstBaselineAnchor, 0),
                    relate(view.topAnchor, sibling.bottomAnchor, abs(constant)),
                    relate(view.lastBaselineAnchor, sibling.lastBaselineAnchor, 0),
                ])
            default:
                constraint = pick([
                    relate(view.centerXAnchor, parent.centerXAnchor, constant),
                    relate(view.centerYAnchor, parent.centerYAnchor, constant),
                    relate(view.leftAnchor, parent.leftAnchor, constant),
                ])
            }
            constraint.identifier = "c\(constraints.count)"
            constraint.priority = pick([1000, 1000, 1000, 999, 750, 500, 250, 1])
            do { try constraint.activate() } catch {
                preconditionFailure("the generator made a bad constraint: \(error)")
            }
            constraints.append(constraint)
        }
    }

    private mutating func relate<Axis>(_ a: LayoutAnchor<Axis>, _ b: LayoutAnchor<Axis>, _ constant: Double)
        -> LayoutConstraint
    {
        switch random.nextInt(below: 5) {
        case 0: a.constraint(lessThanOrEqualTo: b, constant: constant)
        case 1: a.constraint(greaterThanOrEqualTo: b, constant: constant)
        default: a.constraint(equalTo: b, constant: constant)
        }
    }

    /// One random edit: a new constant, a deactivation (or reactivation), an optional priority
    /// moved to another optional one, a label's text, a margin, or a flip of the window's direction.
    mutating func edit() {
        guard let constraint = constraints.isEmpty ? nil : pick(constraints) else { return }
        switch random.nextInt(below: 6) {
        case 0:
            constraint.constant = Double(random.nextInt(below: 81) - 40)
        case 1:
            if constraint.isActive { constraint.isActive = false } else { try? constraint.activate() }
        case 2:
            if !constraint.priority.isRequired { constraint.priority = pick([999, 750, 500, 250, 1]) }
        case 3:
            if let label = views.first(where: { $0 is Label }) as? Label { label.text += " more" }
        case 4:
            pick(views + [window]).directionalLayoutMargins = DirectionalEdgeInsets(
                top: 4, leading: Double(random.nextInt(below: 30)), bottom: 4, trailing: 8)
        default:
            window.layoutDirection = window.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        }
    }
}
